/**
 * What staff send to the members' list and actions (src/members/endpoints.ts and the admin views):
 * one zod schema each, Korean messages. Empty values (a GET form's blank fields) mean "not set".
 */
import { fieldErrorsOf } from '@/forms/field-errors'
import { phoneField, textField } from '@/forms/fields'
import { cleanText, hasVisibleText } from '@/lib/text'
import { z } from '@/lib/zod'

export const MEMBERS_PER_PAGE = 20

// Blank (nothing visible: spaces, fillers) means not set, as a GET form sends an empty field.
const blankIsUnset = (value: unknown) =>
  value === null || (typeof value === 'string' && !hasVisibleText(cleanText(value))) ? undefined : value

const yesNo = (label: string) =>
  z.preprocess(
    blankIsUnset,
    z.enum(['yes', 'no'], { error: `${label}는 '예' 또는 '아니요'로 골라 주세요.` }).optional(),
  )

const isoDate = (label: string) =>
  z.preprocess(
    blankIsUnset,
    z
      .string({ error: `${label}을 2026-01-31 형식으로 입력해 주세요.` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}을 2026-01-31 형식으로 입력해 주세요.`)
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+09:00`)), `${label}이 올바른 날짜가 아닙니다.`)
      .optional(),
  )

export const memberListQuerySchema = z
  .object({
    q: z.preprocess(blankIsUnset, textField('검색어', 1, 100).optional()),
    verified: yesNo('이메일 인증 여부'),
    marketing: yesNo('마케팅 수신 동의 여부'),
    from: isoDate('가입일(시작)'),
    to: isoDate('가입일(끝)'),
    page: z.preprocess(
      blankIsUnset,
      z.coerce
        .number({ error: '페이지 번호는 1 이상의 숫자로 입력해 주세요.' })
        .int('페이지 번호는 1 이상의 숫자로 입력해 주세요.')
        .min(1, '페이지 번호는 1 이상의 숫자로 입력해 주세요.')
        .max(100_000, '페이지 번호가 너무 큽니다.')
        .default(1),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '가입일의 시작이 끝보다 늦습니다.',
    path: ['to'],
  })

export type MemberListQuery = z.infer<typeof memberListQuerySchema>

/** A list query from URL search parameters (the first value of each), or the Korean reasons it is refused. */
export function parseMemberListQuery(params: Record<string, string | string[] | undefined> | URLSearchParams): {
  query: MemberListQuery
  errors?: Record<string, string>
} {
  const entries =
    params instanceof URLSearchParams
      ? Object.fromEntries(params)
      : Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]))
  const parsed = memberListQuerySchema.safeParse(entries)
  if (parsed.success) return { query: parsed.data }
  return { query: { page: 1 }, errors: fieldErrorsOf(parsed.error) }
}

const mobilePhone = phoneField('mobile')

/** A typed mobile number (with or without hyphens) in the stored form, 010-1234-5678; else null. */
export function storedPhone(text: string): string | null {
  const parsed = mobilePhone.safeParse(text)
  return parsed.success ? parsed.data : null
}

/** Why staff suspend a member: optional, kept short. */
export const suspendBodySchema = z.object({
  reason: z.preprocess(blankIsUnset, textField('정지 사유', 1, 200).optional()),
})

export const memberIdSchema = z
  .string({ error: '회원 ID가 올바르지 않습니다.' })
  .min(1, '회원 ID가 올바르지 않습니다.')
  .max(100, '회원 ID가 올바르지 않습니다.')
  .regex(/^[A-Za-z0-9_-]+$/, '회원 ID가 올바르지 않습니다.')
