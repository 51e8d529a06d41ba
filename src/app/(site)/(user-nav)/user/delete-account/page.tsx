import type { Metadata } from 'next'
import Link from 'next/link'
import { authErrorMessages } from '@/auth/messages'
import { DELETE_ACCOUNT_PAGE, deleteAccountIdentifier } from '@/auth/plugins'
import { ConfirmDeleteLink } from '@/auth/profile/ConfirmDeleteLink'
import { getAuth } from '@/auth/server'
import { getSession, param } from '@/auth/session'
import { LogoutButton } from '@/components/nav/LogoutButton'

// Reads the member's session: rendered per request, never prerendered or cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '회원 탈퇴 확인', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Whose 24-hour delete-account link this is, read without using it up. */
async function linkOwner(token: string): Promise<string | null> {
  if (!/^[0-9a-z]{32}$/.test(token)) return null
  const { internalAdapter } = await getAuth().$context
  const link = await internalAdapter.findVerificationValue(deleteAccountIdentifier(token))
  return link && link.expiresAt > new Date() ? link.value : null
}

/**
 * The mailed delete-account link (src/auth/plugins.ts) opens here. Opening it deletes nothing:
 * the owner confirms; a guest is asked to sign in and comes back; another member is told the
 * link is not theirs; a used or expired link says so. Only the owner's confirmed call uses it up.
 */
export default async function DeleteAccountPage({ searchParams }: Props) {
  const token = param((await searchParams).token) ?? ''
  const session = await getSession()
  const here = `${DELETE_ACCOUNT_PAGE}?token=${encodeURIComponent(token)}`
  let body: React.ReactNode
  if (!session) {
    body = (
      <>
        <p>회원 탈퇴를 마치려면 먼저 로그인해 주세요. 탈퇴 메일을 받은 계정으로 로그인하면 이 화면으로 돌아옵니다.</p>
        <p>
          <Link className="button" href={`/login?redirect=${encodeURIComponent(here)}`}>
            로그인하고 계속하기
          </Link>
        </p>
      </>
    )
  } else {
    const owner = await linkOwner(token)
    if (!owner) {
      body = (
        <>
          <p role="alert">
            탈퇴 링크가 만료되었거나 이미 사용된 링크입니다. 탈퇴하려면 내 정보에서 다시 요청해 주세요.
          </p>
          <p>
            <Link href="/user/profile">내 정보로 가기</Link>
          </p>
        </>
      )
    } else if (owner !== session.user.id) {
      body = (
        <>
          <p role="alert">{authErrorMessages.DELETE_LINK_OF_ANOTHER_MEMBER}</p>
          <p>
            <LogoutButton className="button secondary" />
          </p>
        </>
      )
    } else {
      body = <ConfirmDeleteLink token={token} email={session.user.email} />
    }
  }
  return (
    <div className="auth-page">
      <h1>회원 탈퇴 확인</h1>
      {body}
    </div>
  )
}
