import { formatIsoDay } from '@/lib/format'

/**
 * The legal texts a member agreed to, stored on the account by their effective dates in Seoul:
 * `terms=2026-03-01;privacy=2026-09-01` (src/auth/instance.ts writes it at sign-up).
 */
export const consentVersion = (terms: string | undefined, privacy: string | undefined) =>
  `terms=${terms ?? 'unknown'};privacy=${privacy ?? 'unknown'}`

/** The stored version as a person reads it: `이용약관 2026.03.01, 개인정보처리방침 2026.09.01`; null when it says nothing. */
export function consentVersionText(version: string | null | undefined): string | null {
  const parts = new Map((version ?? '').split(';').map((part) => part.split('=') as [string, string | undefined]))
  const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatIsoDay(value) : null)
  const terms = day(parts.get('terms'))
  const privacy = day(parts.get('privacy'))
  if (!terms && !privacy) return null
  return `이용약관 ${terms ?? '알 수 없음'}, 개인정보처리방침 ${privacy ?? '알 수 없음'}`
}
