import { highlight } from './highlight'

/** `text` with the searched words in <mark> (shown as highlighted text, read as plain text). */
export function Highlighted({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {highlight(text, words).map((piece, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, never reordered
        piece.match ? <mark key={index}>{piece.text}</mark> : piece.text,
      )}
    </>
  )
}
