/**
 * The site promises an answer "영업일 기준 2일 안에" (src/inquiries/mails.ts, src/inquiries/options.ts).
 * How that is counted, in Asia/Seoul:
 * - a business day is a Seoul calendar day from Monday to Friday that is not a public holiday
 *   (관공서의 공휴일에 관한 규정, with substitute and temporary holidays) listed below;
 * - the day of receipt does not count, whatever the hour (an inquiry sent on Monday at 09:00 and
 *   one sent at 23:59 are both due on Wednesday);
 * - the answer is due by the end (24:00 Seoul) of the second business day after the day of receipt.
 * So an inquiry still waiting is overdue exactly when it arrived before the start of the business
 * day that lies two business days before today: one `createdAt < cutoff` condition, which the
 * admin's list can show with the same filter.
 */
import { addDays, seoulDay, startOfSeoulDay, weekdayOf } from '@/lib/seoul-days'

/** Korean public holidays on weekdays or not, 2025–2028 (update once a year, when the government publishes the next). */
export const KOREAN_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2025
  '2025-01-01',
  '2025-01-27',
  '2025-01-28',
  '2025-01-29',
  '2025-01-30',
  '2025-03-01',
  '2025-03-03',
  '2025-05-05',
  '2025-05-06',
  '2025-06-03',
  '2025-06-06',
  '2025-08-15',
  '2025-10-03',
  '2025-10-05',
  '2025-10-06',
  '2025-10-07',
  '2025-10-08',
  '2025-10-09',
  '2025-12-25',
  // 2026
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-03-01',
  '2026-03-02',
  '2026-05-05',
  '2026-05-24',
  '2026-05-25',
  '2026-06-03',
  '2026-06-06',
  '2026-08-15',
  '2026-08-17',
  '2026-09-24',
  '2026-09-25',
  '2026-09-26',
  '2026-10-03',
  '2026-10-05',
  '2026-10-09',
  '2026-12-25',
  // 2027
  '2027-01-01',
  '2027-02-06',
  '2027-02-07',
  '2027-02-08',
  '2027-02-09',
  '2027-03-01',
  '2027-05-05',
  '2027-05-13',
  '2027-06-06',
  '2027-08-15',
  '2027-08-16',
  '2027-09-14',
  '2027-09-15',
  '2027-09-16',
  '2027-10-03',
  '2027-10-04',
  '2027-10-09',
  '2027-10-11',
  '2027-12-25',
  '2027-12-27',
  // 2028
  '2028-01-01',
  '2028-01-26',
  '2028-01-27',
  '2028-01-28',
  '2028-03-01',
  '2028-05-02',
  '2028-05-05',
  '2028-06-06',
  '2028-08-15',
  '2028-10-02',
  '2028-10-03',
  '2028-10-04',
  '2028-10-05',
  '2028-10-09',
  '2028-12-25',
])

/** Business days promised for an answer. */
export const ANSWER_BUSINESS_DAYS = 2

export function isBusinessDay(day: string, holidays: ReadonlySet<string> = KOREAN_HOLIDAYS): boolean {
  const weekday = weekdayOf(day)
  return weekday !== 0 && weekday !== 6 && !holidays.has(day)
}

/** When an answer to an inquiry received at `receivedAt` is due: the end of its 2nd business day after. */
export function answerDueAt(receivedAt: Date, holidays: ReadonlySet<string> = KOREAN_HOLIDAYS): Date {
  let day = seoulDay(receivedAt)
  for (let counted = 0; counted < ANSWER_BUSINESS_DAYS; ) {
    day = addDays(day, 1)
    if (isBusinessDay(day, holidays)) counted += 1
  }
  return startOfSeoulDay(addDays(day, 1))
}

/**
 * Inquiries received before this instant and still unanswered at `now` are overdue: the start of
 * the business day that lies ANSWER_BUSINESS_DAYS business days before today (Seoul).
 */
export function overdueCutoff(now: Date, holidays: ReadonlySet<string> = KOREAN_HOLIDAYS): Date {
  let day = seoulDay(now)
  for (let counted = 0; counted < ANSWER_BUSINESS_DAYS; ) {
    day = addDays(day, -1)
    if (isBusinessDay(day, holidays)) counted += 1
  }
  return startOfSeoulDay(day)
}
