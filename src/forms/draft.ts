'use client'
import { useEffect, useRef, useState } from 'react'

/**
 * What a user typed, kept in sessionStorage under `key` until `discard()` (the server confirmed
 * the submission): a reload, a failed network or a refused submission loses nothing. The stored
 * draft is read after hydration (the server renders `create()`), then every change is saved.
 */
export function useDraft<D>(key: string, create: () => D, adopt: (restored: D) => D = (restored) => restored) {
  const [draft, setDraft] = useState<D>(create)
  const [restored, setRestored] = useState(false)
  // The first `create` and `adopt`: new functions each render must not read the stored draft again.
  const fresh = useRef(create)
  const adoptOnce = useRef(adopt)

  useEffect(() => {
    setDraft(adoptOnce.current(load(key, fresh.current)))
    setRestored(true)
  }, [key])

  useEffect(() => {
    if (!restored) return
    try {
      sessionStorage.setItem(key, JSON.stringify(draft))
    } catch {}
  }, [draft, key, restored])

  const discard = () => {
    try {
      sessionStorage.removeItem(key)
    } catch {}
  }

  return { draft, setDraft, restored, discard }
}

/**
 * What the user typed into `form` before its scripts ran (the page showed the form at once; a
 * fast typist fills a field before hydration): each named field's text, or a ticked box. Read
 * at the first render in the browser, before React writes the form's state over the fields.
 */
export function typedBeforeHydration(form: HTMLFormElement | null): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {}
  for (const element of Array.from(form?.elements ?? [])) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      )
    )
      continue
    if (!element.name || element.type === 'hidden' || element.type === 'file') continue
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked) typed[element.name] = element.type === 'checkbox' ? true : element.value
    } else if (element.value.trim() !== '') typed[element.name] = element.value
  }
  return typed
}

/**
 * `values` with each field still empty (or not yet set) taken from `typed`. A checkbox group's
 * list is left as it is: the server's form ticks its first box, so a tick cannot be told apart.
 */
export function withTyped<V extends Record<string, string | boolean | string[]>>(
  values: V,
  typed: Record<string, string | boolean>,
): V {
  const merged: Record<string, string | boolean | string[]> = { ...values }
  for (const [name, value] of Object.entries(typed)) {
    const current = merged[name]
    if (current === undefined || current === '' || current === false) merged[name] = value
  }
  return merged as V
}

function load<D>(key: string, create: () => D): D {
  try {
    const stored = sessionStorage.getItem(key)
    if (stored) return JSON.parse(stored) as D
  } catch {}
  return create()
}
