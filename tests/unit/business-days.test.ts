import { describe, expect, it } from 'vitest'
import { answerDueAt, isBusinessDay, overdueCutoff } from '@/admin/overview/business-days'

const seoul = (local: string) => new Date(`${local}+09:00`)

describe('the promised answer time (영업일 기준 2일, Seoul)', () => {
  it('does not count the day of receipt, and ends at midnight of the second business day after', () => {
    // Monday 2026-11-23, early and late: both due at the end of Wednesday.
    expect(answerDueAt(seoul('2026-11-23T00:05:00'))).toEqual(seoul('2026-11-26T00:00:00'))
    expect(answerDueAt(seoul('2026-11-23T23:59:00'))).toEqual(seoul('2026-11-26T00:00:00'))
  })

  it('skips weekends and Korean public holidays', () => {
    // Friday → Tuesday; Saturday → Tuesday.
    expect(answerDueAt(seoul('2026-11-27T15:00:00'))).toEqual(seoul('2026-12-02T00:00:00'))
    expect(answerDueAt(seoul('2026-11-28T10:00:00'))).toEqual(seoul('2026-12-02T00:00:00'))
    // 추석 2026 (Thu 24 – Sat 26 September): received Wednesday 23rd, due at the end of Tuesday 29th.
    expect(isBusinessDay('2026-09-24')).toBe(false)
    expect(answerDueAt(seoul('2026-09-23T11:00:00'))).toEqual(seoul('2026-09-30T00:00:00'))
  })

  it('uses the Seoul day, not the server’s: 23:30 UTC on Sunday is Monday in Seoul', () => {
    expect(answerDueAt(new Date('2026-11-22T23:30:00Z'))).toEqual(seoul('2026-11-26T00:00:00'))
  })

  it('agrees with answerDueAt: an inquiry is overdue exactly when it arrived before the cutoff', () => {
    const nows = ['2026-11-25T09:00:00', '2026-11-30T08:00:00', '2026-09-29T10:00:00', '2026-12-01T23:59:00']
    for (const local of nows) {
      const now = seoul(local)
      const cutoff = overdueCutoff(now)
      for (let hours = 0; hours < 24 * 12; hours += 1) {
        const received = new Date(now.getTime() - hours * 3_600_000)
        expect(answerDueAt(received) <= now, `${local} − ${hours} h`).toBe(received < cutoff)
      }
    }
  })
})
