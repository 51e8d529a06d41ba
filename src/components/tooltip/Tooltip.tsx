'use client'
import { cloneElement, type ReactElement, type Ref, useEffect, useId, useRef, useState } from 'react'
import { PANEL_STYLE, usePlacement } from '@/components/floating/use-placement'

/** Spec §9: tooltips show after 200 ms, 5 px from their anchor; leaving gives 150 ms to reach it. */
export const TOOLTIP = { showDelayMs: 200, distancePx: 5, hideDelayMs: 150 } as const

type TriggerProps = {
  ref?: Ref<HTMLElement>
  'aria-describedby'?: string
  onPointerEnter?: (event: React.PointerEvent) => void
  onPointerLeave?: (event: React.PointerEvent) => void
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void
  onBlur?: (event: React.FocusEvent) => void
}

/**
 * A short hint for a control, shown on hover (after 200 ms) and on keyboard focus (so it is
 * reachable without a mouse), hidden by leaving (the pointer may move onto the hint: WCAG
 * 1.4.13), blurring or Escape. The child stays the accessible control; the hint describes it
 * (`role="tooltip"`, `aria-describedby` always set, so it is read with the control's name).
 * usePlacement places it (flipped and shifted to stay on screen).
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const { anchor, panel } = usePlacement<HTMLElement, HTMLDivElement>(open, {
    placement: 'top',
    distance: TOOLTIP.distancePx,
    flip: true,
    padding: 8,
  })

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  useEffect(() => () => clearTimeout(timer.current), [])

  const hide = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }
  const trigger = cloneElement(children, {
    ref: anchor,
    'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
    onPointerEnter: (event) => {
      children.props.onPointerEnter?.(event)
      if (event.pointerType !== 'mouse') return
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setOpen(true), TOOLTIP.showDelayMs)
    },
    onPointerLeave: (event) => {
      children.props.onPointerLeave?.(event)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setOpen(false), TOOLTIP.hideDelayMs)
    },
    onFocus: (event) => {
      children.props.onFocus?.(event)
      if (event.currentTarget.matches(':focus-visible')) setOpen(true)
    },
    onBlur: (event) => {
      children.props.onBlur?.(event)
      hide()
    },
  })

  return (
    <>
      {trigger}
      <div
        ref={panel}
        id={id}
        role="tooltip"
        className="tooltip"
        hidden={!open}
        style={PANEL_STYLE}
        onPointerEnter={() => clearTimeout(timer.current)}
        onPointerLeave={hide}
      >
        {label}
      </div>
    </>
  )
}
