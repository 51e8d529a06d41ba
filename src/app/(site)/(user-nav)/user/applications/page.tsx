import type { Metadata } from 'next'
import Link from 'next/link'
import { requireSession } from '@/auth/session'
import { inquiryKindOptions, inquiryStatusOptions } from '@/inquiries/collection/options'
import { myInquiries } from '@/inquiries/mine'
import { labelOf } from '@/inquiries/schema'
import { formatDate, isoDateInSeoul } from '@/lib/format'

// Reads the member's session: rendered per request, never prerendered or cached.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '내 신청 현황', robots: { index: false } }

export default async function MyApplicationsPage() {
  const session = await requireSession()
  const inquiries = await myInquiries(session.user)
  return (
    <div className="container contact-page">
      <h1>내 신청 현황</h1>
      {inquiries.length === 0 ? (
        <p>
          아직 보낸 문의가 없습니다. <Link href="/contact/general">문의하기</Link>에서 궁금한 점을 보내 주세요.
        </p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">보낸 문의 목록, 최근 순</caption>
          <thead>
            <tr>
              <th scope="col">접수 번호</th>
              <th scope="col">종류</th>
              <th scope="col">접수일</th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {inquiries.map((inquiry) => (
              <tr key={inquiry.referenceNumber}>
                <th scope="row">
                  <Link href={`/user/applications/${inquiry.referenceNumber}`}>{inquiry.referenceNumber}</Link>
                </th>
                <td>{labelOf(inquiryKindOptions, inquiry.kind)}</td>
                <td>
                  <time dateTime={isoDateInSeoul(inquiry.createdAt)}>{formatDate(inquiry.createdAt)}</time>
                </td>
                <td>{labelOf(inquiryStatusOptions, inquiry.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
