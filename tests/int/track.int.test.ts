/**
 * Page views (POST /api/track) against the started site on a real Postgres: what is stored,
 * what is refused, bots, one counted view per client and page, 500 events at once, and who reads them.
 * The site trusts X-Forwarded-For here (TRUSTED_PROXY), so each test is its own client.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, get, postJson } from '../helpers/http'
import { createVerifiedMember, signIn } from '../helpers/members'
import { TEST_SECRETS } from '../helpers/payload'
import { type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

let db: TestDatabase
let site: RunningSite

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true })
  site = await startSite({ env: { ...db.siteEnv, TRUSTED_PROXY: 'true', ...TEST_SECRETS } })
})
afterAll(async () => {
  try {
    await site?.stop()
  } finally {
    await db?.destroy()
  }
})

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

let clients = 0
const newAddress = () => {
  clients += 1
  return `198.18.${(clients >> 8) & 255}.${clients & 255}`
}

function event(overrides: Record<string, unknown> = {}) {
  return {
    path: '/foodtech',
    pathFrom: '/',
    referrer: 'https://search.naver.com/',
    eventType: 'pageView',
    sessionId: randomUUID(),
    ...overrides,
  }
}

function track(
  body: string,
  { address = newAddress(), userAgent = DESKTOP, headers = {} as Record<string, string> } = {},
) {
  return fetch(`${site.url}/api/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': address, ...headers },
    body,
  })
}

/** The same POST through `agent`'s connection. */
function trackOn(agent: http.Agent, body: string, address: string): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL('/api/track', site.url),
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'user-agent': DESKTOP, 'x-forwarded-for': address },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const rowsOf = (sessionId: string) =>
  db.query<{ path: string; path_from: string | null; referrer: string | null; device_class: string; created_at: Date }>(
    'SELECT path, path_from, referrer, device_class, created_at FROM page_views WHERE session_id = $1',
    [sessionId],
  )
const viewsOf = async (path: string) =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM page_views WHERE path = $1', [path]))[0]?.n)
const countRows = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM page_views'))[0]?.n)

