import type { Metadata } from 'next'
import Link from 'next/link'
import { inquiryKinds, isInquiryKind, kindInfo } from '@/inquiries/schema'

// Shows the number from the address: rendered per request (no database involved).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: '문의 접수 완료', robots: { index: false } }

type Props = { searchParams: Promise<{ ref?: string; kind?: string }> }

const REFERENCE = /^Q\d{6}-[A-Z2-9]{5}$/

/** Where a sent form lands: the reference number to quote, and what happens next. */
export default async function ContactCompletePage({ searchParams }: Props) {
  const { ref, kind } = await searchParams
  const reference = typeof ref === 'string' && REFERENCE.test(ref) ? ref : undefined
  if (!reference) return <NoSubmission />
  const title = typeof kind === 'string' && isInquiryKind(kind) ? kindInfo[kind].title : '문의'
  return (
    <div className="container contact-page">
      <h1>{title}가 접수되었습니다</h1>
      {reference ? (
        <p className="reference">
          접수 번호 <strong>{reference}</strong>
        </p>
      ) : null}
      <p>
        보내 주신 내용을 담당자가 확인한 뒤, 영업일 기준 2일 안에 골라 주신 방법으로 연락드립니다. 입력하신 이메일로
        접수 확인 메일도 보내 드렸습니다.
      </p>
      <p>
        처리 상태와 답변은 회원이시라면 <Link href="/user/applications">내 신청 현황</Link>에서, 로그인하지 않고
        보내셨다면 <Link href="/contact/lookup">비회원 문의 조회</Link>에서 접수 번호와 이메일(또는 연락처)로 볼 수
        있습니다.
      </p>
      <p>
        <Link href="/" className="button">
          메인으로 가기
        </Link>
      </p>
    </div>
  )
}

/** Opened without a sent form (no reference number, or not one we give): nothing was received. */
function NoSubmission() {
  return (
    <div className="container contact-page">
      <h1>접수된 문의가 없습니다</h1>
      <p>
        이 주소에는 접수 번호가 없어 어떤 문의가 접수되었는지 알 수 없습니다. 문의를 보내셨다면 접수 확인 메일에서 접수
        번호를 확인해 주세요.
      </p>
      <p>아직 보내지 않으셨다면 아래에서 문의 종류를 골라 작성해 주세요.</p>
      <ul className="contact-kind-links" aria-label="문의 종류">
        {inquiryKinds.map((kind) => (
          <li key={kind}>
            <Link href={`/contact/${kind}`}>{kindInfo[kind].title}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/" className="button secondary">
          메인으로 가기
        </Link>
      </p>
    </div>
  )
}
