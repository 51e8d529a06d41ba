'use client'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import type { EnabledProvider } from '@/auth/providers'
import { KakaoSymbol } from '@/components/brand/KakaoSymbol'
import { withParticle } from '@/lib/particles'

const signInLabels: Record<string, string> = {
  kakao: '카카오 로그인',
  naver: '네이버 로그인',
  google: 'Google 계정으로 로그인',
}
const signUpLabels: Record<string, string> = {
  kakao: '카카오로 가입하기',
  naver: '네이버로 가입하기',
  google: 'Google 계정으로 가입하기',
}

function buttonLabel(mode: 'sign-in' | 'sign-up' | 'link', provider: EnabledProvider) {
  if (mode === 'link') return `${provider.name} 계정 연결`
  if (mode === 'sign-up') return signUpLabels[provider.id] ?? `${withParticle(provider.name, '(으)로')} 가입하기`
  return signInLabels[provider.id] ?? `${withParticle(provider.name, '(으)로')} 로그인`
}

/**
 * One button per enabled provider. `mode="sign-in"` signs existing members in (no provider signs
 * anyone up from there, src/auth/providers.ts); `mode="sign-up"` makes a new member with the
 * consents `agreements()` returns (null: not given, nothing is sent); `mode="link"` adds the
 * provider to the signed-in member (내 정보). Errors come back as `?error=` to the page that started.
 */
export function SocialButtons({
  providers,
  callbackURL,
  errorCallbackURL,
  newUserCallbackURL = callbackURL,
  mode = 'sign-in',
  agreements,
}: {
  providers: EnabledProvider[]
  callbackURL: string
  errorCallbackURL: string
  newUserCallbackURL?: string
  mode?: 'sign-in' | 'sign-up' | 'link'
  agreements?: () => Promise<Record<string, boolean> | null>
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  if (providers.length === 0) return null

  const start = async (provider: string) => {
    setError(null)
    const agreed = mode === 'sign-up' ? await agreements?.() : undefined
    if (mode === 'sign-up' && !agreed) return
    setBusy(provider)
    // disableRedirect: the page moves on below, after the answer was checked.
    const result = await callAuth((auth) =>
      mode === 'link'
        ? auth.linkSocial({ provider, callbackURL, errorCallbackURL, disableRedirect: true })
        : auth.signIn.social({
            provider,
            callbackURL,
            errorCallbackURL,
            newUserCallbackURL,
            disableRedirect: true,
            ...(agreed ? { requestSignUp: true, additionalData: { agreements: agreed } } : {}),
          }),
    )
    if (result.ok && result.data.url) {
      window.location.assign(result.data.url)
      return
    }
    setBusy(null)
    setError(result.ok ? '로그인 서비스로 이동하지 못했습니다.' : result.message)
  }

  return (
    <div className="auth-social">
      {error ? (
        <p role="alert" className="form-message-error">
          {error}
        </p>
      ) : null}
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`auth-provider-button ${provider.id === 'kakao' ? 'auth-kakao' : ''} ${provider.id === 'naver' ? 'auth-naver' : ''}`}
          onClick={() => start(provider.id)}
          disabled={busy !== null}
          aria-busy={busy === provider.id}
        >
          {provider.id === 'kakao' ? <KakaoSymbol /> : null}
          {provider.id === 'naver' ? <span aria-hidden="true">N</span> : null}
          {buttonLabel(mode, provider)}
        </button>
      ))}
    </div>
  )
}
