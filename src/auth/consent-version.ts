import { agreedDays } from '@/legal/versions'
import { formatIsoDay } from '@/lib/format'

/**
 * The legal texts' versions a member agreed to, as a person reads them: `이용약관 2026.03.01,
 * 개인정보처리방침 2026.09.01`; null when the record says nothing. The record is kept on the account
 * by the versions' 시행일 (src/legal/versions.ts), at sign-up and at each agreement again.
 */
export function consentVersionText(version: string | null | undefined): string | null {
  const days = agreedDays(version)
  if (!days.terms && !days.privacy) return null
  const day = (value: string | undefined) => (value ? formatIsoDay(value) : '알 수 없음')
  return `이용약관 ${day(days.terms)}, 개인정보처리방침 ${day(days.privacy)}`
}
