/**
 * Unicode hygiene for text people type (issue 18 L10). Every boundary that stores or compares
 * typed text (the site's forms through src/forms/fields.ts, better-auth's user records, Payload's
 * documents through src/lib/payload-text.ts) goes through `cleanText`, so that the same
 * name typed on a Mac (decomposed Hangul, NFD) and on a phone (NFC) is stored, found and shown alike.
 */

/** Characters that only hide: zero-width space, word joiner, byte-order mark, soft hyphen. */
const HIDDEN = /[\u200B\u2060\uFEFF\u00AD]/g

/** Direction controls (embeddings, overrides, isolates): they can make text read other than it is stored. */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/

/**
 * What shows nothing on its own: white space, format characters (zero-width joiners, direction
 * marks), combining marks without a base, and the Hangul and Braille fillers.
 */
const SHOWS_NOTHING = /[\p{White_Space}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu

/** NFC (composed Hangul), without the characters that only hide, trimmed. */
export const cleanText = (value: string): string => value.normalize('NFC').replace(HIDDEN, '').trim()

export const hasDirectionControl = (value: string): boolean => DIRECTION_CONTROL.test(value)

/** Whether anything of the text would be seen. */
export const hasVisibleText = (value: string): boolean => value.replace(SHOWS_NOTHING, '').length > 0

/**
 * Every string in a JSON-like value, cleaned (NFC, hidden characters removed) but not trimmed:
 * rich text keeps its spaces between formatted runs. Keys in `skip` are left as they are (passwords).
 */
export function normalizeStrings<T>(value: T, skip: ReadonlySet<string> = new Set()): T {
  if (typeof value === 'string') return value.normalize('NFC').replace(HIDDEN, '') as T
  if (Array.isArray(value)) return value.map((item) => normalizeStrings(item, skip)) as T
  const prototype = typeof value === 'object' && value !== null ? Object.getPrototypeOf(value) : undefined
  if (prototype === Object.prototype || prototype === null) {
    const result: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value as object))
      result[key] = skip.has(key) ? child : normalizeStrings(child, skip)
    return result as T
  }
  return value
}
