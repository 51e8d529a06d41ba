/**
 * The site's stylesheet as a file, for the one case its HTML lacks it: an error document Next
 * renders only in the browser (a 404 or a failed page), where SiteStyles.tsx links it. The address
 * carries the build, so it may be cached for good.
 */
export const dynamic = 'force-static'

export function GET() {
  return new Response(process.env.SITE_CSS, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
