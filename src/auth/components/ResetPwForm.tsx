'use client'
import Link from 'next/link'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import { FormMessage } from '@/forms/Field'
import formStyles from '@/forms/form.module.css'
import { NewPasswordFields } from '@/forms/NewPasswordFields'
import { text, useForm } from '@/forms/use-form'
import styles from './auth.module.css'

export function ResetPwForm({ token }: { token: string }) {
  const [password, setPassword] = useState('')
  const [invalidToken, setInvalidToken] = useState(false)
  const { errors, formError, busy, handle, fail, prepare } = useForm(
    () => import('@/auth/schemas').then((m) => m.newPasswordSchema),
    (form) => ({
      newPassword: text(form, 'newPassword'),
      newPasswordConfirm: text(form, 'newPasswordConfirm'),
    }),
  )

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
    <form className={styles.form} onSubmit={submit} {...prepare} noValidate aria-label="비밀번호 재설정">
      <FormMessage error={formError} />
      <NewPasswordFields rulesId="new-password-rules" errors={errors} value={password} onChange={setPassword} />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
        비밀번호 바꾸기
      </button>
    </form>
  )
}

export function InvalidResetLink() {
  return (
    <div role="alert" className={formStyles.formError}>
      <p>비밀번호 재설정 링크가 올바르지 않거나 유효 시간(1시간)이 지났습니다.</p>
      <p>
        <Link href="/find-pw">비밀번호 찾기에서 재설정 메일을 다시 받으세요</Link>
      </p>
    </div>
  )
}
