import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * The text of a post's rich-text body, kept beside it so the site search can match it with one
 * ILIKE (Postgres cannot search inside Lexical's JSON). Written on every save, drafts included,
 * never typed by staff.
 */
export const searchTextField: Field = {
  name: 'searchText',
  type: 'textarea',
  label: '검색용 본문 텍스트',
  admin: { hidden: true },
}

/** The body's text, runs of white space folded into one space. */
export function plainTextOf(body: unknown): string {
  if (!body || typeof body !== 'object' || !('root' in body)) return ''
  return convertLexicalToPlaintext({ data: body as SerializedEditorState })
    .replace(/\s+/g, ' ')
    .trim()
}

/** Keeps `searchText` in step with `body`; an update that leaves the body alone keeps the stored text. */
export const keepSearchText: CollectionBeforeChangeHook = ({ data }) => {
  if (data && 'body' in data) data.searchText = plainTextOf(data.body)
  return data
}
