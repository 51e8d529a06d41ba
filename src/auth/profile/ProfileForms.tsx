'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import { changeEmailAction, changePasswordAction, updateProfileAction } from '@/auth/form-actions'
import { readChangeEmail, readChangePassword, readProfile } from '@/auth/form-readers'
import { EMAIL_CHANGED_PATH, emailChangeRequested, PROFILE_SAVED, passwordChanged } from '@/auth/form-texts'
import { Field, FormMessage, PhoneField } from '@/forms/Field'
import { NewPasswordFields } from '@/forms/NewPasswordFields'
import { useForm } from '@/forms/use-form'

// Each form, sent before the page's scripts ran, POSTs to its server action (src/auth/form-actions.ts).

export function ProfileForm({ name, phone }: { name: string; phone: string }) {
  const router = useRouter()
  const [noticeHere, setNotice] = useState<string | null>(null)
  const { answered, errors, formError, busy, handle, fail, formProps } = useForm(
    () => import('@/auth/schemas').then((m) => m.profileSchema),
    readProfile,
    updateProfileAction,
  )
  const notice = noticeHere ?? answered.notice ?? null
  const typed = answered.values ?? {}
  const submit = handle(
    async (data) => {
      setNotice(null)
      const result = await callAuth((auth) => auth.updateUser(data))
      if (!result.ok) return fail(result)
      setNotice(PROFILE_SAVED)
      router.refresh()
    },
    { loading: '회원 정보를 저장하는 중입니다…' },
  )
  return (
    <form className="auth-form" {...formProps} onSubmit={submit} aria-labelledby="profile-title">
      <FormMessage error={formError} notice={notice} />
      <Field
        label="이름"
        name="name"
        autoComplete="name"
        defaultValue={typed.name ?? name}
        required
        error={errors.name}
      />
      <PhoneField defaultValue={typed.phone ?? phone} error={errors.phone} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        저장
      </button>
    </form>
  )
}

export function ChangeEmailForm({ email }: { email: string }) {
  const [noticeHere, setNotice] = useState<string | null>(null)
  const { answered, errors, formError, busy, handle, fail, formProps } = useForm(
    () => import('@/auth/schemas').then((m) => m.changeEmailSchema),
    readChangeEmail,
    changeEmailAction,
  )
  const notice = noticeHere ?? answered.notice ?? null
  const submit = handle(
    async ({ newEmail }) => {
      setNotice(null)
      const result = await callAuth((auth) => auth.changeEmail({ newEmail, callbackURL: EMAIL_CHANGED_PATH }))
      if (!result.ok) return fail(result)
      setNotice(emailChangeRequested(newEmail))
    },
    { loading: '이메일 변경을 요청하는 중입니다…' },
  )
  return (
    <form className="auth-form" {...formProps} onSubmit={submit} aria-labelledby="email-title">
      <p>
        지금 이메일: <strong>{email}</strong>
      </p>
      <FormMessage error={formError} notice={notice} />
      <Field
        label="새 이메일"
        name="newEmail"
        type="email"
        autoComplete="email"
        required
        defaultValue={answered.values?.newEmail}
        error={errors.newEmail}
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        확인 메일 보내기
      </button>
    </form>
  )
}

export function ChangePasswordForm() {
  const [password, setPassword] = useState('')
  const [noticeHere, setNotice] = useState<string | null>(null)
  const { answered, errors, formError, busy, handle, fail, formProps } = useForm(
    () => import('@/auth/schemas').then((m) => m.changePasswordFormSchema),
    readChangePassword,
    changePasswordAction,
  )
  const notice = noticeHere ?? answered.notice ?? null
  const submit = handle(
    async ({ newPasswordConfirm: _confirm, ...data }, form) => {
      setNotice(null)
      const result = await callAuth((auth) => auth.changePassword(data))
      if (!result.ok) return fail(result)
      setNotice(passwordChanged(data.revokeOtherSessions))
      // No password stays typed in the page after it served.
      form.reset()
      setPassword('')
    },
    { loading: '비밀번호를 바꾸는 중입니다…' },
  )
  return (
    <form className="auth-form" {...formProps} onSubmit={submit} aria-labelledby="password-title">
      <FormMessage error={formError} notice={notice} />
      <Field
        label="지금 비밀번호"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <NewPasswordFields rulesId="change-password-rules" errors={errors} value={password} onChange={setPassword} />
      <div className="auth-check">
        <input id="revokeOtherSessions" name="revokeOtherSessions" type="checkbox" defaultChecked />
        <label htmlFor="revokeOtherSessions">다른 기기에서 모두 로그아웃</label>
      </div>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        비밀번호 바꾸기
      </button>
    </form>
  )
}
