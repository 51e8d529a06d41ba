import { inquiryKindOptions, inquiryStatusOptions } from '@/inquiries/collection/options'
import { formatDateTime } from '@/lib/format'
import { memberActionOptions } from '../MemberActions'

export { ADMIN_MEMBERS_PATH } from './paths'

const providers: Record<string, string> = {
  credential: '이메일·비밀번호',
  kakao: '카카오',
  naver: '네이버',
  google: '구글',
  apple: '애플',
}

export const providerLabel = (providerId: string) => providers[providerId] ?? providerId

const labelOf = (options: readonly { value: string; label: unknown }[], value: string) => {
  const label = options.find((option) => option.value === value)?.label
  return typeof label === 'string' ? label : value
}

export const inquiryKindLabel = (kind: string) => labelOf(inquiryKindOptions, kind)
export const inquiryStatusLabel = (status: string) => labelOf(inquiryStatusOptions, status)
export const memberActionLabel = (action: string) => labelOf(memberActionOptions, action)

/** Seoul date and time, or a dash. */
export const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—')
