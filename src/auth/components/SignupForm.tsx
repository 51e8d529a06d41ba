'use client'
import Link from 'next/link'
import { useRef, useState } from 'react'
import { callAuth } from '@/auth/call'
import { signUpAction } from '@/auth/form-actions'
import { readSignUp } from '@/auth/form-readers'
import type { EnabledProvider } from '@/auth/providers'
import { Field, FormMessage, PhoneField } from '@/forms/Field'
import { fieldErrorsOf } from '@/forms/field-errors'
import { NewPasswordFields } from '@/forms/NewPasswordFields'
import { focusFirstError, useForm } from '@/forms/use-form'
import { afterSignInPath, loginPath } from '@/lib/safe-redirect'
import { type AgreementDoc, AgreementText } from './AgreementText'
import { SocialButtons } from './SocialButtons'

const agreementItems: { key: AgreementDoc; label: string; required: boolean }[] = [
  { key: 'terms', label: '이용약관 동의', required: true },
  { key: 'privacy', label: '개인정보 수집·이용 동의', required: true },
  { key: 'age14', label: '만 14세 이상입니다', required: true },
  { key: 'marketing', label: '마케팅 정보 수신 동의', required: false },
]

type Agreements = Record<AgreementDoc, boolean>
const none: Agreements = { terms: false, privacy: false, age14: false, marketing: false }

/**
 * 회원가입: the e-mail form, and below it 간편 가입 with the providers open to sign-up. Both take
 * the consents of the one 약관 동의 block; a provider is asked only once they are given.
 */
export function SignupForm({
  loginHref,
  providers,
  redirectTo,
}: {
  loginHref: string
  providers: EnabledProvider[]
  redirectTo: string
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [password, setPassword] = useState('')
  // Sent before the scripts ran, the form POSTs to signUpAction, which does the same (each consent ticked by hand).
  const [doneHere, setDoneFor] = useState<string | null>(null)
  const { answered, errors, formError, busy, handle, fail, formProps } = useForm(
    () => import('@/auth/schemas').then((m) => m.signUpFormSchema),
    readSignUp,
    signUpAction,
    loginPath(redirectTo, '/signup'),
  )
  const doneFor = doneHere ?? answered.doneFor ?? null
  const typed = answered.values ?? {}
  // Sent back by the server (a form sent before the scripts ran): the consents as they were ticked.
  const [agreements, setAgreements] = useState<Agreements>(() => ({
    terms: typed.terms === 'on',
    privacy: typed.privacy === 'on',
    age14: typed.age14 === 'on',
    marketing: typed.marketing === 'on',
  }))
  const allChecked = agreementItems.every((item) => agreements[item.key])

  /** The consents for 간편 가입, or null after showing which required ones are missing. */
  const agreementsForSocialSignUp = async () => {
    const { agreementsSchema } = await import('@/auth/schemas')
    const parsed = agreementsSchema.safeParse(agreements)
    if (parsed.success) return parsed.data
    const found = Object.fromEntries(
      Object.entries(fieldErrorsOf(parsed.error)).map(([key, message]) => [`agreements.${key}`, message]),
    )
    fail({ status: 400, message: '간편 가입도 약관 동의가 필요합니다. 필수 항목에 동의해 주세요.', errors: found })
    if (formRef.current) focusFirstError(formRef.current, found)
    return null
  }

  const submit = handle(
    async ({ passwordConfirm: _confirm, ...data }) => {
      const result = await callAuth((auth) => auth.signUp.email({ ...data, callbackURL: '/login?verified=1' }))
      if (!result.ok) return fail(result)
      setDoneFor(data.email)
    },
    { loading: '가입 정보를 보내는 중입니다…', success: '인증 메일을 보냈습니다.' },
  )

  if (doneFor) {
    return (
      <div role="status" className="form-notice">
        <h2>인증 메일을 보냈습니다</h2>
        <p>
          {doneFor}(으)로 보낸 메일의 <strong>이메일 인증하기</strong> 버튼을 눌러 가입을 마쳐 주세요. 링크는 1시간 동안
          유효합니다.
        </p>
        <p>
          <Link href={loginHref}>로그인 화면으로</Link>
        </p>
      </div>
    )
  }

  return (
    <>
      <form ref={formRef} className="auth-form" {...formProps} onSubmit={submit} aria-label="회원가입">
        <FormMessage error={formError} />
        <Field
          label="이름"
          name="name"
          autoComplete="name"
          required
          maxLength={30}
          defaultValue={typed.name}
          error={errors.name}
        />
        <Field
          label="이메일"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={typed.email}
          error={errors.email}
          hint="로그인 아이디로 씁니다."
        />
        <NewPasswordFields
          names={['password', 'passwordConfirm']}
          labels={['비밀번호', '비밀번호 확인']}
          rulesId="password-rules"
          errors={errors}
          value={password}
          onChange={setPassword}
        />
        <PhoneField defaultValue={typed.phone} error={errors.phone} hint="아이디(이메일) 찾기에 씁니다." />
        <fieldset className="auth-agreements">
          <legend className="auth-legend">약관 동의</legend>
          <div className={`auth-check auth-agree-all`}>
            <input
              id="agree-all"
              type="checkbox"
              checked={allChecked}
              onChange={(event) =>
                setAgreements(
                  event.target.checked ? { terms: true, privacy: true, age14: true, marketing: true } : none,
                )
              }
            />
            <label htmlFor="agree-all">전체 동의 (선택 항목 포함)</label>
          </div>
          {agreementItems.map((item) => {
            const error = errors[`agreements.${item.key}`]
            return (
              <div key={item.key} className="auth-agreement">
                <div className="auth-check">
                  <input
                    id={`agree-${item.key}`}
                    name={item.key}
                    type="checkbox"
                    checked={agreements[item.key]}
                    onChange={(event) => setAgreements({ ...agreements, [item.key]: event.target.checked })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `agree-${item.key}-error` : undefined}
                  />
                  <label htmlFor={`agree-${item.key}`}>
                    {item.label} <span>({item.required ? '필수' : '선택'})</span>
                  </label>
                </div>
                <AgreementText doc={item.key} />
                {error ? (
                  <p id={`agree-${item.key}-error`} className="form-error">
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
        </fieldset>
        <button type="submit" className={`button auth-submit`} disabled={busy} aria-busy={busy}>
          {busy ? '가입 중…' : '가입하기'}
        </button>
      </form>
      {providers.length > 0 ? (
        <section aria-labelledby="social-signup-title">
          <h2 id="social-signup-title" className="auth-divider">
            간편 가입
          </h2>
          <p className="auth-social-note">
            위 약관 동의의 필수 항목에 동의한 뒤 누르세요. 이름과 이메일은 고른 서비스에서 받아 옵니다.
          </p>
          <SocialButtons
            providers={providers}
            mode="sign-up"
            agreements={agreementsForSocialSignUp}
            callbackURL={afterSignInPath(redirectTo)}
            newUserCallbackURL={`${redirectTo}${redirectTo.includes('?') ? '&' : '?'}welcome=1`}
            errorCallbackURL="/signup"
          />
        </section>
      ) : null}
    </>
  )
}
