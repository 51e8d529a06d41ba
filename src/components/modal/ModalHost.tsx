'use client'
import './modal.css'
import { useModals } from '@/stores/modal'
import { DialogView } from './DialogView'
import { TermView } from './TermView'

/** Renders the open modals of the store, oldest first, so the newest lies on top. */
export function ModalHost() {
  const entries = useModals((state) => state.entries)
  return (
    <>
      {entries.map((entry) =>
        entry.modalType === 'term' ? (
          <TermView key={entry.modalId} entry={entry} />
        ) : (
          <DialogView key={entry.modalId} entry={entry} />
        ),
      )}
    </>
  )
}
