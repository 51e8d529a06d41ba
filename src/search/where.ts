import type { Where } from 'payload'
import { publishedNow } from '@/community/scheduling'

/** LIKE's own wildcards typed by a visitor are searched as characters. */
const literal = (word: string) => word.replace(/[\\%_]/g, '\\$&')

/** Every word somewhere in one of `fields` (Payload's `contains`: ILIKE '%word%' in Postgres). */
export const everyWord = (words: string[], fields: string[]): Where[] =>
  words.map((word) => ({ or: fields.map((field) => ({ [field]: { contains: literal(word) } })) }))

/** The posts a search shows: published now, public (or also members-only for a member), every word found. */
export const postsWhere = (words: string[], member: boolean): Where => ({
  and: [
    publishedNow(),
    { audience: member ? { in: ['public', 'members'] } : { equals: 'public' } },
    ...everyWord(words, ['title', 'summary', 'searchText']),
  ],
})
