/**
 * RSS 2.0 of the public news and stories: what feed readers and Korean portals' blog readers
 * (Naver, Daum) take. Built from already-published public posts only (src/lib/content.ts).
 */

export const FEED_PATH = '/feed.xml'
export const FEED_TITLE_SUFFIX = '뉴스 · 임팩트 스토리'

/**
 * `<link rel="alternate" type="application/rss+xml">` for a page's metadata. Next replaces a parent's
 * `alternates` with a page's own, so every `alternates` of the site spreads this in.
 */
export const feedAlternate = {
  types: { 'application/rss+xml': [{ url: FEED_PATH, title: FEED_TITLE_SUFFIX }] },
}

export type FeedItem = { title: string; summary: string; url: string; publishedAt: string; category: string }

/** Characters XML 1.0 cannot carry at all (C0 controls but tab, newline, return; lone surrogates; U+FFFE/F). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters XML allows is the point
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

export const xmlText = (value: string) =>
  value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

export function rss({
  title,
  description,
  siteUrl,
  items,
}: {
  title: string
  description: string
  siteUrl: string
  items: FeedItem[]
}): string {
  const entries = items.map(
    (item) => `    <item>
      <title>${xmlText(item.title)}</title>
      <link>${xmlText(item.url)}</link>
      <guid isPermaLink="true">${xmlText(item.url)}</guid>
      <description>${xmlText(item.summary)}</description>
      <category>${xmlText(item.category)}</category>
      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
    </item>`,
  )
  const newest = items[0]?.publishedAt
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlText(title)}</title>
    <link>${xmlText(`${siteUrl}/`)}</link>
    <atom:link href="${xmlText(`${siteUrl}${FEED_PATH}`)}" rel="self" type="application/rss+xml" />
    <description>${xmlText(description)}</description>
    <language>ko</language>
${newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>\n` : ''}${entries.join('\n')}
  </channel>
</rss>
`
}
