'use client'
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/react'
import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * Positions a `position: fixed` panel next to its anchor while it is open, with floating-ui's
 * positioning core only (offset, flip to the other side, shift to stay `padding` px inside the
 * viewport, kept in place on scroll and resize). Its React hooks and interaction helpers
 * (useFloating, useInteractions, …) stay out of the shared client bundle: about 15 KB of gzip
 * on every page for what the components below do themselves.
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
  const { placement, distance, flip: shouldFlip = false, padding = 0 } = options

  useLayoutEffect(() => {
    const anchorElement = anchor.current
    const panelElement = panel.current
    if (!open || !anchorElement || !panelElement) return
    const update = () => {
      void computePosition(anchorElement, panelElement, {
        strategy: 'fixed',
        placement,
        middleware: [offset(distance), ...(shouldFlip ? [flip()] : []), shift({ padding })],
      }).then(({ x, y }) => {
        panelElement.style.transform = `translate(${snap(x)}px, ${snap(y)}px)`
      })
    }
    // Placed before the first paint (the promise settles in this task), then on any scroll,
    // resize or size change of either element.
    return autoUpdate(anchorElement, panelElement, update)
  }, [open, placement, distance, shouldFlip, padding])

  return { anchor, panel }
}
