'use client'

/** The stylesheet's file (src/app/site.css), for pages whose HTML came without it. */
const SITE_CSS_URL = `/site.css?v=${process.env.SITE_BUILD_ID}`

/**
 * The site's stylesheet inside the HTML (about 5 KB in Brotli): a phone paints from the first
 * answer, without a second round trip for render-blocking stylesheets (docs/performance.md, ADR 0020).
 * The admin's styles stay Next's own: `experimental.inlineCss` would put its 600 KB into every admin
 * page too, and it changed the editor's behaviour.
 *
 * The server renders it: React hoists the <style> into the head, where the browser keeps it for
 * every later page of this layout. Rendered by a server component, its 23 KB would also travel a
 * second time in the page's flight data, read and parsed as a script before hydration; here the
 * browser's build has no copy (`typeof window` is a constant there). In the browser a hoisted
 * style holds no place in the tree to hydrate, so nothing is rendered, unless the HTML came
 * without it: Next's error document for a 404 or a failed page is rendered only in the browser,
 * which then links the same styles as a file (React holds the page until it has loaded).
 */
export function SiteStyles() {
  if (typeof window === 'undefined')
    return (
      <style href="site" precedence="site">
        {process.env.SITE_CSS}
      </style>
    )
  // React joins styles of one precedence into one element: `~=` finds "site" in its list.
  if (document.querySelector('style[data-href~="site"]')) return null
  return <link rel="stylesheet" href={SITE_CSS_URL} precedence="site" />
}
