'use client'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import { requestResetAction } from '@/auth/form-actions'
import { readResetRequest } from '@/auth/form-readers'
import { RESET_SENT } from '@/auth/form-texts'
import { Field, FormMessage } from '@/forms/Field'
import { useForm } from '@/forms/use-form'

export function FindPwForm() {
  const [sentHere, setSent] = useState(false)
  const { answered, errors, formError, busy, handle, fail, formProps } = useForm(
    () => import('@/auth/schemas').then((m) => m.resetRequestSchema),
    readResetRequest,
    requestResetAction,
  )
  const sent = sentHere || Boolean(answered.notice)

  const submit = handle(
    async (data) => {
      const result = await callAuth((auth) => auth.requestPasswordReset({ ...data, redirectTo: '/reset-pw' }))
      if (!result.ok) return fail(result)
      setSent(true)
    },
    { loading: '재설정 메일을 보내는 중입니다…', success: RESET_SENT },
  )

  return (
    <form className="auth-form" {...formProps} onSubmit={submit} aria-label="비밀번호 찾기">
      <FormMessage error={formError} notice={sent ? RESET_SENT : null} />
      <Field
        label="가입한 이메일"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={answered.values?.email}
        error={errors.email}
      />
      <button type="submit" className={`button auth-submit`} disabled={busy} aria-busy={busy}>
        {sent ? '재설정 메일 다시 보내기' : '재설정 메일 보내기'}
      </button>
    </form>
  )
}
