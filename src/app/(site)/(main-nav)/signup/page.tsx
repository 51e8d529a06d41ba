import type { Metadata } from 'next'
import Link from 'next/link'
import { SignupForm } from '@/auth/components/SignupForm'
import { redirectErrorMessage } from '@/auth/messages'
import { enabledProviders } from '@/auth/providers'
import { param, redirectSignedIn } from '@/auth/session'
import { loginPath, safeRedirect } from '@/lib/safe-redirect'

// Guest-only: the guard reads the visitor's session, so never prerendered or cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '회원가입', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SignupPage({ searchParams }: Props) {
  const query = await searchParams
  await redirectSignedIn(query.redirect)
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
