'use client'
import Link from 'next/link'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import { resetPasswordAction } from '@/auth/form-actions'
import { readNewPassword } from '@/auth/form-readers'
import { FormMessage } from '@/forms/Field'
import { NewPasswordFields } from '@/forms/NewPasswordFields'
import { useForm } from '@/forms/use-form'

export function ResetPwForm({ token }: { token: string }) {
  const [password, setPassword] = useState('')
  const [invalidHere, setInvalidToken] = useState(false)
  const { answered, errors, formError, busy, handle, fail, formProps } = useForm(
    () => import('@/auth/schemas').then((m) => m.newPasswordSchema),
    readNewPassword,
    resetPasswordAction,
    `/reset-pw?token=${encodeURIComponent(token)}`,
  )
  const invalidToken = invalidHere || answered.invalidToken === true

  const submit = handle(
    async ({ newPassword }) => {
      const result = await callAuth((auth) => auth.resetPassword({ newPassword, token }))
      if (!result.ok) {
        if (result.code === 'INVALID_TOKEN') setInvalidToken(true)
        return fail(result)
      }
      window.location.replace('/login?reset=1')
    },
    { loading: '새 비밀번호를 저장하는 중입니다…' },
  )

  if (invalidToken) return <InvalidResetLink />

  return (
    <form className="auth-form" {...formProps} onSubmit={submit} aria-label="비밀번호 재설정">
      <input type="hidden" name="token" value={token} />
      <FormMessage error={formError} />
      <NewPasswordFields rulesId="new-password-rules" errors={errors} value={password} onChange={setPassword} />
      <button type="submit" className={`button auth-submit`} disabled={busy} aria-busy={busy}>
        비밀번호 바꾸기
      </button>
    </form>
  )
}

export function InvalidResetLink() {
  return (
    <div role="alert" className="form-message-error">
      <p>비밀번호 재설정 링크가 올바르지 않거나 유효 시간(1시간)이 지났습니다.</p>
      <p>
        <Link href="/find-pw">비밀번호 찾기에서 재설정 메일을 다시 받으세요</Link>
      </p>
    </div>
  )
}
