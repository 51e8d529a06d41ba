'use client'
import { useEffect } from 'react'
import { usePageMode } from '@/stores/page-mode'

/**
 * Home only: the section lying under the navigation bar sets the page mode (its
 * `data-nav-mode`, `title1` when it has none). An IntersectionObserver watches a one-pixel line
 * through the middle of the bar, so no scroll handler runs. Leaving the page resets the mode.
 */
export function PageModeObserver() {
  const setMode = usePageMode((state) => state.setMode)
  const reset = usePageMode((state) => state.reset)

  useEffect(() => {
    const sections = document.querySelectorAll<HTMLElement>('main section')
    const barHeight = document.querySelector<HTMLElement>('.site-header')?.offsetHeight ?? 72
    const line = Math.round(barHeight / 2)
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const mode = (entry.target as HTMLElement).dataset.navMode
          setMode(mode === 'title2' ? 'title2' : 'title1')
        }
      },
      { rootMargin: `-${line}px 0px -${Math.max(0, window.innerHeight - line - 1)}px 0px` },
    )
    for (const section of sections) observer.observe(section)
    return () => {
      observer.disconnect()
      reset()
    }
  }, [setMode, reset])

  return null
}