describe('POST /api/track', () => {
  it('stores a valid event with its time and device class, and answers 204 after it is stored', async () => {
    const sent = event({ path: '/community/news/list', pathFrom: '/foodtech' })
    const before = Date.now()
    const response = await track(JSON.stringify(sent), { userAgent: PHONE })
    expect(response.status).toBe(204)
    const rows = await rowsOf(sent.sessionId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      path: '/community/news/list',
      path_from: '/foodtech',
      referrer: 'https://search.naver.com',
      device_class: 'mobile',
    })
    expect(rows[0]?.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('stores the first view of a visit (no previous path, no referrer)', async () => {
    const sent = event({ pathFrom: '', referrer: '' })
    expect((await track(JSON.stringify(sent))).status).toBe(204)
    expect(await rowsOf(sent.sessionId)).toMatchObject([{ path_from: null, referrer: null, device_class: 'desktop' }])
  })

  it('answers 400 to anything but a valid event, and stores nothing', async () => {
    const before = await countRows()
    const { eventType: _, ...withoutEventType } = event()
    const bodies = [
      '{"path": "/", ',
      'not json',
      '',
      'null',
      '[]',
      JSON.stringify(event({ path: 42 })),
      JSON.stringify(event({ sessionId: 'not-a-uuid' })),
      JSON.stringify(event({ path: 'https://elsewhere.example/' })),
      JSON.stringify(event({ eventType: 'click' })),
      JSON.stringify(event({ extra: true })),
      JSON.stringify(withoutEventType),
      JSON.stringify({ eventType: 'pageView', sessionId: randomUUID() }),
    ]
    for (const body of bodies) expect((await track(body)).status, body).toBe(400)
    expect(await countRows()).toBe(before)
  })

  it('answers 413 to a body over 8 KB, with or without a length', async () => {
    const before = await countRows()
    const big = JSON.stringify(event({ referrer: 'x'.repeat(20_000) }))
    expect((await track(big)).status).toBe(413)
    const chunked = await fetch(`${site.url}/api/track`, {
      method: 'POST',
      headers: { 'user-agent': DESKTOP, 'x-forwarded-for': newAddress() },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(await countRows()).toBe(before)
  })

  it("refuses another site's page with 403 and stores nothing", async () => {
    for (const fetchSite of ['cross-site', 'same-site']) {
      const sent = event()
      const response = await fetch(`${site.url}/api/track`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'user-agent': DESKTOP,
          'x-forwarded-for': newAddress(),
          'sec-fetch-site': fetchSite,
        },
        body: JSON.stringify(sent),
      })
      expect(response.status, fetchSite).toBe(403)
      expect(await rowsOf(sent.sessionId), fetchSite).toHaveLength(0)
    }
    const own = event()
    const response = await fetch(`${site.url}/api/track`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': DESKTOP,
        'x-forwarded-for': newAddress(),
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify(own),
    })
    expect(response.status).toBe(204)
    expect(await rowsOf(own.sessionId)).toHaveLength(1)
  })

  it('answers bots 204 and stores nothing', async () => {
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]
    for (const userAgent of bots) {
      const sent = event()
      expect((await track(JSON.stringify(sent), { userAgent })).status, userAgent).toBe(204)
      expect(await rowsOf(sent.sessionId), userAgent).toHaveLength(0)
    }
  })

  it("keeps another site's origin of a referrer only, never what its address carried", async () => {
    const sent = event({ referrer: 'https://evil.example/login?email=member@example.com&password=hunter2#top' })
    expect((await track(JSON.stringify(sent))).status).toBe(204)
    expect(await rowsOf(sent.sessionId)).toMatchObject([{ referrer: 'https://evil.example' }])
  })

  it("stores no referrer for the site's own pages", async () => {
    const sent = event({ referrer: `${site.url}/login?email=member@example.com&password=hunter2` })
    expect((await track(JSON.stringify(sent))).status).toBe(204)
    expect(await rowsOf(sent.sessionId)).toMatchObject([{ referrer: null }])
  })

  it('counts one view per client address and page in 30 minutes, whatever the session ids', async () => {
    // A kept-alive connection: the events go to one server process, and are counted in Postgres all the same.
    const connection = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const address = newAddress()
    const path = '/impact-franchise'
    const before = await viewsOf(path)
    const statuses: number[] = []
    for (let i = 0; i < 30; i++)
      statuses.push((await trackOn(connection, JSON.stringify(event({ path })), address)).status)
    // A view already counted is no error for the browser: 204 all the same.
    expect(new Set(statuses)).toEqual(new Set([204]))
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => track(JSON.stringify(event({ path })), { address })),
    )
    expect(new Set(burst.map((response) => response.status))).toEqual(new Set([204]))
    expect(await viewsOf(path)).toBe(before + 1)
    connection.destroy()

    // Another page of the same client, and the same page from another client, are counted.
    const other = event({ path: '/invest' })
    expect((await track(JSON.stringify(other), { address })).status).toBe(204)
    expect(await rowsOf(other.sessionId)).toHaveLength(1)
    expect((await track(JSON.stringify(event({ path })))).status).toBe(204)
    expect(await viewsOf(path)).toBe(before + 2)
  })

  it('stores every one of 500 events sent at once by 500 clients', async () => {
    const sessionId = randomUUID()
    const paths = ['/', '/foodtech', '/invest', '/intro/page-a', '/community/news/list', '/impact-franchise']
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        track(JSON.stringify(event({ sessionId, path: paths[i % paths.length] })), {
          address: `198.19.${i >> 8}.${i & 255}`,
        }),
      ),
    )
    expect(responses.map((response) => response.status).filter((status) => status !== 204)).toEqual([])
    const rows = await rowsOf(sessionId)
    expect(rows).toHaveLength(500)
  })

  it('is not a Next route: other methods get 405', async () => {
    const response = await fetch(`${site.url}/api/track`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})

describe('only views of pages the site serves, by visitors', () => {
  it('refuses a burst of paths nobody can open with 422, and stores none of them', async () => {
    const before = await countRows()
    const junk = ['/wp-login.php', '/no/such/page', '/community/news/999999', '/user/edu/cached/news/1', '/cms/home']
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => track(JSON.stringify(event({ path: junk[i % junk.length] })))),
    )
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([422]))
    expect(await countRows()).toBe(before)
  })

  it('counts a page under its address without the query parameters that do not choose a page', async () => {
    const sent = event({ path: '/foodtech?utm_source=junk&ref=AB12CD', pathFrom: '/contact/complete?ref=AB12CD' })
    expect((await track(JSON.stringify(sent))).status).toBe(204)
    expect(await rowsOf(sent.sessionId)).toMatchObject([{ path: '/foodtech', path_from: '/contact/complete' }])
    const list = event({ path: '/community/news/list?page=2&x=1' })
    expect((await track(JSON.stringify(list))).status).toBe(204)
    expect(await rowsOf(list.sessionId)).toMatchObject([{ path: '/community/news/list?page=2' }])
  })

  it("keeps staff out of the counts: an editor's cookie, the admin's preview", async () => {
    const before = await viewsOf('/invest')
    for (const cookie of ['payload-token=anything', 'a=1; __prerender_bypass=anything']) {
      const response = await track(JSON.stringify(event({ path: '/invest' })), { headers: { cookie } })
      expect(response.status, cookie).toBe(204)
    }
    expect(await viewsOf('/invest')).toBe(before)
  })

  it("counts a member's view of the members' area, and not a guest's", async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    const guest = event({ path: '/user/edu' })
    expect((await track(JSON.stringify(guest))).status).toBe(422)
    const own = event({ path: '/user/edu' })
    expect((await track(JSON.stringify(own), { headers: { cookie: jar.header() } })).status).toBe(204)
    expect(await rowsOf(own.sessionId)).toMatchObject([{ path: '/user/edu' }])
  })
})

