import { describe, expect, it } from 'vitest'
import { emailSchema, nameSchema } from '../../src/auth/schemas'
import { inquirySchemas, submissionMetaSchema } from '../../src/inquiries/schema'
import { cleanText, hasVisibleText, normalizeStrings } from '../../src/lib/text'

const NFD = '홍길동'.normalize('NFD')

describe('typed text (issue 18 L10)', () => {
  it('stores decomposed Hangul composed, without hidden characters, trimmed', () => {
    expect(NFD).not.toBe('홍길동')
    expect(cleanText(` ${NFD}\u200B `)).toBe('홍길동')
    expect(cleanText('김\u00AD하\uFEFF늘')).toBe('김하늘')
    expect(nameSchema.parse(NFD)).toBe('홍길동')
  })

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a word joiner and a byte-order mark', '\u2060\uFEFF'],
    ['combining marks without a base', '\u0301\u0302\u0303'],
    ['Hangul fillers', '\u3164\u3164'],
    ['direction marks', '\u200E\u200F'],
  ])('refuses a name of only %s with the empty-field message', (_, value) => {
    expect(hasVisibleText(cleanText(value))).toBe(false)
    const result = nameSchema.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('이름을 입력해 주세요.')
  })

  it('refuses direction overrides and isolates, which make a name read other than stored', () => {
    for (const value of ['홍\u202E동길', '\u2066김하늘\u2069']) {
      expect(nameSchema.safeParse(value).error?.issues[0]?.message).toBe('이름에 쓸 수 없는 문자가 들어 있습니다.')
    }
  })

  it('cleans the contact forms and the e-mail the same way', () => {
    const parsed = inquirySchemas.general.parse({
      kind: 'general',
      topic: 'press',
      name: NFD,
      phone: '010-2345-6789',
      email: ' Kim@Example.com\u200B',
      message: `${'문의'.normalize('NFD')} 내용을 열 자 넘게 적었습니다.`,
      contactMethods: ['email'],
      privacyConsent: true,
    })
    expect(parsed).toMatchObject({
      name: '홍길동',
      email: 'kim@example.com',
      message: '문의 내용을 열 자 넘게 적었습니다.',
    })
    expect(emailSchema.parse('A@B.CO')).toBe('a@b.co')
    const blank = inquirySchemas.general.safeParse({
      kind: 'general',
      name: '\u200B\u200B\u200B',
      message: '\u0301'.repeat(20),
    })
    const messages = Object.fromEntries((blank.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]))
    expect(messages).toMatchObject({ name: '이름을 입력해 주세요.', message: '문의 내용을 입력해 주세요.' })
  })

  it('answers a malformed form start time in Korean (L9: zod said "Invalid input: expected number")', () => {
    const result = submissionMetaSchema.safeParse({ idempotencyKey: crypto.randomUUID(), startedAt: 'abc' })
    expect(result.error?.issues[0]?.message).toBe(
      '요청 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 보내 주세요.',
    )
  })

  it('normalises every string of a document but the passwords', () => {
    const data = { title: NFD, blocks: [{ text: `a\u200Bb ${NFD}` }], password: NFD, at: new Date(0), n: 1, none: null }
    expect(normalizeStrings(data, new Set(['password']))).toEqual({
      title: '홍길동',
      blocks: [{ text: 'ab 홍길동' }],
      password: NFD,
      at: new Date(0),
      n: 1,
      none: null,
    })
  })
})
