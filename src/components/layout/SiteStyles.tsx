import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ERROR_VIEW_CSS } from '@/components/errors/error-view-css'
import { minifyCss } from '@/lib/minify-css'

/**
 * Every public page's stylesheets, in cascade order: the base, the shell, then the parts. Read from
 * the source tree once per server (the standalone build carries them: outputFileTracingIncludes in
 * next.config.mjs), and on every render under `npm run dev`, where an edit shows at the next load.
 */
export const SITE_STYLESHEETS = [
  'src/components/layout/globals.css',
  'src/components/nav/nav.css',
  'src/components/modal/modal.css',
  'src/components/toast/toast.css',
  'src/forms/form.css',
  'src/auth/components/auth.css',
  'src/inquiries/form/forms.css',
  'src/search/search.css',
]

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8')

const siteCss = () => minifyCss([...SITE_STYLESHEETS.map(read), ERROR_VIEW_CSS].join('\n'))
const SITE_CSS = process.env.NODE_ENV === 'development' ? undefined : siteCss()

/**
 * The site's stylesheet inside the HTML (about 7 KB in gzip): a phone paints from the first answer,
 * without a second round trip for render-blocking stylesheets (docs/performance.md). The admin's
 * styles stay Next's own: `experimental.inlineCss` would put its 600 KB into every admin page too,
 * and it changed the editor's behaviour.
 */
export function SiteStyles() {
  return (
    <style href="site" precedence="site">
      {SITE_CSS ?? siteCss()}
    </style>
  )
}
