/**
 * When the marketing digest goes out, as pure functions of staff's settings and a moment: weekly on
 * a weekday or monthly on a day, at an hour in Seoul. Hours are held to 08:00–20:00 and a run that
 * reaches 21:00 stops until 08:00. Company policy: 정보통신망법 제50조 제3항 asks a separate consent for
 * advertising between 21:00 and 08:00 but spares e-mail (시행령 제61조 제3항); members read mail on
 * phones that wake them, and the site asks no night-time consent.
 */
import { addDays, seoulDay, seoulHour, startOfSeoulDay, weekdayOf } from '@/lib/seoul-days'

export interface DigestSettings {
  frequency?: 'off' | 'weekly' | 'monthly' | null
  /** 0 Sunday … 6 Saturday. */
  weekday?: number | null
  dayOfMonth?: number | null
  hour?: number | null
  held?: boolean | null
}

export const FIRST_HOUR = 8
export const NIGHT_FROM = 21
const HOUR_MS = 3_600_000

const hourOf = (settings: DigestSettings) => Math.min(NIGHT_FROM - 1, Math.max(FIRST_HOUR, settings.hour ?? 10))
const at = (day: string, hour: number) => new Date(startOfSeoulDay(day).getTime() + hour * HOUR_MS)

/** Whether an advertising mail may leave at `moment` (08:00 to 20:59 Seoul). */
export const daytimeInSeoul = (moment: Date) => seoulHour(moment) >= FIRST_HOUR && seoulHour(moment) < NIGHT_FROM

function monthDay(day: string, dayOfMonth: number, monthsBack: number) {
  const [year, month] = day.split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(year, month - 1 - monthsBack, 1))
  return `${first.toISOString().slice(0, 8)}${String(dayOfMonth).padStart(2, '0')}`
}

/** The latest moment a digest was due at or before `now`; null when digests are off. */
export function latestDigestMoment(settings: DigestSettings, now: Date): Date | null {
  const hour = hourOf(settings)
  const today = seoulDay(now)
  if (settings.frequency === 'weekly') {
    const weekday = settings.weekday ?? 2
    let day = addDays(today, -((weekdayOf(today) - weekday + 7) % 7))
    if (at(day, hour) > now) day = addDays(day, -7)
    return at(day, hour)
  }
  if (settings.frequency === 'monthly') {
    const dayOfMonth = Math.min(28, Math.max(1, settings.dayOfMonth ?? 1))
    const thisMonth = at(monthDay(today, dayOfMonth, 0), hour)
    return thisMonth <= now ? thisMonth : at(monthDay(today, dayOfMonth, 1), hour)
  }
  return null
}

/** The next moment a digest is due after `now` (what staff see coming); null when digests are off. */
export function nextDigestMoment(settings: DigestSettings, now: Date): Date | null {
  const latest = latestDigestMoment(settings, now)
  if (!latest) return null
  if (settings.frequency === 'weekly') return new Date(latest.getTime() + 7 * 24 * HOUR_MS)
  return at(monthDay(seoulDay(latest), Math.min(28, Math.max(1, settings.dayOfMonth ?? 1)), -1), hourOf(settings))
}

/** The moment one period before `moment`: where the first digest's items begin. */
export function periodBefore(settings: DigestSettings, moment: Date): Date {
  if (settings.frequency === 'monthly') {
    return at(monthDay(seoulDay(moment), Number(seoulDay(moment).slice(8)), 1), seoulHour(moment))
  }
  return new Date(moment.getTime() - 7 * 24 * HOUR_MS)
}

/** A due digest is sent on its own day only: one missed for a whole day waits for the next. */
export const stillItsDay = (moment: Date, now: Date) => seoulDay(moment) === seoulDay(now) && now >= moment
