/**
 * Calendar days in Seoul as `YYYY-MM-DD` strings, and the instants they begin at. Korea keeps no
 * daylight saving time, so a Seoul day is always UTC+9.
 */

const DAY_MS = 86_400_000
const SEOUL_OFFSET_MS = 9 * 3_600_000

/** The Seoul calendar day of an instant. */
export function seoulDay(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10)
}

/** The hour of the day in Seoul (0–23) of an instant. */
export const seoulHour = (instant: Date) => new Date(instant.getTime() + SEOUL_OFFSET_MS).getUTCHours()

/** 00:00 in Seoul of a day, as an instant. */
export function startOfSeoulDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SEOUL_OFFSET_MS)
}

/** The day `days` after (or before) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()
