/**
 * The shared zod primitives (src/forms/fields.ts) as each form uses them: the members' mobile
 * number and name (src/auth/schemas.ts, the staff's member search in src/members/schema.ts) and the
 * contact forms' number and name (src/inquiries/schema.ts). Accepted inputs, stored forms and
 * Korean messages are pinned here, so unifying the definitions changed none of them.
 */
import { describe, expect, it } from 'vitest'
import { phoneSchema as mobileSchema, nameSchema } from '@/auth/schemas'
import { phoneSchema as contactPhoneSchema, inquirySchemas } from '@/inquiries/schema'
import { storedPhone } from '@/members/schema'

type Schema = {
  safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } }
}
const answer = (schema: Schema, value: unknown) => {
  const parsed = schema.safeParse(value)
  return parsed.success ? { ok: parsed.data } : { error: parsed.error?.issues[0]?.message }
}

describe('a member’s mobile number (sign-up, profile, find-id)', () => {
  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    [' 010 1234 5678 ', '010-1234-5678'],
    ['010.1234.5678', '010-1234-5678'],
    ['010-12345678', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
    ['0161234567', '016-123-4567'],
    ['019-1234-5678', '019-1234-5678'],
  ])('accepts %j as %s', (input, stored) => {
    expect(answer(mobileSchema, input)).toEqual({ ok: stored })
    expect(storedPhone(input)).toBe(stored)
  })

  it.each([
    '02-123-4567',
    '031-123-4567',
    '070-1234-5678',
    '012-3456-7890',
    '0-1-0-1234-5678',
    '010--1234-5678',
    '010-123-45678',
    '1234',
    '010-1234-5678-9',
  ])('refuses %j in Korean', (input) => {
    expect(answer(mobileSchema, input)).toEqual({ error: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.' })
    expect(storedPhone(input)).toBeNull()
  })

  it.each(['', '   ', undefined, null, 1012345678])('asks for a missing number (%j)', (input) => {
    expect(answer(mobileSchema, input)).toEqual({ error: '휴대폰 번호를 입력해 주세요.' })
  })
})

describe('a contact form’s number (mobile or landline)', () => {
  it.each([
    ['01023456789', '010-2345-6789'],
    ['010-2345-6789', '010-2345-6789'],
    [' 010 2345 6789 ', '010-2345-6789'],
    ['0-1-0-2345-6789', '010-2345-6789'],
    ['011-123-4567', '011-123-4567'],
    ['02-123-4567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['031-123-4567', '031-123-4567'],
    ['064-1234-5678', '064-1234-5678'],
    ['070-1234-5678', '070-1234-5678'],
  ])('accepts %j as %s', (input, stored) => {
    expect(answer(contactPhoneSchema, input)).toEqual({ ok: stored })
  })

  it.each(['010.2345.6789', '012-3456-7890', '030-123-4567', '080-123-4567', '02-12-3456', '1234', '010-2345-67890'])(
    'refuses %j in Korean',
    (input) => {
      expect(answer(contactPhoneSchema, input)).toEqual({ error: '연락처를 010-1234-5678 형식으로 입력해 주세요.' })
    },
  )

  it.each(['', '   ', undefined, null])('asks for a missing number (%j)', (input) => {
    expect(answer(contactPhoneSchema, input)).toEqual({ error: '연락처를 입력해 주세요.' })
  })
})

describe('names', () => {
  /** The general form's answer about its name field alone. */
  const contactName: Schema = {
    safeParse: (name) => {
      const parsed = inquirySchemas.general.safeParse({
        name,
        phone: '01023456789',
        email: 'a@example.com',
        message: '문의 내용을 열 자 넘게 적었습니다.',
        contactMethods: ['email'],
        privacyConsent: true,
        topic: 'press',
        kind: 'general',
      })
      const issues = parsed.error?.issues.filter((issue) => issue.path[0] === 'name') ?? []
      return issues.length ? { success: false, error: { issues } } : { success: true, data: parsed.data?.name }
    },
  }
  it('a member’s name: 1 to 30 characters', () => {
    expect(answer(nameSchema, '김')).toEqual({ ok: '김' })
    expect(answer(nameSchema, '가'.repeat(30))).toEqual({ ok: '가'.repeat(30) })
    expect(answer(nameSchema, '가'.repeat(31))).toEqual({ error: '이름은 30자 이하로 입력해 주세요.' })
    expect(answer(nameSchema, '')).toEqual({ error: '이름을 입력해 주세요.' })
    expect(answer(nameSchema, undefined)).toEqual({ error: '이름을 입력해 주세요.' })
  })

  it('a contact form’s name: 2 to 40 characters', () => {
    expect(answer(contactName, '김하늘')).toEqual({ ok: '김하늘' })
    expect(answer(contactName, '김')).toEqual({ error: '이름은 2자 이상 입력해 주세요.' })
    expect(answer(contactName, '가'.repeat(40))).toEqual({ ok: '가'.repeat(40) })
    expect(answer(contactName, '가'.repeat(41))).toEqual({ error: '이름은 40자까지 입력할 수 있습니다.' })
    expect(answer(contactName, ' ')).toEqual({ error: '이름을 입력해 주세요.' })
  })
})
