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
