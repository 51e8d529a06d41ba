import type { Metadata } from 'next'
import Link from 'next/link'
import { FindPwForm } from '@/auth/components/FindPwForm'
import { redirectSignedIn } from '@/auth/session'

// Guest-only: the guard reads the visitor's session, so never prerendered or cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '비밀번호 찾기', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FindPwPage({ searchParams }: Props) {
  await redirectSignedIn((await searchParams).redirect)
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
