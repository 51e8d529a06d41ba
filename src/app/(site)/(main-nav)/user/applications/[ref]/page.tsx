import '@/components/forms/forms.css'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { requireSession } from '@/auth/session'
import { inquiryKindOptions, inquiryStatusOptions } from '@/collections/Inquiries/options'
import { myInquiry } from '@/inquiries/mine'
import {
  applicantGroupOptions,
  businessStageOptions,
  contactMethodOptions,
  investmentStageOptions,
  labelOf,
  programmeOptions,
  scheduleOptions,
  topicOptions,
} from '@/inquiries/schema'
import { formatDateTime } from '@/lib/format'

export const metadata: Metadata = { title: '신청 내용', robots: { index: false } }

type Props = { params: Promise<{ ref: string }> }

export default async function MyApplicationPage({ params }: Props) {
  const { ref } = await params
  const session = await requireSession()
  const inquiry = await myInquiry(session.user.id, ref)
  if (!inquiry) notFound()
  const rows: [string, string | null | undefined][] = [
    ['종류', labelOf(inquiryKindOptions, inquiry.kind)],
    ['상태', labelOf(inquiryStatusOptions, inquiry.status)],
    ['접수 시각', formatDateTime(inquiry.createdAt)],
    ['이름', inquiry.name],
    ['휴대전화', inquiry.phone],
    ['이메일', inquiry.email],
    ['관심 교육 과정', inquiry.programme && labelOf(programmeOptions, inquiry.programme)],
    ['희망 일정', inquiry.schedule && labelOf(scheduleOptions, inquiry.schedule)],
    ['지원 대상', inquiry.applicantGroup && labelOf(applicantGroupOptions, inquiry.applicantGroup)],
    ['창업 희망 지역', inquiry.region],
    ['창업 단계', inquiry.businessStage && labelOf(businessStageOptions, inquiry.businessStage)],
    ['회사 이름', inquiry.companyName],
    ['투자 단계', inquiry.investmentStage && labelOf(investmentStageOptions, inquiry.investmentStage)],
    ['희망 투자 금액', inquiry.amountSought ? `${inquiry.amountSought.toLocaleString('ko-KR')}만원` : null],
    ['사업 소개서', inquiry.pitchDeck ? '첨부함' : null],
    ['문의 주제', inquiry.topic && labelOf(topicOptions, inquiry.topic)],
    [
      '연락 방법',
      (inquiry.contactMethods ?? []).map((method) => labelOf(contactMethodOptions, method)).join(', ') +
        (inquiry.textOnly ? ' (문자·이메일로만)' : ''),
    ],
    ['수어 통역', inquiry.interpreter ? '요청함' : null],
  ]
  return (
    <div className="container contact-page">
      <p>
        <Link href="/user/applications">← 내 신청 현황</Link>
      </p>
      <h1>신청 내용 {inquiry.referenceNumber}</h1>
      <dl className="detail-list">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h2>문의 내용</h2>
      <p className="prewrap">{inquiry.message}</p>
    </div>
  )
}
