import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { isStaffPreview } from '@/drafts/staff-preview'
import { getPageByPath } from '@/lib/content'
import { CmsPageView, cmsPageMetadata } from '@/site-pages/CmsPageView'
import { isSitePagePath } from '@/site-pages/paths'

/**
 * Every CMS page of the route table (/, /intro/page-a, /foodtech, …). next.config.mjs rewrites
 * the public paths here. No path is rendered at build (no database then): each is rendered on
 * its first request and served from Next's cache until staff change it.
 */
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ path: string[] }> }

async function load(params: Props['params']) {
  const { path: segments } = await params
  const path = segments.join('/') === 'home' ? '/' : `/${segments.join('/')}`
  if (!isSitePagePath(path)) notFound()
  const page = await getPageByPath(path, await isStaffPreview())
  if (!page) notFound()
  return page
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(await load(params))
}

export default async function CmsPage({ params }: Props) {
  return <CmsPageView page={await load(params)} />
}
