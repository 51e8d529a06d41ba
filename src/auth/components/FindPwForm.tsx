'use client'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import { Field, FormMessage } from '@/forms/Field'
import { text, useForm } from '@/forms/use-form'
import styles from './auth.module.css'

/** The same answer whether or not the address belongs to a member (spec §8). */
export const RESET_SENT =
  '입력한 이메일로 가입한 계정이 있으면 비밀번호 재설정 메일을 보냈습니다. 메일함을 확인해 주세요. 링크는 1시간 동안 유효합니다.'

export function FindPwForm() {
  const [sent, setSent] = useState(false)
  const { errors, formError, busy, handle, fail, prepare } = useForm(
    () => import('@/auth/schemas').then((m) => m.resetRequestSchema),
    (form) => ({
      email: text(form, 'email'),
    }),
  )

  const submit = handle(
    async (data) => {
      const result = await callAuth((auth) => auth.requestPasswordReset({ ...data, redirectTo: '/reset-pw' }))
      if (!result.ok) return fail(result)
      setSent(true)
    },
    { loading: '재설정 메일을 보내는 중입니다…', success: RESET_SENT },
  )

  return (
    <form className={styles.form} onSubmit={submit} {...prepare} noValidate aria-label="비밀번호 찾기">
      <FormMessage error={formError} notice={sent ? RESET_SENT : null} />
      <Field label="가입한 이메일" name="email" type="email" autoComplete="email" required error={errors.email} />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
        {sent ? '재설정 메일 다시 보내기' : '재설정 메일 보내기'}
      </button>
    </form>
  )
}
