import type { Where } from 'payload'
import { publishedNow } from '@/community/scheduling'
import { keyWordOf } from './search-key'

/** LIKE's own wildcards typed by a visitor are searched as characters. */
const literal = (word: string) => word.replace(/[\\%_]/g, '\\$&')

/**
 * Every word somewhere in the document's search key (src/search/search-key.ts; Payload's
 * `contains`: ILIKE '%word%' in Postgres).
 */
export const everyWord = (words: string[]): Where[] =>
  words.map((word) => ({ searchKey: { contains: literal(keyWordOf(word)) } }))

/** The posts a search shows: published now, public (or also members-only for a member), every word found. */
export const postsWhere = (words: string[], member: boolean): Where => ({
  and: [
    publishedNow(),
    { audience: member ? { in: ['public', 'members'] } : { equals: 'public' } },
    ...everyWord(words),
  ],
})
