'use client'
import { type FormEvent, useState } from 'react'
import type { z } from 'zod'
import type { AuthFailure } from '@/auth/request'
import { fieldErrors } from '@/auth/schemas'

/**
 * Client validation with the same zod schema the server uses; Korean messages per field, one
 * form-level message for the server's answer, and a busy flag so a double click sends once.
 */
export function useAuthForm<S extends z.ZodType>(schema: S, read: (form: FormData) => unknown) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const handle = (submit: (data: z.output<S>) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const parsed = schema.safeParse(read(new FormData(form)))
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      setFormError(null)
      // Move to the first field in error, so keyboard and screen-reader users land on it.
      const first = Object.keys(found)[0]
      form.querySelector<HTMLElement>(`[name="${first?.split('.').at(-1)}"]`)?.focus()
      return
    }
    setErrors({})
    setFormError(null)
    setBusy(true)
    try {
      await submit(parsed.data)
    } finally {
      setBusy(false)
    }
  }

  const fail = (failure: AuthFailure) => {
    if (failure.errors) setErrors(failure.errors)
    setFormError(failure.message)
  }

  return { errors, formError, setFormError, busy, handle, fail }
}

export const text = (form: FormData, name: string) => String(form.get(name) ?? '')
export const checked = (form: FormData, name: string) => form.get(name) === 'on'
