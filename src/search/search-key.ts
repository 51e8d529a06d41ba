import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * What the site search compares: a document's words as one compact key, so that a Korean
 * visitor finds what they mean however they spell or space it. Both the stored key and each
 * typed word go through `compactOf`: NFC, lower case, common misspellings folded into the word
 * they mean (프렌차이즈 → 프랜차이즈), white space dropped (식물성패티 finds 식물성 패티). The key
 * ends with the initial consonants (초성) of the title and summary, which a word typed in
 * initials alone (ㅊㅇ) is matched against.
 */

/** Misspellings seen in Korean searches, each with the spelling the site's texts use. */
const VARIANTS: [RegExp, string][] = [
  [/프렌차이즈/g, '프랜차이즈'],
  [/컨텐츠/g, '콘텐츠'],
  [/메세지/g, '메시지'],
  [/비지니스/g, '비즈니스'],
  [/스케쥴/g, '스케줄'],
  [/워크샵/g, '워크숍'],
  [/악세사리|액세사리/g, '액세서리'],
  [/케익/g, '케이크'],
  [/쥬스/g, '주스'],
  [/테크놀러지/g, '테크놀로지'],
]

const INITIAL_CONSONANTS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'
const FIRST_SYLLABLE = 0xac00
const SYLLABLES = 11172
const SYLLABLES_PER_INITIAL = 588

/** Misspellings folded into the spelling the site uses. */
export const foldVariants = (text: string) => VARIANTS.reduce((folded, [from, to]) => folded.replace(from, to), text)

/** The text as the search compares it: NFC, lower case, misspellings folded, no white space. */
export const compactOf = (text: string) => foldVariants(text.normalize('NFC').toLowerCase()).replace(/\s+/g, '')

/** The initial consonant of each Hangul syllable (창업 지원 → ㅊㅇㅈㅇ); other characters are left out. */
export function initialsOf(text: string): string {
  let initials = ''
  for (const character of text.normalize('NFC')) {
    const offset = (character.codePointAt(0) ?? 0) - FIRST_SYLLABLE
    if (offset >= 0 && offset < SYLLABLES) initials += INITIAL_CONSONANTS[Math.floor(offset / SYLLABLES_PER_INITIAL)]
  }
  return initials
}

/** A word typed in initial consonants only (ㅊㅇ). */
export const isInitialsOnly = (word: string) => /^[ㄱ-ㅎ]+$/.test(word)

/** The stored key: every text compacted, then the initials of the short ones (title, summary). */
export const searchKeyOf = (texts: (string | null | undefined)[], short: (string | null | undefined)[]) =>
  `${compactOf(texts.filter(Boolean).join(' '))}\n${initialsOf(short.filter(Boolean).join(''))}`

/** What each typed word is looked for as in the key. */
export const keyWordOf = (word: string) => (isInitialsOnly(word) ? word : compactOf(word))

export const searchKeyField: Field = {
  name: 'searchKey',
  type: 'textarea',
  label: '검색 키',
  admin: { hidden: true, description: '사이트 검색이 비교하는 값입니다. 저장할 때마다 자동으로 만들어집니다.' },
}

type Texts = (doc: Record<string, unknown>) => {
  texts: (string | null | undefined)[]
  short: (string | null | undefined)[]
}

/**
 * Keeps `searchKey` in step with the texts `read` takes from the document as it will be saved
 * (the saved one under this save's changes: an update may send only some fields). Runs after
 * the hooks that derive those texts (a post's body text).
 */
export const keepSearchKey =
  (read: Texts): CollectionBeforeChangeHook =>
  ({ data, originalDoc }) => {
    if (!data) return data
    const { texts, short } = read({ ...(originalDoc ?? {}), ...data })
    data.searchKey = searchKeyOf(texts, short)
    return data
  }
