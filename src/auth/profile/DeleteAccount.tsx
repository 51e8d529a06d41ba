'use client'
import { useActionState, useState } from 'react'
import { callAuth } from '@/auth/call'
import { type AuthFormState, deleteAccountAction } from '@/auth/form-actions'
import { Field } from '@/forms/Field'
import { confirmLeaving, leave } from './leave'

/**
 * Leaving, behind the site's `confirm` modal. With a password: at once. Without one: at once on
 * a fresh session, else by the 24-hour link mailed on request.
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  // Sent before the scripts ran, the form POSTs to an action that deletes nothing and says why.
  const [answered, action] = useActionState<AuthFormState, FormData>(deleteAccountAction, {}, '/user/profile')
  const [errorHere, setError] = useState<string | null>(null)
  const error = errorHere ?? answered.message ?? null
  const [notice, setNotice] = useState<string | null>(null)
  const [needsMail, setNeedsMail] = useState(false)
  const [busy, setBusy] = useState(false)

  const submit = async (form: FormData) => {
    if (busy) return
    setError(null)
    const password = String(form.get('password') ?? '')
    if (hasPassword && !password) {
      setError('비밀번호를 입력해 주세요.')
      return
    }
    if (!(await confirmLeaving())) return
    setBusy(true)
    const failure = await leave(hasPassword ? { password } : {})
    setBusy(false)
    if (!failure) return
    if (failure.code === 'SESSION_EXPIRED') setNeedsMail(true)
    setError(failure.message)
  }

  const mail = async () => {
    setBusy(true)
    const result = await callAuth((auth) => auth.requestDeleteAccount())
    setBusy(false)
    if (!result.ok) return setError(result.message)
    setError(null)
    setNotice('탈퇴 확인 메일을 보냈습니다. 24시간 안에 메일의 링크를 열어 한 번 더 확인하면 탈퇴가 끝납니다.')
  }

  return (
    <form
      className="auth-form"
      action={action}
      onSubmit={(event) => {
        event.preventDefault()
        void submit(new FormData(event.currentTarget))
      }}
    >
      <p>탈퇴하면 계정과 로그인 정보, 연결된 소셜 계정이 모두 삭제되며 되돌릴 수 없습니다.</p>
      {hasPassword ? (
        <Field
          id="delete-password"
          label="비밀번호 확인"
          name="password"
          type="password"
          autoComplete="current-password"
        />
      ) : null}
      <div role="status">{notice ? <p className="form-notice">{notice}</p> : null}</div>
      {error ? (
        <p role="alert" className="form-message-error">
          {error}
        </p>
      ) : null}
      <div className="auth-actions">
        {needsMail ? (
          <button type="button" className="button" onClick={mail} disabled={busy}>
            확인 메일 받기
          </button>
        ) : null}
        {/* Not `disabled` while busy: the confirm modal gives focus back to this button. */}
        <button type="submit" className={`button auth-danger`} aria-disabled={busy} aria-busy={busy}>
          회원 탈퇴
        </button>
      </div>
    </form>
  )
}
