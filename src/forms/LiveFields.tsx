'use client'
import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * The fields of a form checked as the user types (the contact forms): each bound to the form's
 * values by name, its Korean error always below it in a space kept for it (an error never pushes
 * the form down), styled by the page's forms.css (.field, .field-hint, .field-error).
 */

/**
 * After a refused submit the first field in error (in the page's order) gets the focus, so keyboard
 * and screen-reader users land on it. `focusFirstInvalid()` asks for it; the focus moves once React
 * has rendered the errors (`aria-invalid`), which a submit handler that awaited something cannot
 * count on within the next frame. Put `formRef` on the form.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null)
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (request > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [request])
  return { formRef, focusFirstInvalid: () => setRequest((count) => count + 1) }
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="field-error">
      {message ? <>⚠ {message}</> : null}
    </p>
  )
}

export type FieldProps = {
  name: string
  label: string
  errors: (name: string) => string | undefined
  set: (name: string, value: string) => void
  text: (name: string) => string
  hint?: string
}

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string
  label: string
  hint?: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={name}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {children}
      {hint ? (
        <p id={`${name}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  )
}

export function TextField({
  name,
  label,
  errors,
  set,
  text,
  hint,
  multiline,
  type = 'text',
  ...input
}: FieldProps & {
  multiline?: boolean
  type?: string
  autoComplete?: string
  inputMode?: 'tel' | 'numeric' | 'email'
  required?: boolean
}) {
  const error = errors(name)
  const common = {
    id: name,
    name,
    value: text(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${hint ? `${name}-hint ` : ''}${name}-error`,
    'aria-required': true,
  }
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea {...common} rows={8} onChange={(e) => set(name, e.target.value)} />
      ) : (
        <input {...common} {...input} type={type} onChange={(e) => set(name, e.target.value)} />
      )}
    </Field>
  )
}

export function SelectField({
  name,
  label,
  errors,
  set,
  text,
  options,
  hint,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const error = errors(name)
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      <select
        id={name}
        name={name}
        value={text(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${hint ? `${name}-hint ` : ''}${name}-error`}
        aria-required
        onChange={(e) => set(name, e.target.value)}
      >
        <option value="">선택해 주세요</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
