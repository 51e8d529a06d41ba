import type { Metadata } from 'next'
import Link from 'next/link'
import { LoginForm } from '@/auth/components/LoginForm'
import { SocialButtons } from '@/auth/components/SocialButtons'
import { redirectErrorMessage } from '@/auth/messages'
import { enabledProviders } from '@/auth/providers'
import { param, redirectSignedIn } from '@/auth/session'
import { afterSignInPath, loginPath, safeRedirect } from '@/lib/safe-redirect'

// Guest-only: the guard reads the visitor's session, so never prerendered or cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '로그인', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const notices: Record<string, string> = {
  verified: '이메일 인증을 마쳤습니다. 로그인해 주세요.',
  reset: '비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.',
  signedUp: '가입 신청을 받았습니다. 메일의 인증 링크를 누른 뒤 로그인해 주세요.',
}

export default async function LoginPage({ searchParams }: Props) {
  const query = await searchParams
  await redirectSignedIn(query.redirect)
  const redirectTo = safeRedirect(param(query.redirect))
  const error = redirectErrorMessage(param(query.error))
  const notice = Object.keys(notices).find((key) => param(query[key]) === '1')
  const withRedirect = (path: string) =>
    redirectTo === '/' ? path : `${path}?redirect=${encodeURIComponent(redirectTo)}`
  return (
    <div className="auth-page">
      <h1>로그인</h1>
      <LoginForm redirectTo={redirectTo} initialError={error} notice={notice ? notices[notice] : null} />
      <SocialProviders redirectTo={redirectTo} />
      <nav className="auth-links" aria-label="계정 도움말">
        <Link href={withRedirect('/signup')}>회원가입</Link>
        <Link href="/find-id">아이디(이메일) 찾기</Link>
        <Link href="/find-pw">비밀번호 찾기</Link>
      </nav>
    </div>
  )
}

function SocialProviders({ redirectTo }: { redirectTo: string }) {
  const providers = enabledProviders(process.env)
  if (providers.length === 0) return null
  return (
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
  )
}
