/**
 * Next answers `notFound()` (404) and a failed page (500) with an empty error document and renders
 * the view only in the browser (vercel/next.js#62228). This fills its body with that view, its
 * language and title, so it reads the same before and without scripts; React replaces the body.
 */
import {
  ERROR_PAGE_CSS,
  ERROR_TEXTS,
  ERROR_VIEW_CSS,
  HOME_LABEL,
  MEMBERS_HOME,
} from '../components/errors/error-view.mjs'
import { reachesPrefix } from '../lib/loose-path.mjs'
import { minifyCss } from '../lib/minify-css.mjs'

const MARK = '<html id="__next_error__">'
/** How far into an answer the mark and `<body>` are looked for (the error document's head is small). */
const LOOK_BYTES = 32 * 1024

const STYLE = `<style>${ERROR_PAGE_CSS}${minifyCss(ERROR_VIEW_CSS)}</style>`
/**
 * ErrorView's markup (src/components/errors/ErrorView.tsx) for a status, as the group's boundary
 * renders it: the members' area's offers its start page besides.
 */
const view = (status, { title, body }, also) =>
  '<main id="main"><section class="error-view" aria-labelledby="error-title">' +
  `<p class="error-code"><span class="error-hidden">오류 코드 </span>${status}</p>` +
  `<h1 id="error-title" class="error-title">${title}</h1>` +
  body.map((line) => `<p class="error-text">${line}</p>`).join('') +
  `<p class="error-actions"><a class="error-home" href="/">${HOME_LABEL}</a>` +
  (also ? `<a class="error-home error-secondary" href="${also.href}">${also.label}</a>` : '') +
  '</p></section></main>'

/** The statuses Next answers with its empty error document, and the words each view says. */
const TEXTS = new Map([
  [404, ERROR_TEXTS.notFound],
  [500, ERROR_TEXTS.maintenance],
])

/** Whether an answer of this status may be Next's empty error document that this fills. */
export const fillsStatus = (status) => TEXTS.has(status)

/**
 * A streaming rewrite (src/server/site-response.mjs): holds the first bytes until `<body>` has
 * come, fills the error document, then passes the rest as it comes.
 * @param {number} status 404 or 500 (fillsStatus)
 * @param {string} url the request's address (the members' area's views offer its start page)
 * @returns {{ push: (data: Buffer) => Buffer, flush: () => Buffer }}
 */
export function createErrorDocumentFill(status, url) {
  const TEXT = TEXTS.get(status) ?? ERROR_TEXTS.notFound
  const VIEW = view(status, TEXT, reachesPrefix(url, '/user') ? MEMBERS_HOME : undefined)
  let held = Buffer.alloc(0)
  let passing = false
  const release = (data) => {
    passing = true
    held = Buffer.alloc(0)
    return data
  }
  return {
    push(data) {
      if (passing) return data
      held = Buffer.concat([held, data])
      const text = held.toString('latin1')
      const bodyAt = text.indexOf('<body>')
      if (bodyAt < 0) return held.length > LOOK_BYTES ? release(held) : Buffer.alloc(0)
      const markAt = text.indexOf(MARK)
      const headEnd = text.indexOf('</head>')
      if (markAt < 0 || headEnd < 0 || headEnd > bodyAt) return release(held)
      const fillAt = bodyAt + '<body>'.length
      // A failed page's head has no title (its metadata failed with it): the tab says what the view says.
      const title = text.slice(markAt, headEnd).includes('<title') ? '' : `<title>${TEXT.title}</title>`
      return release(
        Buffer.concat([
          held.subarray(0, markAt + MARK.length - 1),
          Buffer.from(' lang="ko">'),
          held.subarray(markAt + MARK.length, headEnd),
          Buffer.from(title + STYLE),
          held.subarray(headEnd, fillAt),
          Buffer.from(VIEW),
          held.subarray(fillAt),
        ]),
      )
    },
    flush: () => release(held),
  }
}
