import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { requireSession } from '@/auth/session'
import { AddMemberNote } from '@/inquiries/AddMemberNote'
import { InquiryDetail } from '@/inquiries/InquiryDetail'
import { myInquiry } from '@/inquiries/mine'

// Reads the member's session: rendered per request, never prerendered or cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '신청 내용', robots: { index: false } }

type Props = { params: Promise<{ ref: string }> }

export default async function MyApplicationPage({ params }: Props) {
  const { ref } = await params
  const session = await requireSession()
  const inquiry = await myInquiry(session.user, ref)
  if (!inquiry) notFound()
  return (
    <div className="container contact-page">
      <p>
        <Link href="/user/applications">← 내 신청 현황</Link>
      </p>
      <h1>신청 내용 {inquiry.referenceNumber}</h1>
      <InquiryDetail
        inquiry={inquiry}
        actions={
          <div className="detail-actions">
            <p>더 알릴 내용이 있으면 담당자에게 메모로 남겨 주세요.</p>
            <AddMemberNote referenceNumber={inquiry.referenceNumber} />
          </div>
        }
      />
    </div>
  )
}
