/**
 * What changed between two versions of a legal text, block by block (paragraphs, headings, list
 * items) and, inside a changed block, word by word (jsdiff: Korean words are spaced too). The
 * page marks it with <ins> and <del> and says 추가·삭제 in words, never by colour alone.
 */
import { diffArrays, diffWords } from 'diff'
import { textBlocksOf } from '@/search/plain-text'

export type DiffPart = { value: string; added?: boolean; removed?: boolean }
export type DiffBlock =
  | { kind: 'same'; text: string }
  | { kind: 'added'; text: string }
  | { kind: 'removed'; text: string }
  | { kind: 'changed'; parts: DiffPart[] }

/** Below this share of kept text a rewritten block reads better as the old one struck and the new one added. */
const MOSTLY_KEPT = 0.5

/** A rewritten block's word changes; a block rewritten nearly whole is shown as removed and added whole. */
function wordChanges(before: string, after: string): DiffPart[] {
  const parts = diffWords(before, after)
  const kept = parts.filter((part) => !part.added && !part.removed).reduce((sum, part) => sum + part.value.length, 0)
  if (kept / Math.max(before.length, after.length, 1) >= MOSTLY_KEPT) return parts
  return [{ value: before, removed: true }, { value: ' ' }, { value: after, added: true }]
}

/** The blocks of `to` against those of `from`: kept, added, removed, or changed in place. */
export function diffLegalTexts(fromBody: unknown, toBody: unknown): DiffBlock[] {
  const blocks: DiffBlock[] = []
  const changes = diffArrays(textBlocksOf(fromBody), textBlocksOf(toBody))
  for (let index = 0; index < changes.length; index += 1) {
    const change = changes[index]
    if (!change) continue
    if (!change.added && !change.removed) {
      blocks.push(...change.value.map((text) => ({ kind: 'same' as const, text })))
      continue
    }
    const next = changes[index + 1]
    // Blocks removed just where others were added were rewritten: each pair shows its words' changes.
    if (change.removed && next?.added) {
      const pairs = Math.min(change.value.length, next.value.length)
      for (let pair = 0; pair < pairs; pair += 1) {
        blocks.push({ kind: 'changed', parts: wordChanges(change.value[pair] ?? '', next.value[pair] ?? '') })
      }
      blocks.push(...change.value.slice(pairs).map((text) => ({ kind: 'removed' as const, text })))
      blocks.push(...next.value.slice(pairs).map((text) => ({ kind: 'added' as const, text })))
      index += 1
      continue
    }
    blocks.push(
      ...change.value.map((text) => ({ kind: change.added ? ('added' as const) : ('removed' as const), text })),
    )
  }
  return blocks
}

/** How many blocks the change touches. */
export const changedBlockCount = (blocks: DiffBlock[]) => blocks.filter((block) => block.kind !== 'same').length
