import { notFound } from 'next/navigation'
import { followRedirect, missingPageMetadata } from '@/redirects/lookup'
import { pathOfSegments } from '@/site-pages/paths'

type Props = { params: Promise<{ missing: string[] }> }

export async function generateMetadata({ params }: Props) {
  return missingPageMetadata(pathOfSegments('/', (await params).missing))
}

/**
 * Every path no route matches ends here: an address staff sent elsewhere (src/redirects) goes
 * on there, anything else gets the site's Korean not-found page.
 */
export default async function MissingPage({ params }: Props) {
  const { missing } = await params
  await followRedirect(pathOfSegments('/', missing))
  notFound()
}
