'use client'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { PANEL_STYLE, type Placement, usePlacement } from '@/components/floating/use-placement'
import { useScripted } from '@/components/use-scripted'

/** Spec §9 tooltip figures, which the menus share: show after 200 ms, hide after 400 ms. */
export const MENU_DELAY = { open: 200, close: 400 }

/**
 * A navigation disclosure: a button that shows a panel of links on hover (with the spec's
 * delays; the 400 ms grace lets the pointer cross the gap to the panel), on keyboard focus and
 * on click or Enter/Space; Escape, a click outside or focus leaving the group closes it. The
 * panel follows its button in the DOM, so Tab walks into it (no focus juggling, no portal).
 * usePlacement positions the panel (offset, kept inside the viewport); the interactions are
 * these few handlers.
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
  placement?: Exclude<Placement, 'top'>
  distance?: number
  current?: boolean
  className?: string
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const group = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const lastPointer = useRef('')
  /** Focus given back to the button by Escape must not open the panel again. */
  const refocusing = useRef(false)
  /** Opened by keyboard focus: the Enter or Space that usually follows keeps it open. */
  const openedByFocus = useRef(false)
  const { anchor, panel } = usePlacement<HTMLButtonElement, HTMLDivElement>(open, { placement, distance, padding: 8 })
  // Until this runs (before hydration, or without scripts) nav.css opens the panel on hover and
  // focus by itself, under its button; from then on these handlers decide.
  const scripted = useScripted()

  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(next), ms)
  }
  const close = () => {
    clearTimeout(timer.current)
    openedByFocus.current = false
    setOpen(false)
  }

  // A press outside the group, or Escape anywhere, closes it; Escape from inside returns focus.
  useEffect(() => {
    if (!open) return
    const dismiss = () => {
      clearTimeout(timer.current)
      openedByFocus.current = false
      setOpen(false)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!group.current?.contains(event.target as Node)) dismiss()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focusWasInside = group.current?.contains(document.activeElement)
      dismiss()
      if (!focusWasInside) return
      refocusing.current = true
      group.current?.querySelector<HTMLElement>('.dropdown-trigger')?.focus()
      refocusing.current = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover intent and focus leaving the group
    <div
      ref={group}
      className={`dropdown ${className ?? ''}`}
      data-scripted={scripted ? '' : undefined}
      data-align={placement.endsWith('-end') ? 'end' : 'start'}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') later(true, MENU_DELAY.open)
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') later(false, MENU_DELAY.close)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
      }}
    >
      <button
        ref={anchor}
        type="button"
        className="dropdown-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        data-current={current ? '' : undefined}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType
        }}
        onFocus={(event) => {
          // Keyboard focus opens; a mouse press focuses too, and hover already handles that.
          if (refocusing.current || !event.currentTarget.matches(':focus-visible')) return
          openedByFocus.current = true
          later(true, 0)
        }}
        onClick={() => {
          // The mouse opened it by hovering: a click keeps it open. Touch and keys toggle.
          if (lastPointer.current === 'mouse' || openedByFocus.current) later(true, 0)
          else setOpen((value) => !value)
          openedByFocus.current = false
          lastPointer.current = ''
        }}
      >
        {label}
      </button>
      <div ref={panel} id={panelId} className="dropdown-panel" hidden={!open} style={PANEL_STYLE}>
        {children(close)}
      </div>
    </div>
  )
}
