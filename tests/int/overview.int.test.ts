/**
 * The admin's first screen: a signed-in editor GETs /admin and reads, in
 * the server-rendered HTML, the new and overdue inquiries, drafts, scheduled and recently published
 * posts and the page views of the last 30 days, each linking to the admin list of exactly its rows.
 * Inquiries arrive through the contact form, page views through /api/track as browsers send them
 * (bots, staff, previews, 404s and non-pages included, and not counted); posts through the Local API.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerDueAt, overdueCutoff } from '@/admin/overview/business-days'
import type { News } from '@/payload-types'
import { CookieJar, get, postJson } from '../helpers/http'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import { type RunningSite, TEST_ADMIN } from '../helpers/site'

let seeded: SeededSite
let site: RunningSite
let payload: Payload
const editor = new CookieJar()
const EDITOR = { email: 'overview.editor@example.com', password: 'editor-password-1', name: '박편집' }
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const stamp = Date.now()
const titles = { draft: `임시 글 ${stamp}`, scheduled: `예약 글 ${stamp}`, published: `게시 글 ${stamp}` }
let references: string[] = []
let overdueReference = ''
let html = ''

/** A page view as the site's tracker sends it; `headers` make it a bot's, staff's or a preview's. */
function track(path: string, headers: Record<string, string> = {}) {
  return fetch(`${site.url}/api/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    body: JSON.stringify({ path, pathFrom: '', referrer: '', eventType: 'pageView', sessionId: randomUUID() }),
  })
}

/** The HTML of one card of the overview (from its heading's id to the end of its section). */
function card(id: string): string {
  const start = html.indexOf(`id="${id}"`)
  expect(start, id).toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</section>', start))
}
const decode = (href: string) => href.replaceAll('&amp;', '&')
/** The href of the link whose text is `text` inside `part`. */
function linkTo(part: string, text: RegExp): string {
  for (const match of part.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/g)) {
    if (text.test((match[2] ?? '').replaceAll('<!-- -->', ''))) return decode(match[1] ?? '')
  }
  throw new Error(`no link ${text} in ${part.slice(0, 300)}`)
}
/** What the admin list behind a link holds: the same query through the REST API, as the editor. */
async function listBehind(href: string): Promise<{ totalDocs: number; docs: Record<string, unknown>[] }> {
  const url = new URL(href, site.url)
  expect(url.pathname).toMatch(/^\/admin\/collections\/[a-z-]+$/)
  const rest = `/api/${url.pathname.split('/').at(-1)}${url.search}${url.search ? '&' : '?'}depth=0&limit=100&draft=true`
  const response = await get(site.url, rest, { jar: editor })
  expect(response.status, rest).toBe(200)
  return response.json()
}
const countIn = (part: string, label: RegExp) => {
  const text = part.replaceAll('<!-- -->', '')
  const match = text.match(new RegExp(`${label.source}[^<]*?([\\d,]+)건`))
  return Number(match?.[1]?.replaceAll(',', ''))
}

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi()
  ;({ site, payload } = seeded)
  await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor' } })
  expect((await postJson(site.url, '/api/users/login', EDITOR, { jar: editor })).status).toBe(200)

  // Three inquiries through the contact form; one gets an assignee, one arrived two weeks ago.
  for (let i = 0; i < 3; i++) {
    const response = await sendGeneralInquiry(site.url, { name: `개요${i}` })
    expect(response.status).toBe(201)
  }
  const mine = await payload.find({
    collection: 'inquiries',
    where: { name: { like: '개요' } },
    sort: '-createdAt',
    depth: 0,
  })
  references = mine.docs.map((doc) => doc.referenceNumber)
  const admin = (await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })).docs[0]
  await payload.update({ collection: 'inquiries', id: mine.docs[0]?.id as number, data: { assignee: admin?.id } })
  const old = mine.docs[2]
  overdueReference = old?.referenceNumber ?? ''
  await payload.update({
    collection: 'inquiries',
    id: old?.id as number,
    data: { createdAt: new Date(Date.now() - 14 * 86_400_000).toISOString() },
  })

  // Posts: a draft, one scheduled for tomorrow, one published an hour ago.
  const body = (await payload.find({ collection: 'news', limit: 1, depth: 0 })).docs[0]?.body as News['body']
  const post = { summary: '개요 확인용 글', audience: 'public' as const }
  await payload.create({
    collection: 'news',
    draft: true,
    data: { ...post, body, title: titles.draft, _status: 'draft' },
  })
  await payload.create({
    collection: 'news',
    data: {
      ...post,
      body,
      title: titles.scheduled,
      _status: 'published',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  })
  await payload.create({
    collection: 'impact-stories',
    data: {
      ...post,
      body,
      title: titles.published,
      _status: 'published',
      publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
    },
  })

  // Page views: three of one visitor (counted once: one per client and page in 30 minutes); a
  // bot's, staff's, a preview's, a 404 and a non-page refused.
  for (let i = 0; i < 3; i++) expect((await track('/foodtech')).status).toBe(204)
  expect((await track('/foodtech', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).status).toBe(204)
  expect((await track('/foodtech', { cookie: editor.header() })).status).toBe(204)
  expect((await track('/foodtech', { cookie: '__prerender_bypass=1' })).status).toBe(204)
  expect((await track('/no-such-page-overview')).status).toBe(422)
  expect((await track('/robots.txt')).status).toBe(422)
  expect((await track('/api/ready')).status).toBe(422)

  const response = await get(site.url, '/admin', { jar: editor })
  expect(response.status).toBe(200)
  html = await response.text()
}, 180_000)
afterAll(() => seeded?.stop())

describe('the overview on /admin, as an editor', () => {
  it('shows it in Korean above the collection cards', () => {
    expect(html).toContain('한눈에 보기')
    // Payload's own dashboard (the collection cards) follows.
    // The elements, not the selectors of the stylesheet inlined in the head.
    const body = html.slice(html.indexOf('<body'))
    expect(body.indexOf('class="modular-dashboard')).toBeGreaterThan(body.indexOf('한눈에 보기'))
  })

  it('counts new unassigned inquiries, by kind, lists the latest five and links to their list', async () => {
    const part = card('overview-new')
    const list = await listBehind(linkTo(part, /^[\d,]+건$/))
    const expected = await payload.count({
      collection: 'inquiries',
      where: { and: [{ status: { equals: 'new' } }, { assignee: { exists: false } }] },
    })
    expect(list.totalDocs).toBe(expected.totalDocs)
    expect(Number(linkTo(part, /^[\d,]+건$/) && part.match(/>([\d,]+)건</)?.[1])).toBe(expected.totalDocs)
    // The assigned one is left out; the two others are among the latest.
    expect(part).not.toContain(references[0])
    expect(part).toContain(references[1])
    expect(list.docs.map((doc) => doc.referenceNumber)).not.toContain(references[0])
    // 일반 (general) per kind: its link's list holds exactly that many.
    const general = linkTo(part, /^일반/)
    expect((await listBehind(general)).totalDocs).toBe(countIn(part, /일반/))
    expect(general).toContain('where[or][0][and][2][kind][equals]=general')
  })

  it('lists inquiries past the promised answer time (영업일 기준 2일) and links to them', async () => {
    const part = card('overview-overdue')
    expect(part).toContain(overdueReference)
    expect(part).not.toContain(references[1])
    const href = linkTo(part, /^[\d,]+건$/)
    expect(href).toContain(`[createdAt][less_than]=${encodeURIComponent(overdueCutoff(new Date()).toISOString())}`)
    const list = await listBehind(href)
    expect(list.docs.map((doc) => doc.referenceNumber)).toContain(overdueReference)
    expect(Number(part.match(/>([\d,]+)건</)?.[1])).toBe(list.totalDocs)
    for (const doc of list.docs) expect(answerDueAt(new Date(String(doc.createdAt))) <= new Date()).toBe(true)
  })

  it('shows drafts, scheduled and recently published posts with Seoul times, each with its list', async () => {
    const drafts = card('overview-drafts')
    expect(drafts).toContain(titles.draft)
    const draftList = await listBehind(linkTo(drafts, /^뉴스/))
    expect(draftList.docs.map((doc) => doc.title)).toContain(titles.draft)
    expect(draftList.totalDocs).toBe(countIn(drafts, /뉴스/))

    const scheduled = card('overview-scheduled')
    expect(scheduled).toContain(titles.scheduled)
    expect(scheduled).not.toContain(titles.published)
    const scheduledList = await listBehind(linkTo(scheduled, /^뉴스/))
    expect(scheduledList.docs.map((doc) => doc.title)).toEqual([titles.scheduled])

    const published = card('overview-published')
    expect(published).toContain(titles.published)
    expect(published).not.toContain(titles.scheduled)
    expect((await listBehind(linkTo(published, /^임팩트 스토리/))).docs.map((doc) => doc.title)).toContain(
      titles.published,
    )
    // Times are Seoul's: the hour shown is the hour in Asia/Seoul.
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
      new Date(Date.now() + 86_400_000),
    )
    expect(scheduled.replaceAll('<!-- -->', '')).toContain(`공개 예정 <time dateTime=`)
    expect(scheduled).toContain(tomorrow.replaceAll('-', '.'))
  })

  it('counts page views of visitors only, once per client and page: no bots, staff, previews, 404s or non-pages', async () => {
    const part = html.slice(html.indexOf('id="page-views-heading"'))
    const row = part.match(/<th scope="row"[^>]*>\/foodtech<\/th><td[^>]*>(\d+)<\/td>/)
    expect(Number(row?.[1])).toBe(1)
    expect(part).not.toContain('/no-such-page-overview')
    expect(part).not.toContain('/robots.txt')
    expect(part).not.toContain('/api/ready')
    const list = await listBehind(linkTo(part, /전체 기록 보기/))
    expect(list.docs.filter((doc) => doc.path === '/foodtech')).toHaveLength(1)
  })
})

describe('who sees it', () => {
  it('shows the admin the same figures, and a guest only the login', async () => {
    const admin = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
    const adminHtml = await (await get(site.url, '/admin', { jar: admin })).text()
    expect(adminHtml).toContain(overdueReference)
    const guest = await (await get(site.url, '/admin')).text()
    expect(guest).not.toContain('한눈에 보기')
    expect(guest).not.toContain(overdueReference)
  })
})
