'use client'

import { ToastContainer } from 'react-toastify'

/**
 * The one toast region of the site, with the spec's figures: 4000 ms on screen, at most 3 at a
 * time, bottom-right. Toasts are announced to screen readers by react-toastify's live region.
 */
export function Toaster() {
  return <ToastContainer position="bottom-right" autoClose={4000} limit={3} newestOnTop closeOnClick={false} />
}
