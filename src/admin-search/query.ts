/**
 * The admin search's query (`/admin/search?q=…`) and what it asks of each collection, as Payload
 * `where` conditions: the same conditions make the group's results and its "더 보기" link to the
 * collection's list, so the list shows exactly what the group counted.
 */
import type { Where } from 'payload'
import { textField } from '@/forms/fields'
import { wordsOf } from '@/search/highlight'
import { foldVariants } from '@/search/search-key'
import { everyWord } from '@/search/where'
import { QUERY_MAX } from './paths'

export { ADMIN_SEARCH_PATH, QUERY_MAX } from './paths'

/** Each word is an ILIKE over the search key: a few are plenty. */
export const WORDS_MAX = 5
/** Results shown per kind; the rest are behind "더 보기". */
export const PER_GROUP = 5

const querySchema = textField('검색어', 1, QUERY_MAX).refine(
  (value) => wordsOf(value).length <= WORDS_MAX,
  `검색어는 ${WORDS_MAX}개 낱말까지 입력할 수 있습니다.`,
)

/** The typed query (first value), cleaned like every typed text; none when blank, or why it is refused. */
export function parseAdminSearch(params: Record<string, string | string[] | undefined>): {
  q?: string
  error?: string
} {
  const raw = Array.isArray(params.q) ? params.q[0] : params.q
  if (raw === undefined || raw.trim() === '') return {}
  const parsed = querySchema.safeParse(raw)
  return parsed.success ? { q: parsed.data } : { q: raw.slice(0, QUERY_MAX), error: parsed.error.issues[0]?.message }
}

/**
 * Posts and pages: every word somewhere in the site search's key (title, summary or hero, body
 * text; spacing and common misspellings aside, initials too: src/search/search-key.ts).
 */
export const contentWhere = (q: string): Where => ({ and: everyWord(wordsOf(q).map(foldVariants)) })

/** Media: every word in the file name, or every word in the 대체 텍스트 (Payload's `like`). */
export const mediaWhere = (q: string): Where => ({ or: [{ filename: { like: q } }, { alt: { like: q } }] })

/** Reusable blocks: every word in the name. */
export const reusableBlockWhere = (q: string): Where => ({ name: { like: q } })

/** "#12" or "12": an inquiry's number (its id). */
export const inquiryNumber = (q: string): number | undefined => {
  const match = /^#?\s*(\d{1,9})$/.exec(q)
  return match ? Number(match[1]) : undefined
}

/** Inquiries: by number (#12), by 접수 번호 (Q261125-ABCDE, or a part of it), or by the sender's name. */
export const inquiryWhere = (q: string): Where => {
  const number = inquiryNumber(q)
  return {
    or: [
      ...(number === undefined ? [] : [{ id: { equals: number } }]),
      { referenceNumber: { like: q } },
      { name: { like: q } },
    ],
  }
}

/** A `where` as the admin's list reads it from its address (qs brackets: where[or][0][name][like]=…). */
export function whereParams(where: Where, prefix = 'where', out = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(where)) {
    const name = `${prefix}[${key}]`
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) whereParams(item as Where, `${name}[${index}]`, out)
    } else if (value !== null && typeof value === 'object') whereParams(value as Where, name, out)
    else if (value !== undefined) out.append(name, String(value))
  }
  return out
}

/** The collection's admin list, filtered by `where`. */
export const listHref = (collection: string, where: Where) =>
  `/admin/collections/${collection}?${whereParams(where).toString()}`
