/**
 * The content calendar's periods in Seoul (UTC+9 all year, no daylight saving): a month as the
 * weeks that hold it, Sunday first as Korean calendars print them, or one week.
 */

import { addDays, seoulDay, startOfSeoulDay, weekdayOf } from '@/lib/seoul-days'

export const CALENDAR_PATH = '/admin/calendar'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The Sunday that starts the week of `day`. */
const weekStart = (day: string) => addDays(day, -weekdayOf(day))

export interface CalendarPeriod {
  view: 'month' | 'week'
  /** The month shown ('2026-11'), or the month of the week's first day. */
  month: string
  /** The weeks shown, each seven days from Sunday. */
  weeks: string[][]
  from: Date
  to: Date
  previous: string
  next: string
  title: string
}

function weeksFrom(first: string, count: number) {
  return Array.from({ length: count }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(first, w * 7 + d)))
}

/**
 * The period asked for by the address (`?month=2026-11` or `?week=2026-11-29`); anything else is
 * this month. `today` is Seoul's.
 */
export function calendarPeriod(
  query: { month?: unknown; week?: unknown },
  today = seoulDay(new Date()),
): CalendarPeriod {
  const week =
    typeof query.week === 'string' && DAY.test(query.week) && !Number.isNaN(Date.parse(query.week))
      ? query.week
      : undefined
  if (week) {
    const first = weekStart(week)
    const last = addDays(first, 6)
    const [, m1, d1] = first.split('-').map(Number)
    const [, m2, d2] = last.split('-').map(Number)
    return {
      view: 'week',
      month: first.slice(0, 7),
      weeks: weeksFrom(first, 1),
      from: startOfSeoulDay(first),
      to: startOfSeoulDay(addDays(first, 7)),
      previous: `?week=${addDays(first, -7)}`,
      next: `?week=${addDays(first, 7)}`,
      title: `${first.slice(0, 4)}년 ${m1}월 ${d1}일 ~ ${m2}월 ${d2}일`,
    }
  }
  const month = typeof query.month === 'string' && MONTH.test(query.month) ? query.month : today.slice(0, 7)
  const [y, m] = month.split('-').map(Number) as [number, number]
  const firstDay = `${month}-01`
  const nextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7)
  const previousMonth = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7)
  const first = weekStart(firstDay)
  const lastDay = addDays(`${nextMonth}-01`, -1)
  const count = Math.round(
    (startOfSeoulDay(addDays(weekStart(lastDay), 7)).getTime() - startOfSeoulDay(first).getTime()) / (7 * 86_400_000),
  )
  return {
    view: 'month',
    month,
    weeks: weeksFrom(first, count),
    from: startOfSeoulDay(first),
    to: startOfSeoulDay(addDays(first, count * 7)),
    previous: `?month=${previousMonth}`,
    next: `?month=${nextMonth}`,
    title: `${y}년 ${m}월`,
  }
}

export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const