describe('reading page views', () => {
  it('gives a guest nothing through REST', async () => {
    expect(await countRows()).toBeGreaterThan(0)
    const rest = await get(site.url, '/api/page-views')
    expect(rest.status).toBe(403)
    expect(JSON.stringify(await rest.json())).not.toContain('/foodtech')
  })

  it('lets a CMS editor read them, and nobody create, change or delete one through the API', async () => {
    const editor = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })).status).toBe(200)
    const sent = event({ path: '/invest' })
    expect((await track(JSON.stringify(sent))).status).toBe(204)

    const list = await get(site.url, `/api/page-views?where[sessionId][equals]=${sent.sessionId}`, { jar: editor })
    expect(list.status).toBe(200)
    const { docs } = await list.json()
    expect(docs).toMatchObject([{ path: '/invest', pathFrom: '/', sessionId: sent.sessionId, deviceClass: 'desktop' }])

    const created = await postJson(site.url, '/api/page-views', event(), { jar: editor })
    expect(created.status).toBe(403)
    const id = docs[0].id
    const headers = { origin: site.url, cookie: editor.header(), 'content-type': 'application/json' }
    const changed = await fetch(`${site.url}/api/page-views/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ path: '/changed' }),
    })
    expect(changed.status).toBe(403)
    expect((await fetch(`${site.url}/api/page-views/${id}`, { method: 'DELETE', headers })).status).toBe(403)
    expect(await rowsOf(sent.sessionId)).toMatchObject([{ path: '/invest' }])
  })

  it('shows the dashboard panel to a CMS editor', async () => {
    const editor = new CookieJar()
    await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })
    const html = await (await get(site.url, '/admin', { jar: editor })).text()
    expect(html.includes('페이지 조회 (최근 30일)'), 'panel heading').toBe(true)
    // The most viewed path of this file's events, with its count, in the top-paths table.
    const views = (await db.query<{ n: string }>("SELECT count(*) AS n FROM page_views WHERE path = '/foodtech'"))[0]?.n
    expect(html).toMatch(new RegExp(`<th scope="row"[^>]*>/foodtech</th><td[^>]*>${views}</td>`))
  })
})
