'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Spec §9 scroll animation: elements marked `data-reveal` fade and rise into place when they
 * come 120 px into the viewport, over 400 ms with `ease`. An IntersectionObserver does the
 * watching (the browser batches it: the spec's scroll throttle of 99 ms and resize debounce of
 * 50 ms serve the header's scroll handler, src/lib/timing.ts).
 *
 * Only what is still below the fold is hidden, and only after hydration, so the first paint
 * (and its LCP) is untouched, nothing is hidden without JavaScript, and only opacity and
 * transform change: no layout shift. With reduced motion nothing is hidden or animated.
 */
export const REVEAL = { offsetPx: 120, durationMs: 400, easing: 'ease' } as const

export function ScrollReveal() {
  const pathname = usePathname()
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page brings new elements
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (!('IntersectionObserver' in window)) return
    const foldLine = window.innerHeight - REVEAL.offsetPx
    const waiting = [...document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])')].filter(
      (element) => element.getBoundingClientRect().top > foldLine,
    )
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          ;(entry.target as HTMLElement).dataset.revealed = ''
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: `0px 0px -${REVEAL.offsetPx}px 0px` },
    )
    for (const element of waiting) {
      element.dataset.revealPending = ''
      observer.observe(element)
    }
    return () => observer.disconnect()
  }, [pathname])
  return null
}
