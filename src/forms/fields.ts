/**
 * The zod primitives every form shares (the members' forms in src/auth/schemas.ts, the contact
 * forms in src/inquiries/schema.ts), used in the browser and again on the server. Typed text is
 * cleaned first (src/lib/text.ts: NFC, no hidden characters), and text that shows nothing or
 * carries direction controls is refused with the field's own Korean message.
 */
import { cleanText, hasDirectionControl, hasVisibleText } from '@/lib/text'
import { z } from '@/lib/zod'

/** The particle that fits the word's last syllable: 이름을 / 회사 이름을 / 문의 내용을 … 은/는, 을/를. */
export function josa(word: string, withFinal: string, withoutFinal: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00
  const hasFinal = code >= 0 && code <= 11171 && code % 28 !== 0
  return `${word}${hasFinal ? withFinal : withoutFinal}`
}

/**
 * Text of `min`–`max` characters (counted after cleaning), with messages named after the field.
 */
export function textField(label: string, min: number, max: number, messages: { tooLong?: string } = {}) {
  const empty = `${josa(label, '을', '를')} 입력해 주세요.`
  return z
    .string({ error: empty })
    .transform(cleanText)
    .pipe(
      z
        .string()
        // Nothing visible (empty once cleaned, or only marks and fillers) is an empty field.
        .refine(hasVisibleText, { message: empty, abort: true })
        .min(min, `${josa(label, '은', '는')} ${min}자 이상 입력해 주세요.`)
        .max(max, messages.tooLong ?? `${josa(label, '은', '는')} ${max}자까지 입력할 수 있습니다.`)
        // Postgres text cannot hold NUL; nobody types one. Nor direction overrides (they make text
        // read other than it is stored).
        .refine(
          (value) => !value.includes('\u0000') && !hasDirectionControl(value),
          `${label}에 쓸 수 없는 문자가 들어 있습니다.`,
        ),
    )
}

/** An e-mail address, lower-cased; `invalid` is the form's message for a malformed one. */
export function emailField(invalid: string) {
  return z
    .string({ error: '이메일을 입력해 주세요.' })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, '이메일을 입력해 주세요.')
        .max(254, '이메일이 너무 깁니다.')
        .pipe(z.email(invalid))
        .transform((value) => value.toLowerCase()),
    )
}
