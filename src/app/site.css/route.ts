import type { NextRequest } from 'next/server'

/**
 * The site's stylesheet as a file, for the one case its HTML lacks it: an error document Next
 * renders only in the browser (a 404 or a failed page), where SiteStyles.tsx links it. Cached for
 * good only under this build's id: during a rolling deploy a server of the other build may be
 * asked, and its styles must not be kept under an id that is not theirs.
 */
export function GET(request: NextRequest) {
  const ours = request.nextUrl.searchParams.get('v') === process.env.SITE_BUILD_ID
  return new Response(process.env.SITE_CSS, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': ours ? 'public, max-age=31536000, immutable' : 'no-store',
    },
  })
}
