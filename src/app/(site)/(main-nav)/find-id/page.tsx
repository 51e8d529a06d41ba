import type { Metadata } from 'next'
import Link from 'next/link'
import { FindIdForm } from '@/auth/components/FindIdForm'
import { redirectSignedIn } from '@/auth/session'

// Guest-only: the guard reads the visitor's session, so never prerendered or cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '아이디 찾기', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FindIdPage({ searchParams }: Props) {
  await redirectSignedIn((await searchParams).redirect)
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
