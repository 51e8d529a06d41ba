'use client'
import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect } from 'react'
import { useModals } from '@/stores/modal'

// The views load with the first modal opened: pages that never open one do not ship them.
const DialogView = lazy(() => import('./DialogView').then((module) => ({ default: module.DialogView })))
const TermView = lazy(() => import('./TermView').then((module) => ({ default: module.TermView })))

/** Renders the open modals of the store, oldest first, so the newest lies on top. */
export function ModalHost() {
  const entries = useModals((state) => state.entries)
  const pathname = usePathname()
  // A modal belongs to its page: leaving the page cancels what is still open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on every new page
  useEffect(() => useModals.getState().cancelAll(), [pathname])
  if (entries.length === 0) return null
  // One boundary per entry: a view still loading never hides the modals under it.
  return entries.map((entry) => (
    <Suspense key={entry.modalId} fallback={null}>
      {entry.modalType === 'term' ? <TermView entry={entry} /> : <DialogView entry={entry} />}
    </Suspense>
  ))
}
