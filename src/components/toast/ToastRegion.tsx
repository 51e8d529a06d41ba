'use client'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { isToasterWanted, subscribeToaster, wantToaster } from './notify'

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })))

/** What react-toastify's container renders while empty: the live region is there from the first paint. */
const emptyRegion = (
  <section
    className="Toastify"
    aria-live="polite"
    aria-atomic="false"
    aria-relevant="additions text"
    aria-label="알림 (Alt+T로 이동)"
  />
)

/**
 * The toast region: the empty live region as rendered on the server, replaced by the real
 * container (Toaster) on the first press or key anywhere, or on the first toast.
 */
export function ToastRegion() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false)
  useEffect(() => {
    if (isToasterWanted()) return
    const events = ['pointerdown', 'keydown', 'touchstart'] as const
    const load = () => {
      for (const event of events) window.removeEventListener(event, load, true)
      wantToaster()
    }
    for (const event of events) window.addEventListener(event, load, { capture: true, passive: true })
    return () => {
      for (const event of events) window.removeEventListener(event, load, true)
    }
  }, [])
  if (!wanted) return emptyRegion
  return (
    <Suspense fallback={emptyRegion}>
      <Toaster />
    </Suspense>
  )
}
