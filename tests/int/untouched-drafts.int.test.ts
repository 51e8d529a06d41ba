/**
 * "새로 생성" left untouched: POST /api/drafts/discard-untouched deletes only a never-published
 * draft with an empty title and only its creation's version, and sweeps such drafts a day old.
 * (The browser side: tests/e2e/admin-drafts.spec.ts.)
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, postJson } from '../helpers/http'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import { type RunningSite, TEST_ADMIN } from '../helpers/site'
import type { TestDatabase } from '../helpers/test-database'

let seeded: SeededSite
let db: TestDatabase
let site: RunningSite
let payload: Payload
const admin = new CookieJar()

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi()
  ;({ db, site, payload } = seeded)
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
})
afterAll(() => seeded?.stop())

/** What Payload's create view does on "새로 생성" for a collection with autosaved drafts. */
const openCreateView = (collection: 'news' | 'pages' = 'news') =>
  payload.create({ collection, data: {}, draft: true, context: { disableRevalidate: true } })

const discard = async (collection: string, id: unknown, jar: CookieJar | undefined = admin) => {
  const response = await postJson(site.url, '/api/drafts/discard-untouched', { collection, id }, { jar })
  return { status: response.status, body: (await response.json()) as { discarded: boolean } }
}

const exists = async (collection: 'news' | 'pages', id: number) =>
  (await payload.find({ collection, draft: true, where: { id: { equals: id } }, limit: 1 })).totalDocs === 1

describe('discarding untouched drafts', () => {
  it('discards a news or page draft nobody touched', async () => {
    for (const collection of ['news', 'pages'] as const) {
      const { id } = await openCreateView(collection)
      expect(await discard(collection, id)).toEqual({ status: 200, body: { discarded: true } })
      expect(await exists(collection, id)).toBe(false)
    }
  })

  it('keeps a draft once anything was autosaved, a titled one and a published post', async () => {
    const edited = await openCreateView()
    await payload.update({
      collection: 'news',
      id: edited.id,
      draft: true,
      autosave: true,
      data: { summary: '요약만' },
    })
    expect((await discard('news', edited.id)).body.discarded).toBe(false)
    expect(await exists('news', edited.id)).toBe(true)

    const titled = await payload.create({ collection: 'news', draft: true, data: { title: '제목만 있는 초안' } })
    expect((await discard('news', titled.id)).body.discarded).toBe(false)

    const published = (await payload.find({ collection: 'news', limit: 1 })).docs[0]
    expect((await discard('news', published?.id)).body.discarded).toBe(false)
    expect(await exists('news', published?.id as number)).toBe(true)
  })

  it('refuses guests and anything but an autosaved-draft collection', async () => {
    const { id } = await openCreateView()
    expect((await discard('news', id, new CookieJar())).status).toBe(401)
    expect((await discard('media', 1)).status).toBe(400)
    expect((await discard('news', 'abc')).status).toBe(400)
    expect(await exists('news', id)).toBe(true)
  })

  it('sweeps untouched drafts older than a day when staff leave another one', async () => {
    const old = await openCreateView()
    const recent = await openCreateView()
    const older = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    await db.query('UPDATE news SET created_at = $1 WHERE id = $2', [older, old.id])
    const left = await openCreateView()
    expect((await discard('news', left.id)).body.discarded).toBe(true)
    expect(await exists('news', old.id)).toBe(false)
    expect(await exists('news', recent.id)).toBe(true)
  })
})
