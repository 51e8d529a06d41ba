'use client'
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Positions a `position: fixed` panel next to its anchor while it is open, with floating-ui's
 * positioning core only (offset, flip to the other side, shift to stay `padding` px inside the
 * viewport, kept in place on scroll and resize). Its React hooks and interaction helpers
 * (useFloating, useInteractions, …) stay out of the shared client bundle: about 15 KB of gzip
 * on every page for what the components below do themselves. The core itself (10 KB of gzip)
 * is fetched when a visitor first reaches for a menu or hint (pointer, touch or focus), not with
 * the page: every page has menus, and most visits open none.
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

type Positioning = typeof import('@floating-ui/react')
let positioning: Promise<Positioning> | undefined
let loaded: Positioning | undefined

function loadPositioning(): Promise<Positioning> {
  positioning ??= import('@floating-ui/react').then(
    (module) => {
      loaded = module
      return module
    },
    (error) => {
      positioning = undefined // a lost connection: the next open tries again
      throw error
    },
  )
  return positioning
}

/** Fetches the positioning code once a visitor points at, touches or focuses the anchor. */
function usePositioningOnIntent(anchor: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = anchor.current
    if (loaded || !element) return
    const fetchNow = () => void loadPositioning().catch(() => {})
    const events = ['pointerenter', 'pointerdown', 'focusin'] as const
    for (const type of events) element.addEventListener(type, fetchNow, { once: true, passive: true })
    return () => {
      for (const type of events) element.removeEventListener(type, fetchNow)
    }
  }, [anchor])
}

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

  usePositioningOnIntent(anchor)

  useLayoutEffect(() => {
    const anchorElement = anchor.current
    const panelElement = panel.current
    if (!open || !anchorElement || !panelElement) return
    let stopUpdates: (() => void) | undefined
    let closed = false
    const place = ({ autoUpdate, computePosition, flip, offset, shift }: Positioning) => {
      if (closed) return
      const update = () => {
        void computePosition(anchorElement, panelElement, {
          strategy: 'fixed',
          placement,
          middleware: [offset(distance), ...(shouldFlip ? [flip()] : []), shift({ padding })],
        }).then(({ x, y }) => {
          panelElement.style.transform = `translate(${snap(x)}px, ${snap(y)}px)`
          panelElement.style.visibility = ''
        })
      }
      // Then on any scroll, resize or size change of either element.
      stopUpdates = autoUpdate(anchorElement, panelElement, update)
    }
    // Loaded (the usual case: the hover delay outlasts the fetch): placed before the first
    // paint, as the promise settles in this task. Opened before the code arrived (a tap on a
    // slow line): shown once placed, never at the corner.
    if (loaded) place(loaded)
    else {
      panelElement.style.visibility = 'hidden'
      // Unplaced beats unseen: if the code cannot be fetched, the links still show.
      void loadPositioning().then(place, () => {
        if (!closed) panelElement.style.visibility = ''
      })
    }
    return () => {
      closed = true
      stopUpdates?.()
    }
  }, [open, placement, distance, shouldFlip, padding])

  return { anchor, panel }
}
