'use client'
import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * Positions a `position: fixed` panel next to its anchor while it is open: the few lines of
 * floating-ui the site used (offset, flip to the other side, shift to stay `padding` px inside
 * the viewport, kept in place on scroll and resize), written out so the shared client bundle
 * does not carry the library (about 15 KB of gzip on every page).
 */
export type Placement = 'top' | 'bottom-start' | 'bottom-end'

export interface PlacementOptions {
  placement: Placement
  /** Gap between anchor and panel, px. */
  distance: number
  /** Move to the opposite side when the panel does not fit on its own. */
  flip?: boolean
  /** Least distance from the viewport's left and right edges, px. */
  padding?: number
}

interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** The panel's top-left corner in viewport coordinates (exported for unit tests). */
export function computePlacement(
  anchor: Rect,
  panel: { width: number; height: number },
  viewport: Rect,
  { placement, distance, flip = false, padding = 0 }: PlacementOptions,
): { x: number; y: number } {
  const above = anchor.y - panel.height - distance
  const below = anchor.y + anchor.height + distance
  let y = placement === 'top' ? above : below
  if (flip) {
    // Past the viewport on the preferred side: the other side if it overflows less.
    const overflowAbove = viewport.y - above
    const overflowBelow = below + panel.height - (viewport.y + viewport.height)
    if (placement === 'top' && overflowAbove > 0 && overflowBelow < overflowAbove) y = below
    if (placement !== 'top' && overflowBelow > 0 && overflowAbove < overflowBelow) y = above
  }
  let x =
    placement === 'top'
      ? anchor.x + anchor.width / 2 - panel.width / 2
      : placement === 'bottom-start'
        ? anchor.x
        : anchor.x + anchor.width - panel.width
  // Kept inside the viewport; a panel wider than it keeps its left edge in view.
  x = Math.max(viewport.x + padding, Math.min(x, viewport.x + viewport.width - padding - panel.width))
  return { x, y }
}

/** The panel's style before it is first placed (placing adds a transform, which renders keep). */
export const PANEL_STYLE = { position: 'fixed', left: 0, top: 0 } as const

/** Whole device pixels, as a browser would snap them (no blurry text on odd offsets). */
function snap(value: number) {
  const ratio = window.devicePixelRatio || 1
  return Math.round(value * ratio) / ratio
}

/**
 * Places `panel` next to `anchor` whenever `open` is true: before the first paint, then on any
 * scroll (of the page or an inner scroller), viewport resize or size change of either element.
 */
export function usePlacement<A extends HTMLElement, P extends HTMLElement>(
  open: boolean,
  options: PlacementOptions,
): { anchor: RefObject<A | null>; panel: RefObject<P | null> } {
  const anchor = useRef<A>(null)
  const panel = useRef<P>(null)
  const { placement, distance, flip, padding } = options

  useLayoutEffect(() => {
    const anchorElement = anchor.current
    const panelElement = panel.current
    if (!open || !anchorElement || !panelElement) return
    const update = () => {
      // The visible part of the page, scrollbars excluded (pinch-zoomed: the zoomed-in part).
      const html = document.documentElement
      const visual = window.visualViewport
      const viewport = visual
        ? { x: visual.offsetLeft, y: visual.offsetTop, width: visual.width, height: visual.height }
        : { x: 0, y: 0, width: html.clientWidth, height: html.clientHeight }
      const { x, y } = computePlacement(
        anchorElement.getBoundingClientRect(),
        // Its layout box (fractional, unlike offsetWidth); the transform only translates it.
        panelElement.getBoundingClientRect(),
        viewport,
        { placement, distance, flip, padding },
      )
      panelElement.style.transform = `translate(${snap(x)}px, ${snap(y)}px)`
    }
    update()
    const resize = new ResizeObserver(update)
    resize.observe(anchorElement)
    resize.observe(panelElement)
    window.addEventListener('scroll', update, { capture: true, passive: true })
    window.addEventListener('resize', update)
    return () => {
      resize.disconnect()
      window.removeEventListener('scroll', update, { capture: true })
      window.removeEventListener('resize', update)
    }
  }, [open, placement, distance, flip, padding])

  return { anchor, panel }
}
