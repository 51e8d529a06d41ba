import type { Metadata } from 'next'
import { InvalidResetLink, ResetPwForm } from '@/auth/components/ResetPwForm'
import { param, redirectSignedIn } from '@/auth/session'

// Guest-only: the guard reads the visitor's session, so never prerendered or cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '비밀번호 재설정', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Reached from the mail through /api/auth/reset-password/{token}, which checks the token first. */
export default async function ResetPwPage({ searchParams }: Props) {
  const query = await searchParams
  await redirectSignedIn(undefined)
  const token = param(query.token)
  const valid = token && /^[A-Za-z0-9]{24}$/.test(token) && !param(query.error)
  return (
    <div className="auth-page">
      <h1>비밀번호 재설정</h1>
      {valid ? <ResetPwForm token={token} /> : <InvalidResetLink />}
    </div>
  )
}
