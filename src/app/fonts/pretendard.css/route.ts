import { PRETENDARD_CSS } from '@/components/fonts/pretendard-css'

/**
 * Pretendard's @font-face rules at an address of the site's own, kept off every page's critical
 * path: a first visit loads it after the page (WebFont.tsx), a later one from the cache before the
 * first paint. The address carries the package's version, so it may be cached for good.
 */
export function GET() {
  return new Response(PRETENDARD_CSS, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
