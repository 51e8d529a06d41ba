'use client'
import { usePathname } from 'next/navigation'
import { type FormEvent, useActionState, useRef, useState } from 'react'
import type { z } from 'zod'
import { alertIfSessionEnded } from '@/auth/components/session-ended'
import { notify } from '@/components/toast/notify'
import { type FieldErrors, type FormFailure, fieldErrorsOf } from './field-errors'
import { useLazySchema } from './lazy-schema'

/** What the toast says while the form is sent (`notify.loading`), and after a success if anything. */
export interface SendingToast {
  loading: string
  success?: string
}

/** Moves to the field of the first error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = Object.keys(errors)[0]
  form.querySelector<HTMLElement>(`[name="${first?.split('.').at(-1)}"]`)?.focus()
}

/** A server action's answer to the same form sent before the scripts ran (src/auth/form-actions.ts). */
export interface ServerAnswer {
  message?: string | null
  errors?: FieldErrors
}

/**
 * A form sent on submit: client validation with the same zod schema the server uses (fetched on
 * the form's first focus: spread `prepare` on the form); Korean messages per field, one
 * form-level message for the server's answer (with its field errors), focus on the first field in
 * error, and a busy flag so a double click sends once. `submit` gets the form too (e.g. to clear
 * it after a success).
 * With `sending`, a loading toast runs while the request is out and becomes its outcome: the
 * server's refusal (also shown in the form), the success text, or nothing when the page moves on.
 * `serverAction` does the same on the server for a form sent before hydration (it POSTs: nothing
 * typed reaches an address); its answer (`answered`) is shown until the script sends the form
 * itself. Spread `formProps` on the <form>: the action, the schema's fetch on first focus, and no
 * native validation bubbles (the Korean messages are the form's own). `permalink` is the address
 * the form posts to before hydration (React writes it as the form's `action`; without it React writes
 * an empty `action`, which HTML does not allow): the page's own path unless the page needs its query.
 */
export function useForm<S extends z.ZodType, A extends ServerAnswer>(
  loadSchema: () => Promise<S>,
  read: (form: FormData) => unknown,
  serverAction: (previous: A, form: FormData) => Promise<A>,
  permalink?: string,
) {
  const pathname = usePathname()
  // An answer is a plain object, never a promise: Awaited<A> is A.
  const [answered, action] = useActionState(
    serverAction as (previous: Awaited<A>, form: FormData) => Promise<A>,
    {} as Awaited<A>,
    permalink ?? pathname,
  )
  const schema = useLazySchema(loadSchema)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const failed = useRef<string | null>(null)
  const [sentHere, setSentHere] = useState(false)

  const handle =
    (submit: (data: z.output<S>, form: HTMLFormElement) => Promise<void>, sending?: SendingToast) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (busy) return
      setSentHere(true)
      const form = event.currentTarget
      let parsed: z.ZodSafeParseResult<z.output<S>>
      try {
        parsed = (await schema.load()).safeParse(read(new FormData(form)))
      } catch {
        setFormError('연결이 끊겼습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.')
        return
      }
      if (!parsed.success) {
        const found = fieldErrorsOf(parsed.error)
        setErrors(found)
        setFormError(null)
        focusFirstError(form, found)
        return
      }
      setErrors({})
      setFormError(null)
      setBusy(true)
      failed.current = null
      const pending = sending ? notify.loading(sending.loading) : null
      try {
        await submit(parsed.data, form)
        if (failed.current) pending?.error(failed.current)
        else if (failed.current === '') pending?.dismiss()
        else if (sending?.success) pending?.success(sending.success)
        else pending?.dismiss()
      } catch (error) {
        pending?.error('요청을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.')
        throw error
      } finally {
        setBusy(false)
      }
    }

  const fail = (failure: FormFailure) => {
    if (failure.errors) setErrors(failure.errors)
    setFormError(failure.message)
    // A session that ended is told by the alert modal alone ('' : no error toast beside it).
    failed.current = alertIfSessionEnded(failure) ? '' : failure.message
  }

  const formProps = {
    action,
    // Starts fetching the schema when the user enters the form, so a submit finds it here.
    onFocus: () => void schema.load().catch(() => {}),
    noValidate: true,
  }

  return {
    answered,
    errors: sentHere ? errors : (answered.errors ?? {}),
    formError: sentHere ? formError : (answered.message ?? null),
    setFormError,
    busy,
    handle,
    fail,
    formProps,
  }
}

export { checked, text } from './form-data'
