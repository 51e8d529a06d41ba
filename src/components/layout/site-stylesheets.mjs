import { readFileSync } from 'node:fs'
import path from 'node:path'
import { minifyCss } from '../../lib/minify-css.mjs'
import { ERROR_VIEW_CSS } from '../errors/error-view.mjs'

/** Every public page's stylesheets, in cascade order: the base, the shell, then the parts. */
export const SITE_STYLESHEETS = [
  'src/components/layout/globals.css',
  'src/components/nav/nav.css',
  'src/components/modal/modal.css',
  'src/components/toast/toast.css',
  'src/forms/form.css',
  'src/auth/components/auth.css',
  'src/inquiries/form/forms.css',
  'src/search/search.css',
  'src/legal/legal.css',
]

/**
 * The site's stylesheets and the error view's styles as one minified text, read from the source
 * tree by next.config.mjs when Next builds (or the dev server starts): into the bundle as
 * process.env.SITE_CSS.
 * @param {string} root the project's folder
 */
export const readSiteCss = (root) =>
  minifyCss([...SITE_STYLESHEETS.map((file) => readFileSync(path.join(root, file), 'utf8')), ERROR_VIEW_CSS].join('\n'))
