/**
 * What staff type into Payload follows the site's text policy and link rule (src/lib/text.ts,
 * src/lib/link-rule.ts), through the Local API on a throwaway seeded Postgres (no site needed):
 * off-site links that look like site paths, script links, hidden and look-alike characters in
 * titles, page addresses and redirect sources are refused in Korean, naming the field.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closePayload, localPayload, richText } from '../helpers/payload'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

let db: TestDatabase
let payload: Payload

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true })
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

const cards = (href: string) => ({
  layout: [{ blockType: 'cards' as const, cards: [{ title: '카드', body: '카드 내용', href }] }],
})

const linkBody = (url: string) => {
  const body = richText('앞 글 ')
  const paragraph = body.root.children[0]
  if (!paragraph) throw new Error('richText gave no paragraph')
  ;(paragraph.children as unknown[]).push({
    type: 'link',
    version: 3,
    direction: 'ltr',
    format: '',
    indent: 0,
    fields: { linkType: 'custom', url, newTab: false },
    children: [{ type: 'text', version: 1, text: '링크', format: 0, mode: 'normal', style: '', detail: 0 }],
  })
  return { layout: [{ blockType: 'richText' as const, body }] }
}

const BAD_LINKS = [
  '/\\evil.example/login',
  '//evil.example',
  'http://x.example',
  'data:text/html,x',
  'javascript:alert(1)',
  'vbscript:x',
  ' https://x.example',
  '\u0001https://x.example',
]
const CARD_LINK_MESSAGE =
  '카드 링크: 이 사이트의 경로(/ 로 시작, 예: /intro/page-a)나 https:// 로 시작하는 주소를 입력해 주세요.'

describe('links staff type', () => {
  it.each(BAD_LINKS)("refuses a card's link %j on create and update, in Korean", async (href) => {
    expect(await refusal(payload.create({ collection: 'pages', data: page(cards(href)) }))).toContain(CARD_LINK_MESSAGE)
    const good = await payload.create({ collection: 'pages', data: page(cards('/intro/page-a')) })
    expect(
      await refusal(
        payload.update({ collection: 'pages', id: good.id, data: { ...cards(href), _status: 'published' } }),
      ),
    ).toContain(CARD_LINK_MESSAGE)
  })

  it("takes a card's link to a site path (Hangul too) or an https address", async () => {
    for (const href of ['/intro/page-a', '/p/채용', 'https://example.com']) {
      const created = await payload.create({ collection: 'pages', data: page(cards(href)) })
      const block = created.layout?.[0]
      expect(block?.blockType === 'cards' ? block.cards?.[0]?.href : undefined).toBe(href)
    }
  })

  it.each([...BAD_LINKS, 'https://user:pw@x.example', 'https://'])(
    'refuses a rich-text link to %j, in Korean',
    async (url) => {
      expect(await refusal(payload.create({ collection: 'pages', data: page(linkBody(url)) }))).toContain(
        '내용의 링크 주소: 이 사이트의 경로',
      )
    },
  )

  it('takes a rich-text link to a site path or an https address', async () => {
    for (const url of ['/p/채용', 'https://example.com/안내']) {
      await expect(payload.create({ collection: 'pages', data: page(linkBody(url)) })).resolves.toHaveProperty('id')
    }
  })

  it('refuses a social link that is not https, naming the field', async () => {
    const message = await refusal(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { socialLinks: [{ platform: 'instagram', url: 'http://instagram.com/x' }] },
      }),
    )
    expect(message).toContain('소셜 링크 주소: https:// 로 시작하는 올바른 주소를 입력해 주세요.')
  })
})

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

describe('what staff paste into 본문 (from Word or 한글)', () => {
  const post = (body: ReturnType<typeof richText>) => ({
    title: '붙여넣기 확인',
    summary: '붙여넣기 확인용 요약',
    body,
    publishedAt: new Date().toISOString(),
    audience: 'public' as const,
    _status: 'published' as const,
  })

  it('refuses a direction override in the text, naming the field', async () => {
    expect(await refusal(payload.create({ collection: 'news', data: post(richText('가격 \u202E0001원')) }))).toMatch(
      /^본문에 쓸 수 없는 문자가 들어 있습니다/,
    )
  })

  it('drops an image block that holds no image instead of refusing the post later in English', async () => {
    const body = richText('사진 아래 글')
    const root = body.root as unknown as { children: unknown[] }
    root.children.unshift({ type: 'upload', version: 3, relationTo: 'media', value: null, fields: {}, format: '' })
    const created = await payload.create({ collection: 'news', data: post(body) })
    const kept = (created.body as unknown as { root: { children: { type: string }[] } }).root.children
    expect(kept.map((node) => node.type)).toEqual(['paragraph'])
  })

  it('turns paragraphs pasted with bullet marks ("·    ") into the bulleted list they were', async () => {
    const paragraph = (text: string) => richText(text).root.children[0]
    const body = richText('준비물')
    const root = body.root as unknown as { children: unknown[] }
    root.children.push(paragraph('·    앞치마'), paragraph('•\t위생모'), paragraph('끝.'))
    const created = await payload.create({ collection: 'news', data: post(body) })
    type Node = { type: string; listType?: string; text?: string; children?: Node[] }
    const kept = (created.body as unknown as { root: { children: Node[] } }).root.children
    expect(kept.map((node) => node.type)).toEqual(['paragraph', 'list', 'paragraph'])
    expect(kept[1]?.listType).toBe('bullet')
    expect(kept[1]?.children?.map((item) => [item.type, item.children?.[0]?.text])).toEqual([
      ['listitem', '앞치마'],
      ['listitem', '위생모'],
    ])
  })
})
