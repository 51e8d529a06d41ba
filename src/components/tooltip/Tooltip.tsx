'use client'
import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { cloneElement, type ReactElement, type Ref, useState } from 'react'

/** Spec §9: tooltips show after 200 ms, 5 px from their anchor. */
export const TOOLTIP = { showDelayMs: 200, distancePx: 5 } as const

/**
 * A short hint for a control, shown on hover and on keyboard focus (so it is reachable without
 * a mouse), hidden by Escape. The child stays the accessible control; the hint describes it.
 */
export function Tooltip({
  label,
  children,
}: {
  label: string
  children: ReactElement<{ ref?: Ref<HTMLElement> } & Record<string, unknown>>
}) {
  const [open, setOpen] = useState(false)
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    strategy: 'fixed',
    middleware: [offset(TOOLTIP.distancePx), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: TOOLTIP.showDelayMs, close: 0 }, move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ])
  return (
    <>
      {cloneElement(children, getReferenceProps({ ref: refs.setReference, ...children.props }))}
      {open ? (
        <div ref={refs.setFloating} className="tooltip" style={floatingStyles} {...getFloatingProps()}>
          {label}
        </div>
      ) : null}
    </>
  )
}
