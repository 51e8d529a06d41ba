import { ERROR_VIEW_CSS } from '@/components/errors/error-view.mjs'
import { minifyCss } from '@/lib/minify-css.mjs'

/**
 * The site's stylesheets (site-stylesheets.mjs), minified into the bundle by next.config.mjs
 * (`env.SITE_CSS`), so the server reads no source file at run time. Under `npm run dev` they are
 * read when the dev server starts: an edit to them shows after a restart.
 */
const SITE_CSS = `${process.env.SITE_CSS ?? ''}${minifyCss(ERROR_VIEW_CSS)}`

/**
 * The site's stylesheet inside the HTML (about 5 KB in gzip): a phone paints from the first answer,
 * without a second round trip for render-blocking stylesheets (docs/performance.md, ADR 0020). The
 * admin's styles stay Next's own: `experimental.inlineCss` would put its 600 KB into every admin
 * page too, and it changed the editor's behaviour.
 */
export function SiteStyles() {
  return (
    <style href="site" precedence="site">
      {SITE_CSS}
    </style>
  )
}
