import '@/components/forms/forms.css'
import type { Metadata } from 'next'
import Link from 'next/link'
import { isInquiryKind, kindInfo } from '@/inquiries/schema'

// Shows the number from the address: rendered per request (no database involved).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: '문의 접수 완료', robots: { index: false } }

type Props = { searchParams: Promise<{ ref?: string; kind?: string }> }

const REFERENCE = /^Q\d{6}-[A-Z2-9]{5}$/

/** Where a sent form lands: the reference number to quote, and what happens next. */
export default async function ContactCompletePage({ searchParams }: Props) {
  const { ref, kind } = await searchParams
  const reference = ref && REFERENCE.test(ref) ? ref : undefined
  const title = kind && isInquiryKind(kind) ? kindInfo[kind].title : '문의'
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
