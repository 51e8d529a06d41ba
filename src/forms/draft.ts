'use client'
import { useEffect, useRef, useState } from 'react'

/**
 * What a user typed, kept in sessionStorage under `key` until `discard()` (the server confirmed
 * the submission): a reload, a failed network or a refused submission loses nothing. The stored
 * draft is read after hydration (the server renders `create()`), then every change is saved.
 */
export function useDraft<D>(key: string, create: () => D) {
  const [draft, setDraft] = useState<D>(create)
  const [restored, setRestored] = useState(false)
  // The first `create`: a new function each render must not read the stored draft again.
  const fresh = useRef(create)

  useEffect(() => {
    setDraft(load(key, fresh.current))
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

function load<D>(key: string, create: () => D): D {
  try {
    const stored = sessionStorage.getItem(key)
    if (stored) return JSON.parse(stored) as D
  } catch {}
  return create()
}
