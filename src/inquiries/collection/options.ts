import { type InquiryKind, kindInfo } from '@/inquiries/schema'

export const inquiryStatusOptions = [
  { value: 'new', label: '새 문의' },
  { value: 'in-review', label: '검토 중' },
  { value: 'answered', label: '답변 완료' },
  { value: 'closed', label: '종료' },
]

export const inquiryKindOptions = (Object.keys(kindInfo) as InquiryKind[]).map((value) => ({
  value,
  label: kindInfo[value].short,
}))

/** How the submitter was told of a change (see notify.ts). */
export const notificationChannelOptions = [
  { value: 'email', label: '이메일' },
  { value: 'sms', label: '문자 메시지' },
  { value: 'phone', label: '전화' },
]

export const notificationOutcomeOptions = [
  { value: 'queued', label: '보냄(메일 대기열)' },
  { value: 'not-sent', label: '보내지 못함: 담당자가 직접 연락' },
]
