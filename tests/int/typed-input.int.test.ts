/**
 * What staff type into Payload follows the site's text policy (src/lib/text.ts), through the
 * Local API on a throwaway seeded Postgres (no site needed): hidden and look-alike characters in
 * titles, page addresses and redirect sources are refused in Korean, naming the field.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closePayload, localPayload } from '../helpers/payload'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/postgres'

let db: ThrowawayPostgres
let payload: Payload

beforeAll(async () => {
  db = await startThrowawayPostgres({ seeded: true })
  payload = await localPayload(db.url)
})
afterAll(async () => {
  await closePayload(payload)
  await db?.destroy()
})

/** The Korean messages of a refused write (Payload's ValidationError lists one per field). */
async function refusal(write: Promise<unknown>): Promise<string> {
  const error = await write.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error, 'the write was refused').toBeDefined()
  const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
  return errors.map((entry) => entry.message).join(' | ') || String((error as Error).message)
}

let pageCount = 0
/** A published page as staff would make it, with `overrides` (a card's link, a rich-text body…). */
function page(overrides: Record<string, unknown> = {}) {
  pageCount += 1
  return {
    title: `입력 검사 ${pageCount}`,
    path: `/p/입력-검사-${pageCount}`,
    hero: { heading: '입력 검사', mode: 'title1' as const },
    _status: 'published' as const,
    ...overrides,
  }
}

describe('hidden and look-alike text', () => {
  it.each([
    ['only a Hangul filler', '/p/\u3164'],
    ['the choseong and jungseong fillers', '/p/\u115F\u1160'],
    ['only combining marks', '/p/\u0301\u0302'],
    ['a filler after 채용 (looks like /p/채용)', '/p/채용\u3164'],
    ['a Cyrillic а in admin', '/p/\u0430dmin'],
  ])('refuses a page address of %s', async (_, path) => {
    expect(await refusal(payload.create({ collection: 'pages', data: page({ path }) }))).toMatch(/주소에/)
  })

  it('stores a full-width address as the ASCII one it reads as', async () => {
    const created = await payload.create({ collection: 'pages', data: page({ path: '/p/ａｄｍｉｎ-안내' }) })
    expect(created.path).toBe('/p/admin-안내')
  })

  it.each([
    ['a bell', '채용\u0007 안내'],
    ['a terminal escape', '채용 안내\u001B[2J'],
    ['a backspace', '채용\b 안내'],
    ['a right-to-left override', '채용 \u202E내안'],
    ['a Hangul filler', '\u3164'],
  ])('refuses a title with %s, naming the field', async (_, title) => {
    expect(await refusal(payload.create({ collection: 'pages', data: page({ title }) }))).toMatch(
      /^제목(에 쓸 수 없는 문자가 들어 있습니다|이 비어 있습니다)/,
    )
  })

  it('keeps line breaks in a multi-line field', async () => {
    const created = await payload.create({
      collection: 'pages',
      data: page({ hero: { heading: '입력 검사', body: '첫 줄\r\n둘째 줄', mode: 'title1' } }),
    })
    expect(created.hero?.body).toBe('첫 줄\r\n둘째 줄')
  })

  it.each(['/Admin', '/ADMIN/login', '/API/users', '/User/edu', '/ａｄｍｉｎ'])(
    'refuses a redirect from %s, which is the site’s own address however spelled',
    async (from) => {
      const message = await refusal(
        payload.create({ collection: 'redirects', data: { from, kind: 'external', url: 'https://evil.example' } }),
      )
      expect(message).toMatch(/(사이트 내부 주소라서|사이트가 지금 쓰는 주소라서) 다른 곳으로 보낼 수 없습니다/)
    },
  )
})
