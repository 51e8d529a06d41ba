'use client'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { debounce, RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS, throttle } from '@/lib/timing'
import { usePageMode } from '@/stores/page-mode'

/**
 * The bar's look, from three facts: is this the home page (only there the page mode applies and
 * the bar lies over the hero), has the page scrolled past the bar's own height (then it gets a
 * solid background), and the mode set by the home page's sections. The mobile menu marks
 * `<html data-menu-open>` and CSS makes the bar solid then too.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const isHome = pathname === '/'
  const mode = usePageMode((state) => state.mode)
  const observed = usePageMode((state) => state.observed)
  const header = useRef<HTMLElement>(null)
  const [solid, setSolid] = useState(false)

  useEffect(() => {
    let barHeight = 0
    const update = () => setSolid(window.scrollY > barHeight)
    const measure = () => {
      barHeight = header.current?.offsetHeight ?? 0
      document.documentElement.style.setProperty('--nav-height', `${barHeight}px`)
      update()
    }
    const onScroll = throttle(update, SCROLL_THROTTLE_MS)
    const onResize = debounce(measure, RESIZE_DEBOUNCE_MS)
    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onResize)
    }
  }, [])

  return (
    <header
      ref={header}
      className="site-header"
      data-home={isHome ? '' : undefined}
      // No mode until the sections are watched: before that (and before the scripts run) CSS gives
      // the bar the look of the section under it, the hero (nav.css).
      data-mode={isHome && observed ? mode : undefined}
      data-solid={solid ? '' : undefined}
    >
      {children}
    </header>
  )
}
