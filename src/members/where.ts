/** The members list's search and filters as better-auth adapter conditions (SQL WHERE, run in the database). */
import type { Where } from 'better-auth'
import { type MemberListQuery, storedPhone } from './schema'

/** LIKE patterns take the text literally (Postgres' default escape character is the backslash). */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The start of a Seoul day as an instant; `days` later for an exclusive end. */
const seoulDay = (date: string, days = 0) => new Date(Date.parse(`${date}T00:00:00+09:00`) + days * 86_400_000)

export function memberWhere(query: MemberListQuery): Where[] {
  const where: Where[] = []
  if (query.verified) where.push({ field: 'emailVerified', value: query.verified === 'yes' })
  if (query.marketing) {
    where.push({ field: 'marketingAgreedAt', operator: query.marketing === 'yes' ? 'ne' : 'eq', value: null })
  }
  if (query.from) where.push({ field: 'createdAt', operator: 'gte', value: seoulDay(query.from) })
  if (query.to) where.push({ field: 'createdAt', operator: 'lt', value: seoulDay(query.to, 1) })
  if (query.q) {
    // Name, e-mail or phone contain the text (case aside); a whole mobile number also in its stored form.
    const text = literal(query.q)
    for (const field of ['name', 'email', 'phone']) {
      where.push({ field, operator: 'contains', value: text, mode: 'insensitive', connector: 'OR' })
    }
    const phone = storedPhone(query.q)
    if (phone && phone !== query.q) where.push({ field: 'phone', value: phone, connector: 'OR' })
  }
  return where
}
