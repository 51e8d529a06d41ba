'use client'
import {
  autoUpdate,
  offset,
  type Placement,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
} from '@floating-ui/react'
import { type ReactNode, useId, useState } from 'react'

/** Spec §9 tooltip figures, which the menus share: show after 200 ms, hide after 400 ms. */
export const MENU_DELAY = { open: 200, close: 400 }

/**
 * A navigation disclosure: a button that shows a panel of links on hover (with the spec's
 * delays), on keyboard focus and on click or Enter/Space; Escape or a click outside closes it,
 * and so does focus leaving both button and panel. The panel stays in the DOM order right after
 * its button, so Tab walks into it naturally (no focus juggling, no portal).
 */
export function Dropdown({
  label,
  placement = 'bottom-start',
  distance = 5,
  current = false,
  className,
  children,
}: {
  label: ReactNode
  placement?: Placement
  distance?: number
  current?: boolean
  className?: string
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(distance), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: MENU_DELAY, handleClose: safePolygon() }),
    useFocus(context, { visibleOnly: true }),
    useClick(context, { ignoreMouse: true }),
    useDismiss(context),
  ])
  const close = () => setOpen(false)

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only catches focus leaving the group
    <div
      className={`dropdown ${className ?? ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
      }}
    >
      <button
        ref={refs.setReference}
        type="button"
        className="dropdown-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        data-current={current ? '' : undefined}
        {...getReferenceProps()}
      >
        {label}
      </button>
      <div
        ref={refs.setFloating}
        id={panelId}
        className="dropdown-panel"
        hidden={!open}
        style={floatingStyles}
        {...getFloatingProps()}
      >
        {children(close)}
      </div>
    </div>
  )
}
