import type { Metadata } from 'next'
import Link from 'next/link'
import type { GuestPage } from '@/auth/guest-copies'
import { redirectErrorMessage } from '@/auth/messages'
import { enabledProviders } from '@/auth/providers'
import { param } from '@/auth/session'
import { afterSignInPath, loginPath, safeRedirect } from '@/lib/safe-redirect'
import { FindIdForm } from './FindIdForm'
import { FindPwForm } from './FindPwForm'
import { LoginForm } from './LoginForm'
import { SignupForm } from './SignupForm'
import { SocialButtons } from './SocialButtons'

/**
 * The guest-only pages' content, from the query values each reads: rendered per request at their
 * own addresses (src/app/(site)/(main-nav)/login …, after the signed-in check) and once per query
 * as their cached copies (src/auth/guest-copies.ts).
 */
type Query = Record<string, string | string[] | undefined>

export const guestPageMetadata: Record<GuestPage, Metadata> = {
  login: { title: '로그인', robots: { index: false } },
  signup: { title: '회원가입', robots: { index: false } },
  'find-id': { title: '아이디 찾기', robots: { index: false } },
  'find-pw': { title: '비밀번호 찾기', robots: { index: false } },
}

export function GuestPageContent({ page, query }: { page: GuestPage; query: Query }) {
  if (page === 'login') return <LoginContent query={query} />
  if (page === 'signup') return <SignupContent query={query} />
  if (page === 'find-id') return <FindIdContent />
  return <FindPwContent />
}

const loginNotices: Record<string, string> = {
  verified: '이메일 인증을 마쳤습니다. 로그인해 주세요.',
  reset: '비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.',
  signedUp: '가입 신청을 받았습니다. 메일의 인증 링크를 누른 뒤 로그인해 주세요.',
}

function LoginContent({ query }: { query: Query }) {
  const redirectTo = safeRedirect(param(query.redirect))
  const error = redirectErrorMessage(param(query.error))
  const notice = Object.keys(loginNotices).find((key) => param(query[key]) === '1')
  const withRedirect = (path: string) =>
    redirectTo === '/' ? path : `${path}?redirect=${encodeURIComponent(redirectTo)}`
  const providers = enabledProviders(process.env)
  return (
    <div className="auth-page">
      <h1>로그인</h1>
      <LoginForm redirectTo={redirectTo} initialError={error} notice={notice ? loginNotices[notice] : null} />
      {providers.length > 0 ? (
        <section aria-labelledby="social-title">
          <h2 id="social-title" className="auth-divider">
            다른 서비스 계정으로 로그인
          </h2>
          <SocialButtons
            providers={providers}
            callbackURL={afterSignInPath(redirectTo)}
            errorCallbackURL={loginPath(redirectTo)}
          />
        </section>
      ) : null}
      <nav className="auth-links" aria-label="계정 도움말">
        <Link href={withRedirect('/signup')}>회원가입</Link>
        <Link href="/find-id">아이디(이메일) 찾기</Link>
        <Link href="/find-pw">비밀번호 찾기</Link>
      </nav>
    </div>
  )
}

function SignupContent({ query }: { query: Query }) {
  const redirectTo = safeRedirect(param(query.redirect))
  const loginHref = loginPath(redirectTo)
  // A 간편 가입 the provider or the site refused comes back here as ?error=.
  const error = redirectErrorMessage(param(query.error))
  const providers = enabledProviders(process.env).filter((provider) => provider.signUp)
  return (
    <div className="auth-page">
      <h1>회원가입</h1>
      {error ? (
        <p role="alert" className="form-message-error">
          {error}
        </p>
      ) : null}
      <SignupForm loginHref={loginHref} providers={providers} redirectTo={redirectTo} />
      <p className="auth-links">
        이미 회원이신가요? <Link href={loginHref}>로그인</Link>
      </p>
    </div>
  )
}

function FindIdContent() {
  return (
    <div className="auth-page">
      <h1>아이디(이메일) 찾기</h1>
      <p>가입할 때 입력한 이름과 휴대폰 번호를 입력하세요. 가입한 이메일을 일부 가려서 보여 드립니다.</p>
      <FindIdForm />
      <nav className="auth-links" aria-label="계정 도움말">
        <Link href="/login">로그인</Link>
        <Link href="/find-pw">비밀번호 찾기</Link>
      </nav>
    </div>
  )
}

function FindPwContent() {
  return (
    <div className="auth-page">
      <h1>비밀번호 찾기</h1>
      <p>가입한 이메일을 입력하면 비밀번호를 다시 정할 수 있는 링크를 메일로 보내 드립니다.</p>
      <FindPwForm />
      <nav className="auth-links" aria-label="계정 도움말">
        <Link href="/login">로그인</Link>
        <Link href="/find-id">아이디(이메일) 찾기</Link>
      </nav>
    </div>
  )
}
