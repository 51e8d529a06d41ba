import { describe, expect, it } from 'vitest'
import { changedBlockCount, diffLegalTexts } from '@/legal/diff'
import {
  announcedVersions,
  consentAfterAgreeing,
  consentOwed,
  earliestEffectiveDay,
  type LegalVersionFacts,
  legalPaths,
  noticeDaysOf,
  noticeStartOf,
  versionInEffect,
} from '@/legal/versions'
import { h2, paragraph, richText } from '@/seed/lexical'

/** Seoul midnight of a day, as Payload stores the 시행일. */
const seoul = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString()
const at = (moment: string) => new Date(moment)

const versions: LegalVersionFacts[] = [
  { document: 'terms', effectiveDate: seoul('2026-03-01') },
  { document: 'terms', effectiveDate: seoul('2026-12-29'), requiresConsent: true, adverse: true },
  { document: 'privacy', effectiveDate: seoul('2026-09-01') },
]

describe('the ledger of legal texts', () => {
  it('puts a version in effect at 00:00 Seoul of its 시행일, not a moment before', () => {
    expect(versionInEffect(versions, 'terms', at('2026-12-28T23:59:59+09:00'))?.effectiveDate).toBe(seoul('2026-03-01'))
    expect(versionInEffect(versions, 'terms', at('2026-12-29T00:00:00+09:00'))?.effectiveDate).toBe(seoul('2026-12-29'))
    expect(versionInEffect(versions, 'privacy', at('2026-08-31T12:00:00+09:00'))).toBeUndefined()
  })

  it('gives 7 days of notice, at least 30 for an unfavourable change, more when staff ask', () => {
    expect(noticeDaysOf({})).toBe(7)
    expect(noticeDaysOf({ noticeDays: 3 })).toBe(7)
    expect(noticeDaysOf({ adverse: true, noticeDays: 7 })).toBe(30)
    expect(noticeDaysOf({ noticeDays: 14 })).toBe(14)
    expect(noticeStartOf({ effectiveDate: seoul('2026-12-29'), adverse: true }).toISOString()).toBe(seoul('2026-11-29'))
  })

  it('announces a change from its notice start until its 시행일', () => {
    expect(announcedVersions(versions, at('2026-11-28T23:59:00+09:00'))).toHaveLength(0)
    expect(announcedVersions(versions, at('2026-11-29T00:00:00+09:00')).map((v) => v.effectiveDate)).toEqual([
      seoul('2026-12-29'),
    ])
    expect(announcedVersions(versions, at('2026-12-29T00:00:00+09:00'))).toHaveLength(0)
  })

  it('lets a new version start its notice the next Seoul day at the soonest', () => {
    expect(earliestEffectiveDay({}, at('2026-11-29T23:30:00+09:00'))).toBe('2026-12-07')
    expect(earliestEffectiveDay({ adverse: true }, at('2026-11-29T10:00:00+09:00'))).toBe('2026-12-30')
  })

  it('asks a member to agree again only after a version asking for it took effect, and only once', () => {
    const agreedAtSignUp = 'terms=2026-03-01;privacy=2026-09-01'
    expect(consentOwed(agreedAtSignUp, versions, at('2026-12-28T12:00:00+09:00'))).toHaveLength(0)
    const owed = consentOwed(agreedAtSignUp, versions, at('2026-12-29T09:00:00+09:00'))
    expect(owed.map((version) => version.document)).toEqual(['terms'])
    const agreed = consentAfterAgreeing(agreedAtSignUp, owed)
    expect(agreed).toBe('terms=2026-12-29;privacy=2026-09-01')
    expect(consentOwed(agreed, versions, at('2027-01-05T09:00:00+09:00'))).toHaveLength(0)
    // Nothing known of the member's agreement: asked.
    expect(consentOwed(null, versions, at('2027-01-05T09:00:00+09:00')).map((v) => v.document)).toEqual(['terms'])
  })

  it("lists every public address: the document, each version's page and the comparison", () => {
    expect(legalPaths(versions, at('2026-12-01T00:00:00+09:00')).sort()).toEqual([
      '/legal/privacy',
      '/legal/privacy/2026-09-01',
      '/legal/privacy/compare',
      '/legal/terms',
      '/legal/terms/2026-03-01',
      '/legal/terms/2026-12-29',
      '/legal/terms/compare',
    ])
  })
})

describe('comparing two versions', () => {
  it('marks kept, rewritten, added and removed blocks, and the words that changed', () => {
    const from = richText(h2('제1조 (목적)'), paragraph('회원은 언제든 탈퇴할 수 있습니다.'), paragraph('없어질 문단'))
    const to = richText(h2('제1조 (목적)'), paragraph('회원은 내 정보에서 언제든 탈퇴할 수 있습니다.'))
    const blocks = diffLegalTexts(from, to)
    expect(blocks[0]).toEqual({ kind: 'same', text: '제1조 (목적)' })
    expect(blocks[1]?.kind).toBe('changed')
    const added = blocks[1]?.kind === 'changed' ? blocks[1].parts.filter((part) => part.added) : []
    expect(added.map((part) => part.value.trim())).toEqual(['내 정보에서'])
    expect(blocks[2]).toEqual({ kind: 'removed', text: '없어질 문단' })
    expect(changedBlockCount(blocks)).toBe(2)
    expect(changedBlockCount(diffLegalTexts(from, from))).toBe(0)
  })
})
