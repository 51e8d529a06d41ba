/**
 * 재사용 블록: staff define blocks once and place them on several pages. The public page shows
 * them in place (rendered by the server, cached per page), an edit of the reusable block shows
 * on every page that places it, the public never reads the collection through the API, and one
 * in use cannot be deleted: the refusal names the pages.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, get, postJson } from '../helpers/http'
import { richText } from '../helpers/payload'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import { type RunningSite, TEST_ADMIN } from '../helpers/site'

let seeded: SeededSite
let site: RunningSite
let payload: Payload
const admin = new CookieJar()
const editor = new CookieJar()
const EDITOR = { email: 'reusable.editor@example.com', password: 'editor-password-1', name: '윤편집' }
const stamp = Date.now()
const paths = [`/p/재사용-가-${stamp}`, `/p/재사용-나-${stamp}`]
let blockId: number
const pageIds: number[] = []

const reusableLayout = (heading: string) => [
  { blockType: 'richText', heading, body: richText(`${heading}의 본문`) },
  { blockType: 'stats', heading: '숫자', items: [{ value: '120+', label: '함께한 창업자' }] },
]

/** The page's HTML as a visitor gets it (from the page cache after the first request). */
const html = async (path: string) => {
  const response = await get(site.url, encodeURI(path))
  expect(response.status, path).toBe(200)
  return (await response.text()).replaceAll('<!-- -->', '')
}

/** Waits (at most 10 s) until `check` holds for the page: an edit reaches the site's cache through Postgres. */
async function eventually(path: string, check: (text: string) => boolean) {
  const until = Date.now() + 10_000
  let text = await html(path)
  while (!check(text) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    text = await html(path)
  }
  return text
}

async function rest(jar: CookieJar | undefined, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, site.url), {
    method,
    headers: { 'content-type': 'application/json', origin: site.url, ...(jar ? { cookie: jar.header() } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null }
}

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi()
  ;({ site, payload } = seeded)
  await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor' } })
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
  expect((await postJson(site.url, '/api/users/login', EDITOR, { jar: editor })).status).toBe(200)

  // An editor defines the block through the API, as the admin's form saves it.
  const created = await rest(editor, 'POST', '/api/reusable-blocks', {
    name: `공통 안내 ${stamp}`,
    layout: reusableLayout('함께하는 사람들'),
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  blockId = created.json.doc.id
  for (const [index, path] of paths.entries()) {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: `재사용 시험 ${index + 1}`,
        path,
        hero: { heading: `재사용 시험 페이지 ${index + 1}` },
        layout: [
          { blockType: 'richText', heading: `페이지 ${index + 1}의 글`, body: richText('페이지만의 본문') },
          { blockType: 'reusableBlock', block: blockId },
        ],
        _status: 'published',
      },
    })
    pageIds.push(page.id)
  }
})
afterAll(() => seeded?.stop())

