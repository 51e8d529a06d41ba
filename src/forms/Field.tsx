import type { InputHTMLAttributes } from 'react'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  name: string
  error?: string
  hint?: string
}

/** A labelled input with its hint and its Korean error right beside it (read out with the field). */
export function Field({ label, name, error, hint, id, 'aria-describedby': extra, ...input }: Props) {
  const fieldId = id ?? `field-${name}`
  const hintId = hint ? `${fieldId}-hint` : undefined
  const errorId = error ? `${fieldId}-error` : undefined
  return (
    <div className="form-field">
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[extra, hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The form-level message, announced when it appears. */
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {error ? <p className="form-message-error">{error}</p> : null}
      {!error && notice ? <p className="form-notice">{notice}</p> : null}
    </div>
  )
}

/** The member's mobile number, as sign-up, find-ID and my info ask for it (010-1234-5678). */
export function PhoneField(props: Omit<Props, 'label' | 'name'>) {
  return (
    <Field
      label="휴대폰 번호"
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      required
      placeholder="010-1234-5678"
      {...props}
    />
  )
}
