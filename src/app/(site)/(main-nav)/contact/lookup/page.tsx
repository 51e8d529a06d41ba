import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import Link from 'next/link'
import { InquiryDetail } from '@/inquiries/InquiryDetail'
import { EndLookupForm, LookupForm } from '@/inquiries/LookupForm'
import { inquiryIdOfCookie, LOOKUP_COOKIE } from '@/inquiries/lookup'
import { inquiryForGuest } from '@/inquiries/mine'

// Per visitor (its cookie): rendered per request, never at build time.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: '비회원 문의 조회', robots: { index: false } }

type Props = { searchParams: Promise<{ ended?: string }> }

/**
 * 비회원 문의 조회: the form, or, after a matching lookup on this device (a signed cookie, 30
 * minutes), the inquiry itself with its answers.
 */
export default async function InquiryLookupPage({ searchParams }: Props) {
  const id = inquiryIdOfCookie((await cookies()).get(LOOKUP_COOKIE)?.value)
  const inquiry = id ? await inquiryForGuest(id) : undefined
  if (inquiry) {
    return (
      <div className="container contact-page">
        <h1>{`문의 내용 ${inquiry.referenceNumber}`}</h1>
        <p>이 기기에서 30분 동안 다시 조회하지 않고 볼 수 있습니다. 함께 쓰는 기기라면 조회를 끝내 주세요.</p>
        <InquiryDetail inquiry={inquiry} />
        <EndLookupForm />
      </div>
    )
  }
  const { ended } = await searchParams
  return (
    <div className="container contact-page">
      <h1>비회원 문의 조회</h1>
      {ended ? <p role="status">조회를 끝냈습니다. 이 기기에는 문의 내용이 남지 않습니다.</p> : null}
      <p>
        로그인하지 않고 보낸 문의의 처리 상태와 답변을 볼 수 있습니다. 회원이시라면{' '}
        <Link href="/user/applications">내 신청 현황</Link>에서 인증한 이메일로 보낸 문의를 모두 볼 수 있습니다.
      </p>
      <LookupForm />
    </div>
  )
}
