'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { PRETENDARD_CSS_URL } from './pretendard-files'

/**
 * Pretendard without cost to the first paint.
 *
 * A Korean page needs 10–15 of Pretendard's unicode-range files (about 400 KB). Fetched while the
 * page loads, they take the bandwidth of the hero image (LCP +2 s on a phone); swapped in when they
 * arrive, they move the text (layout shift). Even their @font-face rules (13 KB in gzip) would be a
 * round trip before the first paint. So the web font (`font-display: optional`) is used only once
 * its files are cached:
 * - first visit: the system's Korean font; a few seconds after the load event, once the page's own
 *   images and scripts are in, the stylesheet of @font-face rules is added and the browser fetches
 *   the glyphs this page shows; the font is switched on at the next navigation (a shift right
 *   after a click is expected and not counted as one);
 * - later visits: the head script below writes the (cached) stylesheet into the head and switches
 *   the font on before the first paint.
 */
const STORAGE_KEY = 'webfont'
const FONT = '1em "Pretendard Variable"'
/** How long after the load event the page's own late requests (lazy images, prefetches) get alone. */
const WARM_DELAY_MS = 3000

/** Runs in <head> before the first paint; kept tiny and self-contained. */
export const webFontScript = `try{if(localStorage.getItem('${STORAGE_KEY}')==='1'){document.documentElement.classList.add('webfont');document.write('<link rel="stylesheet" href="${PRETENDARD_CSS_URL}">')}}catch(e){}`

/** The @font-face rules, added once (by the head script on a later visit, here on a first). */
function fontFaces(): Promise<void> {
  if (document.querySelector(`link[href="${PRETENDARD_CSS_URL}"]`)) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = PRETENDARD_CSS_URL
    link.onload = () => resolve()
    link.onerror = reject
    document.head.append(link)
  })
}

function pageCharacters(): string {
  // innerText, not textContent: only the text shown, without the inline scripts' payload.
  // biome-ignore lint/performance/useDomNodeTextContent: see above
  return [...new Set(document.body.innerText)].join('')
}

export function WebFont() {
  const pathname = usePathname()
  const cached = useRef(false)

  useEffect(() => {
    const root = document.documentElement
    if (root.classList.contains('webfont')) return
    const warm = () =>
      fontFaces()
        .then(() => document.fonts.load(FONT, pageCharacters()))
        .then(() => {
          cached.current = true
          localStorage.setItem(STORAGE_KEY, '1')
        })
        .catch(() => {})
    let timer: ReturnType<typeof setTimeout> | undefined
    const later = () => {
      timer = setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(warm) : warm()), WARM_DELAY_MS)
    }
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
    return () => {
      window.removeEventListener('load', later)
      clearTimeout(timer)
    }
  }, [])

  // A client-side navigation after the files arrived: switch the font on with the new page.
  useEffect(() => {
    if (pathname && cached.current) document.documentElement.classList.add('webfont')
  }, [pathname])

  return null
}
