'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import styles from '@/auth/components/auth.module.css'
import { Field, FormMessage, PhoneField } from '@/forms/Field'
import { NewPasswordFields } from '@/forms/NewPasswordFields'
import { checked, text, useForm } from '@/forms/use-form'

export function ProfileForm({ name, phone }: { name: string; phone: string }) {
  const router = useRouter()
  const [notice, setNotice] = useState<string | null>(null)
  const { errors, formError, busy, handle, fail, prepare } = useForm(
    () => import('@/auth/schemas').then((m) => m.profileSchema),
    (form) => ({
      name: text(form, 'name'),
      phone: text(form, 'phone'),
    }),
  )
  const submit = handle(
    async (data) => {
      setNotice(null)
      const result = await callAuth((auth) => auth.updateUser(data))
      if (!result.ok) return fail(result)
      setNotice('회원 정보를 저장했습니다.')
      router.refresh()
    },
    { loading: '회원 정보를 저장하는 중입니다…' },
  )
  return (
    <form className={styles.form} onSubmit={submit} {...prepare} noValidate aria-labelledby="profile-title">
      <FormMessage error={formError} notice={notice} />
      <Field label="이름" name="name" autoComplete="name" defaultValue={name} required error={errors.name} />
      <PhoneField defaultValue={phone} error={errors.phone} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        저장
      </button>
    </form>
  )
}

export function ChangeEmailForm({ email }: { email: string }) {
  const [notice, setNotice] = useState<string | null>(null)
  const { errors, formError, busy, handle, fail, prepare } = useForm(
    () => import('@/auth/schemas').then((m) => m.changeEmailSchema),
    (form) => ({
      newEmail: text(form, 'newEmail'),
    }),
  )
  const submit = handle(
    async ({ newEmail }) => {
      setNotice(null)
      const result = await callAuth((auth) =>
        auth.changeEmail({ newEmail, callbackURL: '/user/profile?emailChanged=1' }),
      )
      if (!result.ok) return fail(result)
      // What happens, as it happens (src/auth/options.ts): the link in the mail is the new address's
      // verification; until it is opened nothing changes; afterwards the old address gets a notice.
      setNotice(
        `${newEmail}(으)로 확인 메일을 보냈습니다. 1시간 안에 메일의 링크를 누르면 이메일이 바뀌고, 지금 이메일로 변경 알림을 보내 드립니다. 그 전까지는 지금 이메일로 로그인합니다.`,
      )
    },
    { loading: '이메일 변경을 요청하는 중입니다…' },
  )
  return (
    <form className={styles.form} onSubmit={submit} {...prepare} noValidate aria-labelledby="email-title">
      <p>
        지금 이메일: <strong>{email}</strong>
      </p>
      <FormMessage error={formError} notice={notice} />
      <Field label="새 이메일" name="newEmail" type="email" autoComplete="email" required error={errors.newEmail} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        확인 메일 보내기
      </button>
    </form>
  )
}

export function ChangePasswordForm() {
  const [password, setPassword] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const { errors, formError, busy, handle, fail, prepare } = useForm(
    () => import('@/auth/schemas').then((m) => m.changePasswordFormSchema),
    (form) => ({
      currentPassword: text(form, 'currentPassword'),
      newPassword: text(form, 'newPassword'),
      newPasswordConfirm: text(form, 'newPasswordConfirm'),
      revokeOtherSessions: checked(form, 'revokeOtherSessions'),
    }),
  )
  const submit = handle(
    async ({ newPasswordConfirm: _confirm, ...data }, form) => {
      setNotice(null)
      const result = await callAuth((auth) => auth.changePassword(data))
      if (!result.ok) return fail(result)
      setNotice(
        data.revokeOtherSessions ? '비밀번호를 바꾸고 다른 기기에서 로그아웃했습니다.' : '비밀번호를 바꿨습니다.',
      )
      // No password stays typed in the page after it served.
      form.reset()
      setPassword('')
    },
    { loading: '비밀번호를 바꾸는 중입니다…' },
  )
  return (
    <form className={styles.form} onSubmit={submit} {...prepare} noValidate aria-labelledby="password-title">
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
      <div className={styles.check}>
        <input id="revokeOtherSessions" name="revokeOtherSessions" type="checkbox" defaultChecked />
        <label htmlFor="revokeOtherSessions">다른 기기에서 모두 로그아웃</label>
      </div>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        비밀번호 바꾸기
      </button>
    </form>
  )
}
