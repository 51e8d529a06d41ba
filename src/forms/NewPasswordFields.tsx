'use client'
import { useEffect, useRef } from 'react'
import { passwordRules } from '@/auth/password-rules'
import { Field } from './Field'
import type { FieldErrors } from './field-errors'

/** What both fields are: a new password, typed, needed. */
const newPasswordInput = { type: 'password', autoComplete: 'new-password', required: true } as const

/**
 * The one new-password block (sign-up, password reset, change password): the password with its
 * rules ticked off as it is typed, then the same typed again. `names` are the two fields' form
 * names (also the keys of their errors; by default a replaced password's, as in reset and
 * change); `value` is the first field's text, kept by the form so it can be cleared after a change.
 */
export function NewPasswordFields({
  names = ['newPassword', 'newPasswordConfirm'],
  labels = ['새 비밀번호', '새 비밀번호 확인'],
  rulesId,
  errors,
  value,
  onChange,
}: {
  names?: readonly [password: string, confirm: string]
  labels?: readonly [password: string, confirm: string]
  rulesId: string
  errors: FieldErrors
  value: string
  onChange: (value: string) => void
}) {
  const [password, confirm] = names
  const box = useRef<HTMLDivElement>(null)
  // A password typed before the scripts ran is in the field but not in the form's state: taken in
  // at hydration, so the rules beside it and the form's own checks read what the person typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field is hydrated
  useEffect(() => {
    const typed = box.current?.querySelector<HTMLInputElement>(`input[name="${password}"]`)?.value
    if (typed && typed !== value) onChange(typed)
  }, [])
  return (
    <>
      <div ref={box}>
        <Field
          label={labels[0]}
          name={password}
          {...newPasswordInput}
          error={errors[password]}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={rulesId}
        />
        <ul id={rulesId} className="form-rules" aria-label="비밀번호 규칙">
          {passwordRules.map((rule) => {
            const met = rule.test(value)
            return (
              <li key={rule.id} className={met ? 'form-rule-met' : 'form-rule-unmet'}>
                <span aria-hidden="true">{met ? '✓ ' : '· '}</span>
                {rule.label}
                <span className="visually-hidden">{met ? ' (충족)' : ' (미충족)'}</span>
              </li>
            )
          })}
        </ul>
      </div>
      <Field label={labels[1]} name={confirm} {...newPasswordInput} error={errors[confirm]} />
    </>
  )
}
