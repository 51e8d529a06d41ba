import { siteUrl } from '@/lib/seo'
import { parsePartName, sitemapPart } from '@/sitemap/parts'
import { urlsetEnd, urlsetStart, urlXml } from '@/sitemap/xml'

export const dynamic = 'force-dynamic'

/** One part of the sitemap, streamed page by page (src/sitemap/parts.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const { part: file } = await params
  const part = file.endsWith('.xml') ? parsePartName(file.slice(0, -4)) : undefined
  if (!part) {
    return new Response('사이트맵에 그런 부분이 없습니다.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const base = siteUrl()
  const encoder = new TextEncoder()
  const pages = sitemapPart(part)
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(urlsetStart))
    },
    async pull(controller) {
      const next = await pages.next()
      if (next.done) {
        controller.enqueue(encoder.encode(urlsetEnd))
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(next.value.map((entry) => urlXml(base, entry)).join('')))
    },
    async cancel() {
      await pages.return(undefined)
    },
  })
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
