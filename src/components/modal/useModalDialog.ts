'use client'
import { useEffect, useRef } from 'react'

/**
 * A native modal <dialog>: shown with showModal() (the page behind becomes inert, stacked
 * dialogs layer in the browser's top layer), and focus goes back to whatever opened it.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => {
      element?.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  return dialog
}
