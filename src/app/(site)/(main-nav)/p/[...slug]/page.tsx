import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { isStaffPreview } from '@/drafts/staff-preview'
import { getPageByPath } from '@/lib/content'
import { followRedirect, missingPageMetadata } from '@/redirects/lookup'
import { CmsPageView, cmsPageMetadata } from '@/site-pages/CmsPageView'
import { pathOfSegments, STAFF_PAGE_PREFIX } from '@/site-pages/paths'

/**
 * Pages staff create in the admin, at the address they chose under /p/ (Hangul allowed:
 * /p/채용-안내). Rendered on first request and served from Next's cache until staff change the
 * page; an address a page left sends visitors on (src/redirects), and only then is it a 404.
 */
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug: string[] }> }

async function load(params: Props['params']) {
  const { slug } = await params
  const path = pathOfSegments(STAFF_PAGE_PREFIX, slug)
  return { path, page: await getPageByPath(path, await isStaffPreview()) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path, page } = await load(params)
  return page ? cmsPageMetadata(page) : missingPageMetadata(path)
}

export default async function StaffPage({ params }: Props) {
  const { path, page } = await load(params)
  if (page) return <CmsPageView page={page} />
  await followRedirect(path)
  notFound()
}
