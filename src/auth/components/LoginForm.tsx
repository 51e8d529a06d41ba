'use client'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import { signInAction } from '@/auth/form-actions'
import { readSignIn } from '@/auth/form-readers'
import { Field, FormMessage } from '@/forms/Field'
import { useForm } from '@/forms/use-form'
import { afterSignInPath, loginPath, verifiedLoginPath } from '@/lib/safe-redirect'

/**
 * E-mail sign-in; on success the whole page goes to the redirect target, so every island sees the
 * session. Sent before the scripts ran, the form POSTs to signInAction, which does the same.
 */
export function LoginForm({
  redirectTo,
  initialError,
  notice,
}: {
  redirectTo: string
  initialError?: string | null
  notice?: string | null
}) {
  const { answered, errors, formError, busy, handle, fail, formProps } = useForm(
    () => import('@/auth/schemas').then((m) => m.signInSchema),
    readSignIn,
    signInAction,
    loginPath(redirectTo),
  )
  const [shownError, setShownError] = useState(initialError ?? null)

  const submit = handle(
    async (data) => {
      setShownError(null)
      // better-auth uses the callback only for the verification mail it sends when the address is
      // not confirmed yet: its link then lands on this page saying so, with the way on kept.
      const result = await callAuth((auth) =>
        auth.signIn.email({ ...data, callbackURL: verifiedLoginPath(redirectTo) }),
      )
      if (!result.ok) return fail(result)
      window.location.replace(afterSignInPath(redirectTo))
    },
    { loading: '로그인하는 중입니다…' },
  )

  return (
    <form className="auth-form" {...formProps} onSubmit={submit} aria-label="이메일 로그인">
      <input type="hidden" name="redirect" value={redirectTo} />
      <FormMessage error={formError ?? shownError} notice={notice} />
      <Field
        label="이메일"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={answered.values?.email}
        error={errors.email}
      />
      <Field
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <div className="auth-check">
        <input id="rememberMe" name="rememberMe" type="checkbox" defaultChecked aria-describedby="rememberMe-hint" />
        <div>
          <label htmlFor="rememberMe">로그인 상태 유지</label>
          <p id="rememberMe-hint" className="form-hint">
            공용 컴퓨터에서는 해제하세요. 해제하면 브라우저를 닫을 때 로그아웃됩니다.
          </p>
        </div>
      </div>
      <button type="submit" className={`button auth-submit`} disabled={busy} aria-busy={busy}>
        {busy ? '로그인 중…' : '로그인'}
      </button>
    </form>
  )
}
