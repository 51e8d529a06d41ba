import { siteUrl } from '@/lib/seo'
import { sitemapPartNames } from '@/sitemap/parts'
import { sitemapIndexXml } from '@/sitemap/xml'

// Read from the CMS at request time, never at build.
export const dynamic = 'force-dynamic'

/** The sitemap index: its parts (src/sitemap/parts.ts). */
export async function GET() {
  const base = siteUrl()
  const names = await sitemapPartNames()
  return new Response(sitemapIndexXml(names.map((name) => `${base}/sitemaps/${name}.xml`)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
