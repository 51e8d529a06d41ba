'use client'
import Link from 'next/link'
import { useState } from 'react'
import { passwordRules } from '@/auth/password-rules'
import { authRequest } from '@/auth/request'
import styles from './auth.module.css'
import { Field, FormMessage } from './Field'
import { text, useAuthForm } from './use-form'

export function ResetPwForm({ token }: { token: string }) {
  const [password, setPassword] = useState('')
  const [invalidToken, setInvalidToken] = useState(false)
  const { errors, formError, busy, handle, fail, prepare } = useAuthForm(
    () => import('@/auth/schemas').then((m) => m.newPasswordSchema),
    (form) => ({
      newPassword: text(form, 'newPassword'),
      newPasswordConfirm: text(form, 'newPasswordConfirm'),
    }),
  )

  const submit = handle(
    async ({ newPassword }) => {
      const result = await authRequest('/reset-password', { newPassword, token })
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
      <div>
        <Field
          label="새 비밀번호"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby="new-password-rules"
        />
        <ul id="new-password-rules" className={styles.rules} aria-label="비밀번호 규칙">
          {passwordRules.map((rule) => (
            <li key={rule.id} className={rule.test(password) ? styles.ruleMet : styles.ruleUnmet}>
              <span aria-hidden="true">{rule.test(password) ? '✓ ' : '· '}</span>
              {rule.label}
              <span className={styles.srOnly}>{rule.test(password) ? ' (충족)' : ' (미충족)'}</span>
            </li>
          ))}
        </ul>
      </div>
      <Field
        label="새 비밀번호 확인"
        name="newPasswordConfirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPasswordConfirm}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
        비밀번호 바꾸기
      </button>
    </form>
  )
}

export function InvalidResetLink() {
  return (
    <div role="alert" className={styles.formError}>
      <p>비밀번호 재설정 링크가 올바르지 않거나 유효 시간(1시간)이 지났습니다.</p>
      <p>
        <Link href="/find-pw">비밀번호 찾기에서 재설정 메일을 다시 받으세요</Link>
      </p>
    </div>
  )
}
