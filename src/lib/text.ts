/**
 * The one text policy for what people type: every boundary that stores or compares
 * typed text goes through it — the site's forms through src/forms/fields.ts (member names,
 * inquiries), Payload's documents through src/lib/payload-text.ts (every text field staff type),
 * page addresses (src/site-pages/address.ts) and redirect sources (src/redirects/path.ts).
 *
 *  - NFC, so the same name typed on a Mac (decomposed Hangul) and on a phone is stored alike;
 *  - characters that only hide (zero-width space, word joiner, byte-order mark, soft hyphen) are
 *    removed: pasted text carries them, and without them the text reads the same;
 *  - refused: control characters (only tab and line breaks in multi-line text), direction
 *    controls (they make text read other than it is stored), fillers and joiners that show
 *    nothing (the Hangul fillers look like a space or like nothing), and text that shows nothing.
 */

/** Removed: they only hide, and the text reads the same without them. */
const HIDDEN = /[\u200B\u2060\uFEFF\u00AD]/g

/** Direction controls (embeddings, overrides, isolates) and marks. */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/

/** C0 and C1 controls and DEL; a multi-line text keeps tab, line feed and carriage return. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u
const CONTROL_MULTILINE = /[^\P{Cc}\t\n\r]/u

/**
 * Characters that show nothing yet are not space: Hangul fillers (ㅤ U+3164, U+115F, U+1160, the
 * half-width U+FFA0), the zero-width non-joiner, invisible operators, the Mongolian vowel
 * separator. A zero-width joiner is only kept inside an emoji sequence (👩‍💻), where it belongs.
 */
const INVISIBLE = /[\u3164\u115F\u1160\uFFA0\u200C\u180E\u2061-\u2064\uFFF9-\uFFFB]/
const STRAY_JOINER =
  /(?<!\p{Extended_Pictographic}|\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])\u200D|\u200D(?!\p{Extended_Pictographic})/u

/**
 * What shows nothing on its own: white space, format characters (zero-width joiners, direction
 * marks), combining marks without a base, and the Hangul and Braille fillers.
 */
const SHOWS_NOTHING = /[\p{White_Space}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu

/** The particle that fits the word's last syllable: 이름을 / 회사 이름을 / 문의 내용을 … 은/는, 을/를. */
export function josa(word: string, withFinal: string, withoutFinal: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00
  const hasFinal = code >= 0 && code <= 11171 && code % 28 !== 0
  return `${word}${hasFinal ? withFinal : withoutFinal}`
}

/** NFC (composed Hangul), without the characters that only hide, trimmed. */
export const cleanText = (value: string): string => value.normalize('NFC').replace(HIDDEN, '').trim()

export const hasDirectionControl = (value: string): boolean => DIRECTION_CONTROL.test(value)

/** Whether anything of the text would be seen. */
export const hasVisibleText = (value: string): boolean => value.replace(SHOWS_NOTHING, '').length > 0

/** What is wrong with a (cleaned) text, if anything: the kind of character that may not be in it. */
export type TextProblem = 'control' | 'direction' | 'invisible' | 'nothing-visible'

export function textProblem(value: string, { multiline = false } = {}): TextProblem | undefined {
  if ((multiline ? CONTROL_MULTILINE : CONTROL).test(value)) return 'control'
  if (hasDirectionControl(value)) return 'direction'
  if (INVISIBLE.test(value) || STRAY_JOINER.test(value)) return 'invisible'
  if (value !== '' && !hasVisibleText(value)) return 'nothing-visible'
  return undefined
}

/**
 * Text the site cannot refuse (a name a social sign-in provider sends) with what the policy would
 * refuse removed instead: controls, direction controls, fillers and stray joiners.
 */
export function stripRefused(value: string): string {
  const everywhere = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags}g`)
  return cleanText(
    cleanText(value)
      .replace(everywhere(CONTROL), '')
      .replace(everywhere(DIRECTION_CONTROL), '')
      .replace(everywhere(INVISIBLE), '')
      .replace(everywhere(STRAY_JOINER), ''),
  )
}

/**
 * A refusal in Korean that names the field. One wording for every kind of character (the forms
 * have always said it so): `이름에 쓸 수 없는 문자가 들어 있습니다.`
 */
export function textProblemMessage(label: string, problem: TextProblem): string {
  return problem === 'nothing-visible'
    ? `${josa(label, '이', '가')} 비어 있습니다. 보이는 글자로 입력해 주세요.`
    : `${label}에 쓸 수 없는 문자가 들어 있습니다.`
}

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

/** Full-width Latin letters, digits and signs (ａｄｍｉｎ, ０１): folded to ASCII in addresses. */
const FULL_WIDTH = /[\uFF01-\uFF5E]/g
export const foldFullWidth = (value: string): string => value.replace(FULL_WIDTH, (char) => char.normalize('NFKC'))

/** Letters of an address segment: Hangul, Latin, Han (hanja); digits 0–9; hyphen and underscore. */
const SEGMENT =
  /^[\p{Script=Hangul}\p{Script=Latin}\p{Script=Han}0-9]+(?:[-_][\p{Script=Hangul}\p{Script=Latin}\p{Script=Han}0-9]+)*$/u
const LOOK_ALIKE_SCRIPTS = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u

export type AddressSegment = { value: string } | { problem: string }

/**
 * One segment of a page address (`채용-안내` of /p/채용-안내): NFC, full-width forms folded to
 * ASCII, Latin in lower case; refused when it hides anything, mixes in look-alike letters
 * (Cyrillic `а` in `аdmin`), or holds anything but Hangul, Latin, hanja, digits, `-` and `_`.
 */
export function cleanAddressSegment(segment: string): AddressSegment {
  const value = foldFullWidth(segment.normalize('NFC')).replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
  if (value !== '' && (textProblem(value) || !hasVisibleText(value))) {
    return { problem: '주소에 보이지 않는 문자나 제어 문자가 들어 있습니다. 한글, 영문, 숫자와 하이픈(-)만 써 주세요.' }
  }
  if (LOOK_ALIKE_SCRIPTS.test(value)) {
    return {
      problem:
        '주소에 영문과 모양이 비슷한 다른 문자(키릴·그리스 문자 등)가 들어 있습니다. 한글, 영문, 숫자와 하이픈(-)만 써 주세요.',
    }
  }
  if (!SEGMENT.test(value))
    return { problem: '주소에는 한글, 영문, 숫자와 하이픈(-)만 쓸 수 있습니다. 예: /p/채용-안내' }
  return { value }
}

/**
 * An address as compared with the site's reserved ones (/admin, /api, the route table): NFKC
 * (full-width and compatibility forms folded) and lower case, since /Admin and /ａｄｍｉｎ read
 * as /admin to people.
 */
export const addressForComparison = (path: string): string => path.normalize('NFKC').toLowerCase()
