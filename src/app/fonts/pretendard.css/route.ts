import { readFileSync } from 'node:fs'
import path from 'node:path'
import { minifyCss } from '@/lib/minify-css'

const body = minifyCss(readFileSync(path.join(process.cwd(), 'src/components/fonts/pretendard.css'), 'utf8'))

/**
 * Pretendard's @font-face rules at an address of the site's own, kept off every page's critical
 * path: a first visit loads it after the page (WebFont.tsx), a later one from the cache before the
 * first paint. The address carries the package's version, so it may be cached for good.
 */
export function GET() {
  return new Response(body, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
