import { textField } from '@/forms/fields'
import { z } from '@/lib/zod'

/** Longest query accepted, and most words (each one is an ILIKE over three columns). */
export const QUERY_MAX = 50
export const WORDS_MAX = 5
/** Deepest result page: past it a narrower query serves better than paging on. */
export const PAGE_MAX = 100

/** `/search?q=…&page=…`, cleaned like every typed text (NFC, no hidden characters). */
export const searchParamsSchema = z.object({
  q: textField('검색어', 1, QUERY_MAX, { tooLong: `검색어는 ${QUERY_MAX}자까지 입력할 수 있습니다.` }).refine(
    (value) => value.split(/\s+/).filter(Boolean).length <= WORDS_MAX,
    `검색어는 ${WORDS_MAX}개 낱말까지 입력할 수 있습니다.`,
  ),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).catch(1),
})
