/** The XML of the sitemap index and of its parts (sitemaps.org protocol 0.9). */

const xmlText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

export const sitemapIndexXml = (urls: string[]) =>
  `${HEAD}<sitemapindex ${NS}>\n${urls.map((url) => `<sitemap><loc>${xmlText(url)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`

export const urlsetStart = `${HEAD}<urlset ${NS}>\n`
export const urlsetEnd = '</urlset>\n'

/** One <url>; a path with Hangul (`/p/채용-안내`) percent-encoded as a URL must be. */
export const urlXml = (base: string, entry: { path: string; updatedAt?: string }) =>
  `<url><loc>${xmlText(new URL(entry.path, base).href)}</loc>${
    entry.updatedAt ? `<lastmod>${xmlText(entry.updatedAt)}</lastmod>` : ''
  }</url>\n`
