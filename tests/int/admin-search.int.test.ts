/**
 * 관리자 검색 (/admin/search?q=…): one query across news, impact stories, pages, media, inquiries
 * (by number or name) and, for admins only, site members, read from the server-rendered screen as
 * an editor and an admin; each group's "더 보기" is the collection's list filtered the same way.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, get, postJson } from '../helpers/http'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { createVerifiedMember } from '../helpers/members'
import { richText } from '../helpers/payload'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import { type RunningSite, TEST_ADMIN } from '../helpers/site'

let seeded: SeededSite
let site: RunningSite
let payload: Payload
const admin = new CookieJar()
const editor = new CookieJar()
const EDITOR = { email: 'search.editor@example.com', password: 'editor-password-1', name: '한편집' }

/** Hangul syllables no seeded text holds: this run's word. */
const syllables = (count: number) =>
  Array.from({ length: count }, () => String.fromCodePoint(0xac00 + Math.floor(Math.random() * 11172))).join('')
const WORD = syllables(3)
const MANY = syllables(3)
let inquiryId: number
let memberId: string
const ids: Record<string, number> = {}

/** The search screen's HTML for `q`, as the staff member whose cookies `jar` holds. */
async function searchHtml(jar: CookieJar | undefined, q: string) {
  const response = await get(site.url, `/admin/search?${new URLSearchParams({ q })}`, { jar })
  expect(response.status).toBe(200)
  return (await response.text()).replaceAll('<!-- -->', '')
}

/** One group's section of the results ('' when the group is not there). */
function group(html: string, kind: string): string {
  const start = html.indexOf(`id="admin-search-${kind}"`)
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start))
}

const hrefs = (part: string) => [...part.matchAll(/href="([^"]+)"/g)].map((match) => match[1]?.replaceAll('&amp;', '&'))

const post = (collection: 'news' | 'impact-stories', title: string) =>
  payload.create({
    collection,
    data: {
      title,
      summary: `${title} 요약`,
      body: richText('검색 시험 본문'),
      publishedAt: new Date().toISOString(),
      audience: 'public',
      _status: 'published',
    },
  })

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi()
  ;({ site, payload } = seeded)
  await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor' } })
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
  expect((await postJson(site.url, '/api/users/login', EDITOR, { jar: editor })).status).toBe(200)

  ids.news = (await post('news', `소식 ${WORD}`)).id
  ids.story = (await post('impact-stories', `이야기 ${WORD}`)).id
  // A page found by its body: the word is only in the hero's text.
  ids.page = (
    await payload.create({
      collection: 'pages',
      data: {
        title: '검색 시험 페이지',
        path: `/p/검색-시험-${Date.now()}`,
        hero: { heading: '검색 시험', body: `첫 화면에 ${WORD} 이야기` },
        _status: 'published',
      },
    })
  ).id
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } })
    .png()
    .toBuffer()
  ids.media = (
    await payload.create({
      collection: 'media',
      data: { alt: `${WORD} 사진` },
      file: { data: image, mimetype: 'image/png', name: 'search-test.png', size: image.length },
    })
  ).id
  expect((await sendGeneralInquiry(site.url, { name: `김${WORD}` })).status).toBe(201)
  inquiryId = (await payload.find({ collection: 'inquiries', where: { name: { equals: `김${WORD}` } } })).docs[0]
    ?.id as number
  await createVerifiedMember(site, { name: `박${WORD}` })
  const members = await seeded.db.query<{ id: string }>('SELECT id FROM auth."user" WHERE name = $1', [`박${WORD}`])
  memberId = members[0]?.id as string
  for (let i = 0; i < 7; i++) await post('news', `${MANY} 소식 ${i}`)
})
afterAll(() => seeded?.stop())

describe('admin search', () => {
  it('finds each kind for an editor, each result opening its edit screen, and no members', async () => {
    const html = await searchHtml(editor, WORD)
    expect(hrefs(group(html, 'news'))).toContain(`/admin/collections/news/${ids.news}`)
    expect(hrefs(group(html, 'impact-stories'))).toContain(`/admin/collections/impact-stories/${ids.story}`)
    expect(hrefs(group(html, 'pages'))).toContain(`/admin/collections/pages/${ids.page}`)
    expect(hrefs(group(html, 'media'))).toContain(`/admin/collections/media/${ids.media}`)
    expect(hrefs(group(html, 'inquiries'))).toContain(`/admin/collections/inquiries/${inquiryId}`)
    expect(group(html, 'news')).toContain('>뉴스 <span')
    expect(group(html, 'inquiries')).toContain(`#${inquiryId} 김${WORD}`)
    // Editors do not see site members: no group, no member's name.
    expect(group(html, 'members')).toBe('')
    expect(html).not.toContain(`박${WORD}`)
  })

  it('finds members by name for an admin, opening the member’s page', async () => {
    const html = await searchHtml(admin, WORD)
    expect(hrefs(group(html, 'members'))).toContain(`/admin/members/${memberId}`)
    expect(group(html, 'members')).toContain(`박${WORD}`)
    expect(hrefs(group(html, 'news'))).toContain(`/admin/collections/news/${ids.news}`)
  })

  it('finds an inquiry by its number, with or without #', async () => {
    for (const q of [`#${inquiryId}`, String(inquiryId)]) {
      const found = group(await searchHtml(editor, q), 'inquiries')
      expect(hrefs(found), q).toContain(`/admin/collections/inquiries/${inquiryId}`)
    }
  })

  it('shows five of a kind, and "더 보기" lists them all in the collection’s list', async () => {
    const news = group(await searchHtml(editor, MANY), 'news')
    expect(news).toContain('7건')
    expect(hrefs(news).filter((href) => href?.startsWith('/admin/collections/news/'))).toHaveLength(5)
    const more = hrefs(news).find((href) => href?.startsWith('/admin/collections/news?')) as string
    expect(more).toBeDefined()
    // The list's filter, asked of the REST API as the editor: the same seven posts.
    const list = await get(site.url, `/api/news${more.slice(more.indexOf('?'))}&draft=true&limit=20&depth=0`, {
      jar: editor,
    })
    expect(list.status).toBe(200)
    expect((await list.json()).totalDocs).toBe(7)
    // The list screen itself opens with that filter.
    expect((await get(site.url, more, { jar: editor })).status).toBe(200)
  })

  it('says so when nothing is found', async () => {
    expect(await searchHtml(editor, `${syllables(4)}`)).toContain('검색 결과가 없습니다')
  })

  it('sends a guest to the login, which comes back with the query, and shows nothing', async () => {
    const html = await searchHtml(undefined, WORD)
    expect(html).toContain(`/admin/login?redirect=${encodeURIComponent(`/admin/search?q=${encodeURIComponent(WORD)}`)}`)
    expect(html).not.toContain(`소식 ${WORD}`)
  })
})
