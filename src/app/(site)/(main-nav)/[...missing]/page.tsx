import { notFound } from 'next/navigation'

/** Every path no route matches ends here, so it gets the site's Korean not-found page. */
export default function MissingPage() {
  notFound()
}
