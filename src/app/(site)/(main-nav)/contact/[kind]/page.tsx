import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { InquiryForm } from '@/inquiries/form/InquiryForm'
import { inquiryKinds, isInquiryKind } from '@/inquiries/options'
import { INQUIRY_COLLECTION_NOTICE, kindInfo, SENSITIVE_COLLECTION_NOTICE } from '@/inquiries/texts'
import { pageMetadata } from '@/lib/seo'

// Cached pages, rendered on first request (the layout reads the CMS, which the build cannot):
// the form itself and the member's details run in the browser.
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ kind: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params
  if (!isInquiryKind(kind)) notFound()
  return pageMetadata({ title: kindInfo[kind].title, description: kindInfo[kind].intro, path: `/contact/${kind}` })
}

export default async function ContactPage({ params }: Props) {
  const { kind } = await params
  if (!isInquiryKind(kind)) notFound()
  const info = kindInfo[kind]
  return (
    <div className="container contact-page">
      <nav aria-label="문의 종류" className="tabs">
        {inquiryKinds.map((other) => (
          <Link
            key={other}
            href={`/contact/${other}`}
            className="tab"
            aria-current={other === kind ? 'page' : undefined}
          >
            {kindInfo[other].short}
          </Link>
        ))}
      </nav>
      <h1>{info.title}</h1>
      <p className="lead">{info.intro}</p>
      <p className="lead">
        청각장애가 있으신 분은 문자·이메일 연락과 수어 통역을 골라 주세요. 전화 없이 끝까지 상담할 수 있습니다.
      </p>
      <InquiryForm
        kind={kind}
        notices={{ collection: INQUIRY_COLLECTION_NOTICE, sensitive: SENSITIVE_COLLECTION_NOTICE }}
      />
    </div>
  )
}
