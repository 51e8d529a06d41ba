/**
 * The ledger's rules, as pure functions of the versions and a moment: which version of a legal
 * text is in effect, which change is being announced, from when a change must be announced, and
 * which texts a member must agree to again. The site, the notice mail, sign-in and the tests all
 * ask these, so "in effect" means one thing everywhere.
 *
 * A version is known by its document and its 시행일, a Seoul calendar day (`2026-12-29`): the
 * address of its page, and what a member's consent records (src/auth/consent-version.ts).
 */
import { addDays, seoulDay, startOfSeoulDay } from '@/lib/seoul-days'
import type { LegalDocument } from './documents'

/** Notice before a change takes effect (공정거래위원회 전자상거래 표준약관 제3조; 개인정보 보호법 시행령 제31조). */
export const NOTICE_DAYS = 7
/** Notice before a change that is unfavourable to members. */
export const ADVERSE_NOTICE_DAYS = 30

export interface LegalVersionFacts {
  document: LegalDocument
  /** Seoul midnight of the 시행일, as Payload stores a day. */
  effectiveDate: string
  noticeDays?: number | null
  adverse?: boolean | null
  requiresConsent?: boolean | null
}

/** The version's 시행일 as a Seoul calendar day: its address and its name in a consent. */
export const effectiveDay = (version: { effectiveDate: string }) => seoulDay(new Date(version.effectiveDate))

/** Days of notice the version gets: what staff set, at least 7, and at least 30 for an unfavourable change. */
export function noticeDaysOf(version: Pick<LegalVersionFacts, 'noticeDays' | 'adverse'>): number {
  const floor = version.adverse ? ADVERSE_NOTICE_DAYS : NOTICE_DAYS
  return Math.max(floor, Math.trunc(version.noticeDays ?? NOTICE_DAYS))
}

/** 00:00 in Seoul of the first day of notice: the 시행일 less the notice days. */
export function noticeStartOf(version: Pick<LegalVersionFacts, 'effectiveDate' | 'noticeDays' | 'adverse'>): Date {
  return startOfSeoulDay(addDays(effectiveDay(version), -noticeDaysOf(version)))
}

/**
 * The earliest 시행일 a new version may have when saved at `now`: its notice can begin at the next
 * Seoul midnight at the soonest, so that what is announced was never shown half-written.
 */
export function earliestEffectiveDay(version: Pick<LegalVersionFacts, 'noticeDays' | 'adverse'>, now: Date): string {
  return addDays(seoulDay(now), 1 + noticeDaysOf(version))
}

const at = (value: string) => new Date(value).getTime()

/** The version of `document` in effect at `now`: the latest whose 시행일 has begun. */
export function versionInEffect<V extends LegalVersionFacts>(versions: V[], document: LegalDocument, now: Date) {
  return versions
    .filter((version) => version.document === document && at(version.effectiveDate) <= now.getTime())
    .sort((a, b) => at(b.effectiveDate) - at(a.effectiveDate))[0]
}

/** Versions whose notice has begun and whose 시행일 has not: what the site's notice bar announces. */
export function announcedVersions<V extends LegalVersionFacts>(versions: V[], now: Date): V[] {
  return versions
    .filter((version) => noticeStartOf(version).getTime() <= now.getTime() && at(version.effectiveDate) > now.getTime())
    .sort((a, b) => at(a.effectiveDate) - at(b.effectiveDate))
}

/** Public versions of a document, newest 시행일 first: in effect, earlier, and announced ones. */
export function publicVersions<V extends LegalVersionFacts>(versions: V[], document: LegalDocument, now: Date): V[] {
  return versions
    .filter((version) => version.document === document && noticeStartOf(version).getTime() <= now.getTime())
    .sort((a, b) => at(b.effectiveDate) - at(a.effectiveDate))
}

/** The days a member agreed to, read from their account's consent record (`terms=2026-03-01;privacy=…`). */
export function agreedDays(consentVersion: string | null | undefined): Partial<Record<LegalDocument, string>> {
  const days: Partial<Record<LegalDocument, string>> = {}
  for (const part of (consentVersion ?? '').split(';')) {
    const [key, value] = part.split('=')
    if ((key === 'terms' || key === 'privacy') && value && /^\d{4}-\d{2}-\d{2}$/.test(value)) days[key] = value
  }
  return days
}

/**
 * The versions in effect a member must agree to before going on: for each document, the one in
 * effect when a version that asks for consent again took effect after the day the member agreed
 * to (or the member's agreement is unknown). Empty when nothing is owed.
 */
export function consentOwed<V extends LegalVersionFacts>(
  consentVersion: string | null | undefined,
  versions: V[],
  now: Date,
): V[] {
  const agreed = agreedDays(consentVersion)
  const owed: V[] = []
  for (const document of ['terms', 'privacy'] as const) {
    const current = versionInEffect(versions, document, now)
    if (!current) continue
    const day = agreed[document]
    const asksAgain = versions.some(
      (version) =>
        version.document === document &&
        version.requiresConsent &&
        at(version.effectiveDate) <= now.getTime() &&
        (!day || effectiveDay(version) > day),
    )
    if (asksAgain) owed.push(current)
  }
  return owed
}

/** The consent record after a member agreed to `versions`: those documents' days replaced, the others kept. */
export function consentAfterAgreeing(
  consentVersion: string | null | undefined,
  versions: Pick<LegalVersionFacts, 'document' | 'effectiveDate'>[],
): string {
  const days = agreedDays(consentVersion)
  for (const version of versions) days[version.document] = effectiveDay(version)
  return `terms=${days.terms ?? 'unknown'};privacy=${days.privacy ?? 'unknown'}`
}

/** The consent record of someone agreeing now to every text in effect (a sign-up). */
export const consentInEffect = (versions: LegalVersionFacts[], now: Date) =>
  consentAfterAgreeing(
    null,
    (['terms', 'privacy'] as const).flatMap((document) => versionInEffect(versions, document, now) ?? []),
  )

/** Every address the legal texts answer at `now`: each document, its versions' pages and its comparison. */
export function legalPaths(versions: LegalVersionFacts[], now: Date): string[] {
  return (['terms', 'privacy'] as const).flatMap((document) => {
    const shown = publicVersions(versions, document, now)
    if (shown.length === 0) return []
    return [
      `/legal/${document}`,
      `/legal/${document}/compare`,
      ...shown.map((version) => `/legal/${document}/${effectiveDay(version)}`),
    ]
  })
}

/** Whether a later version of the same document has taken the place of this one at `now`. */
export function isSuperseded(version: LegalVersionFacts, versions: LegalVersionFacts[], now: Date): boolean {
  const current = versionInEffect(versions, version.document, now)
  return current !== undefined && at(version.effectiveDate) < at(current.effectiveDate)
}

/** The versions a consent page shows, as its form sends them back: `terms=2026-12-29;privacy=…`. */
export const versionsShown = (versions: Pick<LegalVersionFacts, 'document' | 'effectiveDate'>[]) =>
  versions.map((version) => `${version.document}=${effectiveDay(version)}`).join(';')
