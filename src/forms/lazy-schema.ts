'use client'
import { useCallback, useRef } from 'react'

/**
 * A form's zod schema, fetched on the form's first use (focus, or a submit without one) instead
 * of with the page: zod is a third of a form page's JavaScript, and a visitor who only reads the
 * page never needs it. The same module the server checks with, so both apply the same rules.
 *
 * `ready()` is the schema once it is here (null before), `load()` fetches it once and resolves
 * to it; a failed fetch (offline) is tried again on the next call.
 */
export function useLazySchema<S>(loadSchema: () => Promise<S>) {
  const first = useRef(loadSchema)
  const schema = useRef<S | null>(null)
  const pending = useRef<Promise<S> | null>(null)

  const load = useCallback(() => {
    pending.current ??= first.current().then(
      (loaded) => {
        schema.current = loaded
        return loaded
      },
      (error: unknown) => {
        pending.current = null
        throw error
      },
    )
    return pending.current
  }, [])

  const ready = useCallback(() => schema.current, [])
  return { ready, load }
}
