import { notFound } from 'next/navigation'
import { followRedirect } from '@/redirects/lookup'
import { pathOfSegments } from '@/site-pages/paths'

type Props = { params: Promise<{ missing: string[] }> }

/**
 * Every path no route matches ends here: an address staff sent elsewhere (src/redirects) goes
 * on there, anything else gets the site's Korean not-found page.
 */
async function redirectOrNotFound(params: Props['params']): Promise<never> {
  const { missing } = await params
  await followRedirect(pathOfSegments('/', missing))
  notFound()
}

// The metadata is the not-found page's too: without this, the tab kept the site's bare name once
// React had rendered the 404.
export const generateMetadata = ({ params }: Props) => redirectOrNotFound(params)

export default async function MissingPage({ params }: Props) {
  return redirectOrNotFound(params)
}
