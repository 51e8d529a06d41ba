/**
 * The zod primitives every form shares (the members' forms in src/auth/schemas.ts, the contact
 * forms in src/inquiries/schema.ts), used in the browser and again on the server. Typed text goes
 * through the site's text policy (src/lib/text.ts: NFC, no hidden characters; controls, direction
 * controls, fillers and text that shows nothing refused) with the field's own Korean message.
 */
import { cleanText, hasVisibleText, josa, textProblem, textProblemMessage } from '@/lib/text'
import { z } from '@/lib/zod'

export { josa }

/**
 * Text of `min`–`max` characters (counted after cleaning), with messages named after the field.
 * `multiline` (a message, a note) keeps tabs and line breaks; a one-line field refuses them.
 */
export function textField(
  label: string,
  min: number,
  max: number,
  {
    tooLong,
    multiline = false,
    empty = `${josa(label, '을', '를')} 입력해 주세요.`,
  }: { tooLong?: string; multiline?: boolean; empty?: string } = {},
) {
  return z
    .string({ error: empty })
    .transform(cleanText)
    .pipe(
      z
        .string()
        // Nothing visible (empty once cleaned, or only marks and fillers) is an empty field.
        .refine(hasVisibleText, { message: empty, abort: true })
        .min(min, `${josa(label, '은', '는')} ${min}자 이상 입력해 주세요.`)
        .max(max, tooLong ?? `${josa(label, '은', '는')} ${max}자까지 입력할 수 있습니다.`)
        .superRefine((value, context) => {
          const problem = textProblem(value, { multiline })
          if (problem) context.addIssue({ code: 'custom', message: textProblemMessage(label, problem) })
        }),
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

/**
 * A person's name as each kind of form has always taken it: a member's (sign-up, profile, find-id)
 * 1–30 characters, stored as better-auth's `user.name` and shown in the account menu; a contact
 * form's 2–40, stored on the inquiry. The limits and the member form's wording differ because the
 * two forms shipped so; pinned by tests/unit/form-fields.test.ts.
 */
export function nameField(kind: 'member' | 'contact') {
  return kind === 'member'
    ? textField('이름', 1, 30, { tooLong: '이름은 30자 이하로 입력해 주세요.' })
    : textField('이름', 2, 40)
}

/**
 * Which Korean phone numbers a form takes, and which separators it ignores.
 *  - `mobile` (휴대폰 번호): a member's own number (sign-up, profile, find-id, the staff's member
 *    search). Mobiles only (010, 011, 016–019): it identifies the member and receives texts.
 *    Spaces and dots are ignored; hyphens only between the groups.
 *  - `contact` (연락처): a number to call back about an inquiry (contact forms, the inquiry lookup).
 *    A mobile or a landline (02, 031–064, 070). Spaces and hyphens are ignored anywhere; dots are refused.
 * The separators differ only because the two were written apart; they stay as they were so no
 * number accepted before is refused now (tests/unit/form-fields.test.ts pins both).
 */
const PHONE_KINDS = {
  mobile: { label: '휴대폰 번호', ignored: /[\s.]/g, pattern: /^01[016789]-?\d{3,4}-?\d{4}$/ },
  contact: { label: '연락처', ignored: /[\s-]/g, pattern: /^(01[016789]\d{7,8}|0(2|[3-6][1-5]|70)\d{7,8})$/ },
} as const

/** A Korean phone number of the given kind, stored with hyphens: 010-1234-5678, 02-123-4567. */
export function phoneField(kind: keyof typeof PHONE_KINDS) {
  const { label, ignored, pattern } = PHONE_KINDS[kind]
  const empty = `${josa(label, '을', '를')} 입력해 주세요.`
  return z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .transform((value) => value.replace(ignored, ''))
    .refine((value) => pattern.test(value), `${josa(label, '을', '를')} 010-1234-5678 형식으로 입력해 주세요.`)
    .transform((value) => {
      const digits = value.replace(/-/g, '')
      const area = digits.startsWith('02') ? 2 : 3
      return `${digits.slice(0, area)}-${digits.slice(area, -4)}-${digits.slice(-4)}`
    })
}
