import { describe, expect, it } from 'vitest'
import { computePlacement } from '@/components/floating/use-placement'

// Figures floating-ui gave for the same options (offset, flip, shift with 8 px padding).
const viewport = { x: 0, y: 0, width: 1280, height: 800 }
const button = { x: 600, y: 20, width: 100, height: 40 }
const panel = { width: 200, height: 150 }

describe('computePlacement', () => {
  it('bottom-start: under the anchor, left edges aligned, `distance` px below', () => {
    expect(computePlacement(button, panel, viewport, { placement: 'bottom-start', distance: 5, padding: 8 })).toEqual({
      x: 600,
      y: 65,
    })
  })

  it('bottom-end: right edges aligned (My Menu, 49 px below)', () => {
    expect(computePlacement(button, panel, viewport, { placement: 'bottom-end', distance: 49, padding: 8 })).toEqual({
      x: 500,
      y: 109,
    })
  })

  it('top: centred above the anchor', () => {
    const anchor = { x: 600, y: 400, width: 100, height: 40 }
    expect(computePlacement(anchor, { width: 180, height: 30 }, viewport, { placement: 'top', distance: 5 })).toEqual({
      x: 560,
      y: 365,
    })
  })

  it('shifts a panel that would leave the viewport back inside, `padding` px from the edge', () => {
    const right = { x: 1200, y: 20, width: 60, height: 40 }
    expect(computePlacement(right, panel, viewport, { placement: 'bottom-start', distance: 5, padding: 8 }).x).toBe(
      1280 - 8 - 200,
    )
    const left = { x: 2, y: 400, width: 40, height: 40 }
    expect(computePlacement(left, panel, viewport, { placement: 'top', distance: 5, padding: 8 }).x).toBe(8)
  })

  it('flips a tooltip below its anchor when there is no room above, and only then', () => {
    const nearTop = { x: 600, y: 10, width: 100, height: 40 }
    const tip = { width: 180, height: 30 }
    expect(computePlacement(nearTop, tip, viewport, { placement: 'top', distance: 5, flip: true }).y).toBe(55)
    expect(computePlacement(nearTop, tip, viewport, { placement: 'top', distance: 5 }).y).toBe(-25)
    const roomAbove = { x: 600, y: 36, width: 100, height: 40 }
    expect(computePlacement(roomAbove, tip, viewport, { placement: 'top', distance: 5, flip: true }).y).toBe(1)
  })

  it('keeps to the visible part of a pinch-zoomed page', () => {
    const zoomed = { x: 300, y: 0, width: 400, height: 800 }
    expect(computePlacement(button, panel, zoomed, { placement: 'bottom-start', distance: 5, padding: 8 }).x).toBe(
      300 + 400 - 8 - 200,
    )
  })
})
