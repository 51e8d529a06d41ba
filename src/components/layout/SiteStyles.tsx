'use client'
import { ERROR_VIEW_CSS } from '@/components/errors/error-view-css'
import { minifyCss } from '@/lib/minify-css.mjs'

/**
 * The site's stylesheets (site-stylesheets.mjs), minified into the server's bundle by
 * next.config.mjs (`env.SITE_CSS`), so the server reads no source file at run time. Under
 * `npm run dev` they are read when the dev server starts: an edit to them shows after a restart.
 * Only on the server: the browser's bundle holds none of it (Next compiles `typeof window` away).
 */
const SITE_CSS = typeof window === 'undefined' ? `${process.env.SITE_CSS ?? ''}${minifyCss(ERROR_VIEW_CSS)}` : ''

/**
 * The site's stylesheet inside the HTML (about 5 KB in gzip): a phone paints from the first answer,
 * without a second round trip for render-blocking stylesheets (docs/performance.md, ADR 0020). The
 * admin's styles stay Next's own: `experimental.inlineCss` would put its 600 KB into every admin
 * page too, and it changed the editor's behaviour.
 *
 * A client component, rendered on the server: a server component's text would go into React's
 * flight data as well, a second copy of 23 KB in every page's HTML. In the browser React finds
 * the server's `<style data-href="site">` by its `href` and keeps it as it is.
 */
export function SiteStyles() {
  return (
    <style href="site" precedence="site">
      {SITE_CSS}
    </style>
  )
}
