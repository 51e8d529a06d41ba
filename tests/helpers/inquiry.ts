import { randomUUID } from 'node:crypto'
import { pdfBlob } from './files'

/** A valid general inquiry as the contact page's form posts it (fields may be overridden). */
export function generalInquiryForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries({
    name: '이도윤',
    phone: '010-3333-4444',
    email: `inquiry.${randomUUID()}@example.com`,
    message: '문의가 저장되고 메일이 전달되는지 확인합니다.',
    contactMethods: 'email',
    privacyConsent: 'true',
    topic: 'other',
    idempotencyKey: randomUUID(),
    // A form filled in 10 seconds ago: quicker than a person types counts as a bot.
    startedAt: String(Date.now() - 10_000),
    ...fields,
  }))
    form.set(key, value)
  return form
}

export function sendGeneralInquiry(
  siteUrl: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return fetch(`${siteUrl}/api/contact/general`, { method: 'POST', body: generalInquiryForm(fields), headers })
}

/** A valid investment inquiry with its pitch deck (a small real PDF, see pdfBlob), as the contact page posts it. */
export function investInquiryForm(fields: Record<string, string> = {}): FormData {
  const form = generalInquiryForm({
    name: '김하늘',
    phone: '01023456789',
    message: '사업소개서를 첨부한 투자 문의입니다.',
    companyName: '맛있는연구소',
    investmentStage: 'seed',
    amountSought: '50000',
    website: '',
    ...fields,
  })
  form.delete('topic')
  form.set('pitchDeck', pdfBlob(), '사업소개서.pdf')
  return form
}
