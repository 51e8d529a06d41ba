/** Dates as Korean readers expect them, always in Asia/Seoul whatever the server's zone. */
const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** 2026. 11. 22. → "2026.11.22" */
export function formatDate(value: string | Date): string {
  const parts = Object.fromEntries(dateFormat.formatToParts(new Date(value)).map((part) => [part.type, part.value]))
  return `${parts.year}.${parts.month}.${parts.day}`
}

/** A calendar day already counted in Seoul, "2026-10-31" → "2026.10.31". */
export const formatIsoDay = (day: string): string => day.replaceAll('-', '.')

/** The date part in Asia/Seoul as an ISO date, for <time dateTime>. */
export function isoDateInSeoul(value: string | Date): string {
  return formatDate(value).replaceAll('.', '-')
}

const timeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "2026.11.22 14:05" in Asia/Seoul. */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} ${timeFormat.format(new Date(value))}`
}
