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

/**
 * Payload's plain text sets paragraphs, headings and lists apart but runs a quote into the text
 * before it ("절차 정비" + "멘토가 …" read "절차 정비멘토가 …" in a search snippet).
 */
const SEPARATED_BLOCKS: NonNullable<Parameters<typeof convertLexicalToPlaintext>[0]['converters']> = {
  quote: ({ node, nodesToPlaintext }) => `\n\n${nodesToPlaintext({ nodes: node.children }).join('')}\n\n`,
}

/** The body's text as its blocks (paragraphs, headings, list items), each on its own, for comparing versions. */
export function textBlocksOf(body: unknown): string[] {
  if (!body || typeof body !== 'object' || !('root' in body)) return []
  return convertLexicalToPlaintext({ data: body as SerializedEditorState, converters: SEPARATED_BLOCKS })
    .split(/\n+/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** The body's text, runs of white space folded into one space. */
export function plainTextOf(body: unknown): string {
  if (!body || typeof body !== 'object' || !('root' in body)) return ''
  return convertLexicalToPlaintext({ data: body as SerializedEditorState, converters: SEPARATED_BLOCKS })
    .replace(/\s+/g, ' ')
    .trim()
}

/** Keeps `searchText` in step with `body`; an update that leaves the body alone keeps the stored text. */
export const keepSearchText: CollectionBeforeChangeHook = ({ data }) => {
  if (data && 'body' in data) data.searchText = plainTextOf(data.body)
  return data
}