describe('a reusable block on pages', () => {
  it('shows its blocks in place on both pages, after the page’s own', async () => {
    for (const [index, path] of paths.entries()) {
      const text = await html(path)
      const own = text.indexOf(`페이지 ${index + 1}의 글`)
      const shared = text.indexOf('>함께하는 사람들</h2>')
      expect(own, path).toBeGreaterThan(0)
      expect(shared, path).toBeGreaterThan(own)
      expect(text).toContain('함께하는 사람들의 본문')
      expect(text).toContain('함께한 창업자')
    }
  })

  it('shows an edit of the block on every page that places it', async () => {
    // Both pages are in the page cache now.
    for (const path of paths) expect(await html(path)).toContain('함께하는 사람들')
    const saved = await rest(editor, 'PATCH', `/api/reusable-blocks/${blockId}`, {
      layout: reusableLayout('새로 고친 안내'),
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    for (const path of paths) {
      const text = await eventually(path, (page) => page.includes('새로 고친 안내'))
      expect(text, path).toContain('>새로 고친 안내</h2>')
      expect(text, path).not.toContain('함께하는 사람들')
    }
  })

  it('is read by staff, never by the public through the API (pages carry only its id)', async () => {
    expect((await rest(undefined, 'GET', '/api/reusable-blocks')).status).toBe(403)
    expect((await rest(undefined, 'GET', `/api/reusable-blocks/${blockId}`)).status).toBe(403)
    const page = await rest(
      undefined,
      'GET',
      `/api/pages?where[path][equals]=${encodeURIComponent(paths[0] as string)}&depth=2`,
    )
    expect(page.status).toBe(200)
    const placed = page.json.docs[0].layout.find((block: { blockType: string }) => block.blockType === 'reusableBlock')
    expect(placed.block).toBe(blockId)
    expect((await rest(editor, 'GET', `/api/reusable-blocks/${blockId}`)).json.name).toBe(`공통 안내 ${stamp}`)
  })

  it('holds no reusable block inside another (its blocks are the pages’ own kinds only)', async () => {
    const nested = await rest(editor, 'POST', '/api/reusable-blocks', {
      name: `겹친 블록 ${stamp}`,
      layout: [
        { blockType: 'reusableBlock', block: blockId },
        { blockType: 'richText', heading: '겹친 블록의 글', body: richText('본문') },
      ],
    })
    // Payload keeps only the kinds the field offers: the reference is dropped, the rest is saved.
    expect(nested.status).toBe(201)
    const saved = await payload.findByID({ collection: 'reusable-blocks', id: nested.json.doc.id, depth: 0 })
    expect(saved.layout?.map((block) => block.blockType)).toEqual(['richText'])
    await payload.delete({ collection: 'reusable-blocks', id: saved.id })
  })
})

describe('deleting a reusable block', () => {
  it('is refused while pages place it, naming them (Local API and REST)', async () => {
    const expected = `이 재사용 블록 「공통 안내 ${stamp}」은 다음 페이지에서 쓰이고 있어 삭제할 수 없습니다: 「재사용 시험 1」(${paths[0]}), 「재사용 시험 2」(${paths[1]}). 먼저 그 페이지에서 재사용 블록을 빼 주세요.`
    const local = await payload.delete({ collection: 'reusable-blocks', id: blockId }).catch((error) => error)
    expect(local.status).toBe(409)
    expect(local.message).toBe(expected)
    const refused = await rest(admin, 'DELETE', `/api/reusable-blocks/${blockId}`)
    expect(refused.status).toBe(409)
    expect(refused.json.errors[0].message).toBe(expected)
    expect((await payload.findByID({ collection: 'reusable-blocks', id: blockId })).id).toBe(blockId)
  })

  it('is refused while only a page’s draft places it, and goes once no page does', async () => {
    // The first page drops it in a published save; the second only in its published version,
    // keeping it in a newer draft.
    await payload.update({
      collection: 'pages',
      id: pageIds[0] as number,
      data: { layout: [], _status: 'published' },
    })
    const second = await payload.findByID({ collection: 'pages', id: pageIds[1] as number })
    await payload.update({ collection: 'pages', id: second.id, data: { layout: [], _status: 'published' } })
    await payload.update({
      collection: 'pages',
      id: second.id,
      draft: true,
      data: { layout: [{ blockType: 'reusableBlock', block: blockId }] },
    })
    const refused = await rest(editor, 'DELETE', `/api/reusable-blocks/${blockId}`)
    expect(refused.status).toBe(409)
    expect(refused.json.errors[0].message).toContain(`「재사용 시험 2」(${paths[1]})`)
    expect(refused.json.errors[0].message).not.toContain('재사용 시험 1')

    await payload.update({ collection: 'pages', id: second.id, draft: true, data: { layout: [] } })
    expect((await rest(editor, 'DELETE', `/api/reusable-blocks/${blockId}`)).status).toBe(200)
    // The pages no longer show it.
    for (const path of paths)
      expect(await eventually(path, (page) => !page.includes('새로 고친 안내'))).not.toContain('새로 고친 안내')
  })
})
