/**
 * Pieces of a result's text for highlighting: the words searched are marked wherever they
 * occur, case-insensitively, and a long text is cut to a window around the first match.
 */
export type Piece = { text: string; match: boolean }

/** The query's words (what every result must contain): split at white space, repeats dropped, longest first. */
export function wordsOf(query: string): string[] {
  return [...new Set(query.split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length)
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `text` split into marked and unmarked pieces. */
export function highlight(text: string, words: string[]): Piece[] {
  if (words.length === 0) return [{ text, match: false }]
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu')
  // With one capturing group, split puts every match at an odd index.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((piece) => piece.text !== '')
}

/**
 * About `length` characters of `text` around the first match of any word (from its start when
 * none matches), with an ellipsis where it was cut.
 */
export function excerpt(text: string, words: string[], length = 120): string {
  if (text.length <= length) return text
  const lower = text.toLowerCase()
  const positions = words.map((word) => lower.indexOf(word.toLowerCase())).filter((at) => at >= 0)
  const first = positions.length ? Math.min(...positions) : 0
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), text.length - length))
  const end = Math.min(text.length, start + length)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}
