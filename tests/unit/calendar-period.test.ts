import { describe, expect, it } from 'vitest'
import { calendarPeriod } from '@/content-calendar/period'
import { seoulDay } from '@/lib/seoul-days'

describe('the content calendar periods, in Seoul', () => {
  it('shows a month as its weeks from Sunday, and moves by months', () => {
    const november = calendarPeriod({ month: '2026-11' })
    expect(november.title).toBe('2026년 11월')
    // 2026-11-01 is a Sunday; 30 November a Monday: five weeks, to Saturday 5 December.
    expect(november.weeks).toHaveLength(5)
    expect(november.weeks[0]?.[0]).toBe('2026-11-01')
    expect(november.weeks.at(-1)?.[6]).toBe('2026-12-05')
    expect(november.from.toISOString()).toBe('2026-10-31T15:00:00.000Z')
    expect(november.to.toISOString()).toBe('2026-12-05T15:00:00.000Z')
    expect([november.previous, november.next]).toEqual(['?month=2026-10', '?month=2026-12'])
    expect(calendarPeriod({ month: '2027-01' }).previous).toBe('?month=2026-12')
  })

  it('shows a week from its Sunday', () => {
    const week = calendarPeriod({ week: '2026-12-02' })
    expect(week.view).toBe('week')
    expect(week.weeks).toEqual([
      ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'],
    ])
    expect(week.title).toBe('2026년 11월 29일 ~ 12월 5일')
    expect([week.previous, week.next]).toEqual(['?week=2026-11-22', '?week=2026-12-06'])
  })

  it('takes this month for anything else, and counts days in Seoul', () => {
    expect(calendarPeriod({ month: '2026-13' }, '2026-11-29').month).toBe('2026-11')
    expect(calendarPeriod({ week: 'x' }, '2026-11-29').view).toBe('month')
    // 23:30 UTC is 08:30 the next morning in Seoul.
    expect(seoulDay(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29')
  })
})
