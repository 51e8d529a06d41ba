import { create } from 'zustand'
import { randomId } from '@/lib/random-id'

/**
 * Spec §3/§4 modal entries: opening adds an entry with a 21-character random id and returns a
 * pending result; finishing removes the entry by id and delivers the result. `term` has its own
 * view; `confirm`, `alert` and `CSmemo` share one dialog view.
 */
export type TermDoc = 'terms' | 'privacy'

export interface ModalData {
  /** A legal document of the CMS (fetched from its page), or a short text given inline. */
  term: { title: string; doc?: TermDoc; body?: string }
  confirm: { title: string; message: string; confirmLabel?: string; cancelLabel?: string; danger?: boolean }
  alert: { title: string; message: string; closeLabel?: string }
  /** The member's own short note (e.g. on an inquiry); resolves with the text, or null. */
  CSmemo: { title: string; message?: string; initial?: string; maxLength?: number; submitLabel?: string }
}

export interface ModalResult {
  term: true
  confirm: boolean
  alert: true
  CSmemo: string | null
}

export type ModalType = keyof ModalData

export type ModalEntry = {
  [T in ModalType]: {
    modalId: string
    modalType: T
    data: ModalData[T]
    finish: (result: ModalResult[T]) => void
  }
}[ModalType]

interface ModalState {
  entries: ModalEntry[]
  open: <T extends ModalType>(modalType: T, data: ModalData[T]) => Promise<ModalResult[T]>
  finish: (modalId: string, result: unknown) => void
  /** Finishes every open modal as if cancelled (confirm → false, CSmemo → null, others → true). */
  cancelAll: () => void
}

export const useModals = create<ModalState>((set, get) => ({
  entries: [],
  open: (modalType, data) =>
    new Promise((resolve) => {
      const modalId = randomId(21)
      const entry = {
        modalId,
        modalType,
        data,
        finish: (result: unknown) => get().finish(modalId, result),
      } as ModalEntry
      resolvers.set(modalId, resolve as (result: unknown) => void)
      set((state) => ({ entries: [...state.entries, entry] }))
    }),
  finish: (modalId, result) => {
    const resolve = resolvers.get(modalId)
    resolvers.delete(modalId)
    set((state) => ({ entries: state.entries.filter((entry) => entry.modalId !== modalId) }))
    resolve?.(result)
  },
  cancelAll: () => {
    for (const entry of get().entries) {
      get().finish(entry.modalId, cancelResult[entry.modalType])
    }
  },
}))

const cancelResult: { [T in ModalType]: ModalResult[T] } = { term: true, confirm: false, alert: true, CSmemo: null }

const resolvers = new Map<string, (result: unknown) => void>()

/** Shorthand for components: `await openModal('confirm', {...})`. */
export const openModal = <T extends ModalType>(modalType: T, data: ModalData[T]) =>
  useModals.getState().open(modalType, data)
