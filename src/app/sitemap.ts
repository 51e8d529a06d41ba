import type { MetadataRoute } from 'next'
import { inquiryKinds } from '@/inquiries/schema'
import { getSitemapEntries } from '@/lib/content'
import { siteUrl } from '@/lib/seo'

// Built from the CMS at request time (cached by tag), never at build.
export const dynamic = 'force-dynamic'

/** Published public pages and posts, and the contact forms: drafts and members-only posts never appear. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const entries = await getSitemapEntries()
  return [
    ...entries.map((entry) => ({ url: `${base}${encodeURI(entry.path)}`, lastModified: entry.updatedAt })),
    ...inquiryKinds.map((kind) => ({ url: `${base}/contact/${kind}` })),
  ]
}
