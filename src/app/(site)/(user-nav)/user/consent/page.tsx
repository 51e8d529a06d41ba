import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getSession, param, roleOf } from '@/auth/session'
import { ConsentForm } from '@/legal/ConsentForm'
import { consentOwedBy } from '@/legal/consent'
import { legalDocuments } from '@/legal/documents'
import { effectiveDay, versionsShown } from '@/legal/versions'
import { formatIsoDay } from '@/lib/format'
import { loginPath, safeRedirect } from '@/lib/safe-redirect'

// Reads the member's session: rendered per request.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '바뀐 약관 동의', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Every sign-in passes here (afterSignInPath): a member who owes agreement to a changed legal text
 * that asks for it reads what changed and agrees, or learns how to leave; anyone else goes
 * straight on to where they were headed.
 */
export default async function ConsentPage({ searchParams }: Props) {
  const next = safeRedirect(param((await searchParams).next))
  const session = await getSession()
  if (!session || roleOf(session.user) === 'guest') redirect(loginPath(next))
  const owed = await consentOwedBy(session.user)
  if (owed.length === 0) redirect(next)
  const names = owed.map((version) => legalDocuments[version.document]).join('과 ')
  return (
    <div className="auth-page">
      <h1>바뀐 {names}에 동의해 주세요</h1>
      <p>
        회원님이 동의하신 뒤 아래 내용이 바뀌어 시행되고 있습니다. 계속 이용하시려면 바뀐 내용에 다시 동의해 주세요.
      </p>
      {owed.map((version) => {
        const day = effectiveDay(version)
        return (
          <section key={version.document} className="auth-section" aria-labelledby={`owed-${version.document}`}>
            <h2 id={`owed-${version.document}`}>
              {legalDocuments[version.document]} ({formatIsoDay(day)} 시행)
            </h2>
            <p>{version.summary}</p>
            <p className="auth-links">
              <Link href={`/legal/${version.document}/compare?to=${day}`}>바뀐 부분 보기</Link>
              <Link href={`/legal/${version.document}/${day}`}>전문 보기</Link>
            </p>
          </section>
        )
      })}
      <ConsentForm next={next} documents={names} shown={versionsShown(owed)} />
      <section className="auth-section" aria-labelledby="refuse-title">
        <h2 id="refuse-title">동의하지 않으시면</h2>
        <p>
          동의하시기 전에는 회원 전용 화면에 들어가실 때마다 이 동의를 다시 여쭙니다. 회원 탈퇴는 내 정보에서 할 수
          있고, 탈퇴하기 전에 내 정보를 파일로 내려받을 수 있습니다.
        </p>
        <p className="auth-links">
          <Link href="/user/profile#leave">내 정보에서 탈퇴하기</Link>
        </p>
      </section>
    </div>
  )
}
