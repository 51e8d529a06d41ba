import { describe, expect, it } from 'vitest'
import { emailSchema, nameSchema, profileSchema } from '../../src/auth/schemas'
import { inquirySchemas, submissionMetaSchema } from '../../src/inquiries/schema'
import { richTextLinkProblem } from '../../src/lib/payload-text'
import {
  addressForComparison,
  cleanAddressSegment,
  cleanText,
  hasVisibleText,
  normalizeStrings,
  stripRefused,
  textProblem,
} from '../../src/lib/text'
import { memberListQuerySchema, suspendBodySchema } from '../../src/members/schema'
import { checkOldPath, normalizeOldPath } from '../../src/redirects/path'

const NFD = '홍길동'.normalize('NFD')

describe('typed text', () => {
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

  it.each([
    ['a bell', '김\u0007하늘', 'control'],
    ['a terminal escape that clears the screen', '김하늘\u001B[2J', 'control'],
    ['a backspace', '김하늘\b\b\b', 'control'],
    ['a C1 control', '김\u0085하늘', 'control'],
    ['a line break in a one-line field', '김\n하늘', 'control'],
    ['a right-to-left override', '홍\u202E동길', 'direction'],
    ['a right-to-left mark', '홍\u200F길동', 'direction'],
    ['a Hangul filler after the name', '채용\u3164', 'invisible'],
    ['the half-width Hangul filler', '김\uFFA0하늘', 'invisible'],
    ['the choseong and jungseong fillers', '\u115F\u1160', 'invisible'],
    ['a zero-width non-joiner', '김\u200C하늘', 'invisible'],
    ['a joiner outside an emoji', '김\u200D하늘', 'invisible'],
    ['only combining marks', '\u0301\u0302', 'nothing-visible'],
  ])('finds %s', (_, value, problem) => {
    expect(textProblem(cleanText(value))).toBe(problem)
  })

  it("removes from a social provider's name what a form would refuse", () => {
    expect(stripRefused(` 김\u0007하늘\u001B[2J\u202E\u3164 `)).toBe('김하늘[2J')
    expect(stripRefused('개발자 👩\u200D💻')).toBe('개발자 👩\u200D💻')
  })

  it('keeps tabs and line breaks in multi-line text, emoji sequences and plain Korean', () => {
    expect(textProblem('첫 줄\r\n둘째 줄\t끝', { multiline: true })).toBeUndefined()
    expect(textProblem('개발자 👩\u200D💻 환영')).toBeUndefined()
    expect(textProblem('㈜푸드테크 김하늘 (Kim) 010')).toBeUndefined()
    expect(textProblem('김\u0007하늘', { multiline: true })).toBe('control')
  })

  it('refuses control characters in member names (sign-up and profile) and inquiry messages, in Korean', () => {
    for (const name of ['김\u0007하늘', '김하늘\u001B[2J', '김하늘\b', '김\u3164하늘']) {
      expect(nameSchema.safeParse(name).error?.issues[0]?.message).toBe('이름에 쓸 수 없는 문자가 들어 있습니다.')
      const profile = profileSchema.safeParse({ name, phone: '010-2345-6789' })
      expect(profile.error?.issues.find((issue) => issue.path[0] === 'name')?.message).toBe(
        '이름에 쓸 수 없는 문자가 들어 있습니다.',
      )
    }
    const inquiry = (message: string) =>
      inquirySchemas.general.safeParse({
        kind: 'general',
        topic: 'press',
        name: '김하늘',
        phone: '010-2345-6789',
        email: 'kim@example.com',
        message,
        contactMethods: ['email'],
        privacyConsent: true,
      })
    expect(inquiry('첫 줄입니다.\r\n둘째 줄입니다. 문의드려요.').success).toBe(true)
    expect(inquiry('문의 내용입니다.\u001B[2J 화면을 지웁니다.').error?.issues[0]?.message).toBe(
      '문의 내용에 쓸 수 없는 문자가 들어 있습니다.',
    )
  })

  it("cleans and refuses as every form does what staff type about members: a suspension's reason, the list's search", () => {
    const reason = (value: string) => suspendBodySchema.safeParse({ reason: value })
    expect(reason('반복된 스팸'.normalize('NFD')).data?.reason).toBe('반복된 스팸')
    expect(reason('   ').data?.reason).toBeUndefined()
    expect(reason('\u3164\u200B').data?.reason).toBeUndefined()
    expect(reason('스팸 \u202E문의').error?.issues[0]?.message).toBe('정지 사유에 쓸 수 없는 문자가 들어 있습니다.')
    expect(reason('가'.repeat(201)).error?.issues[0]?.message).toBe('정지 사유는 200자까지 입력할 수 있습니다.')
    const search = (q: string) => memberListQuerySchema.safeParse({ q })
    expect(search(' 김하늘\u200B ').data?.q).toBe('김하늘')
    expect(search('').data?.q).toBeUndefined()
    expect(search('김\u0000하늘').error?.issues[0]?.message).toBe('검색어에 쓸 수 없는 문자가 들어 있습니다.')
  })

  it.each([
    ['only a Hangul filler', '\u3164'],
    ['the choseong and jungseong fillers', '\u115F\u1160'],
    ['only combining marks', '\u0301\u0302'],
    ['a filler after a word (looks like 채용)', '채용\u3164'],
    ['a Cyrillic а among Latin letters', '\u0430dmin'],
    ['a Greek ο among Latin letters', 'gο'],
    ['a space', '채용 안내'],
    ['a dot', 'a.b'],
  ])('refuses a page address segment of %s', (_, segment) => {
    expect(cleanAddressSegment(segment)).toHaveProperty('problem')
  })

  it('folds full-width letters in addresses and takes Hangul, Latin, digits and hyphens', () => {
    expect(cleanAddressSegment('ａｄｍｉｎ')).toEqual({ value: 'admin' })
    expect(cleanAddressSegment('채용-안내-2026')).toEqual({ value: '채용-안내-2026' })
    expect(cleanAddressSegment('Food-Tech')).toEqual({ value: 'food-tech' })
    expect(cleanAddressSegment('채용'.normalize('NFD'))).toEqual({ value: '채용' })
    expect(addressForComparison('/ＡＤＭＩＮ/Login')).toBe('/admin/login')
  })

  it('refuses a rich-text link typed as an address that breaks the link rule, naming the field', () => {
    const withLink = (url: string, linkType = 'custom') => ({
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'link', fields: { linkType, url } }] }],
      },
    })
    expect(richTextLinkProblem('내용', withLink('data:text/html,x'))).toContain('내용의 링크 주소: ')
    expect(richTextLinkProblem('내용', withLink('/intro/page-a'))).toBeUndefined()
    expect(richTextLinkProblem('내용', withLink('', 'internal'))).toBeUndefined()
  })
})

describe('redirect sources', () => {
  it.each(['/Admin', '/ADMIN/login', '/API/users', '/User/edu', '/ａｄｍｉｎ', '/_NEXT/static/x.js', '/FOODTECH'])(
    'refuses %s: the site serves it however it is spelled',
    (from) => {
      const result = checkOldPath(normalizeOldPath(from))
      expect(result).toMatch(/(사이트 내부 주소라서|사이트가 지금 쓰는 주소라서) 다른 곳으로 보낼 수 없습니다\.$/)
    },
  )

  it('refuses hidden characters and takes an old address of a page gone', () => {
    expect(checkOldPath(normalizeOldPath('/old\u3164'))).toBe('이전 주소에 쓸 수 없는 문자가 들어 있습니다.')
    expect(checkOldPath(normalizeOldPath('/old-\u202Eevil'))).toBe('이전 주소에 쓸 수 없는 문자가 들어 있습니다.')
    expect(checkOldPath(normalizeOldPath('/p/옛-채용'))).toBe(true)
  })
})
