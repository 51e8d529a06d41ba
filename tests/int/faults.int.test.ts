/**
 * Postgres stopped in the middle of a load run: cached pages keep answering 200,
 * dynamic pages answer the maintenance page with 503, /api/ready 503 while /api/health stays
 * 200; when the same Postgres comes back (same data, same port) the site recovers within 5 s
 * without a restart, and every inquiry and page view that was accepted is stored.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CookieJar, get, postJson } from '../helpers/http'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { createVerifiedMember, type Member, newClient, signIn } from '../helpers/members'
import { TEST_SECRETS } from '../helpers/payload'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/postgres'
import { getFromEachServer } from '../helpers/servers'
import { type RunningSite, startSite } from '../helpers/site'

/** Served from Next's cache once rendered: they must not notice the outage. */
const CACHED = ['/', '/foodtech', '/community/news/list', '/contact/general']
/** Read from the database on every request (the member's own inquiries). */
const DYNAMIC = '/user/applications'
/** The requirement's bound, plus room for the two shared, busy cores this runs on. */
const RECOVERY_BOUND_MS = 5000
const LOAD_MARGIN_MS = 3000

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

let db: ThrowawayPostgres
let site: RunningSite
let member: Member
let jar: CookieJar

beforeAll(async () => {
  db = await startThrowawayPostgres({ seeded: true })
  site = await startSite({ env: { ...db.siteEnv, TRUSTED_PROXY: 'true', ...TEST_SECRETS } })
  member = await createVerifiedMember(site)
  jar = await signIn(site, member)
})
afterAll(async () => {
  load.running = false
  try {
    await site?.stop()
  } finally {
    await db?.destroy()
  }
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let addresses = 0
/**
 * Each page view from an address of its own (the per-address limit is not under test here), of a
 * page the site serves (only those count); told apart by its visit id.
 */
async function trackEvent(): Promise<{ sessionId: string; status: number }> {
  addresses += 1
  const sessionId = randomUUID()
  const response = await fetch(`${site.url}/api/track`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': DESKTOP,
      'x-forwarded-for': `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
    },
    body: JSON.stringify({ path: '/foodtech', pathFrom: '/', referrer: null, eventType: 'pageView', sessionId }),
  })
  return { sessionId, status: response.status }
}

let inquiries = 0
async function sendInquiry() {
  inquiries += 1
  const response = await sendGeneralInquiry(
    site.url,
    {
      name: '박서준',
      phone: '01034567890',
      email: `faults${inquiries}.${Date.now()}@example.com`,
      message: '점검 중에도 문의가 잘 접수되는지 궁금합니다.',
      topic: 'press',
    },
    newClient(),
  )
  return { status: response.status, body: await response.json() }
}

/** The load run: a few loops until `running` is cleared, every answer recorded. */
const load = {
  running: false,
  cached: [] as number[],
  dynamic: [] as number[],
  views: [] as { sessionId: string; status: number }[],
  inquiries: [] as { status: number; referenceNumber?: string }[],
  loops: [] as Promise<void>[],
}

async function pagesLoop() {
  while (load.running) {
    for (const path of CACHED) {
      const response = await get(site.url, path)
      await response.arrayBuffer()
      load.cached.push(response.status)
    }
    const response = await get(site.url, DYNAMIC, { jar })
    await response.arrayBuffer()
    load.dynamic.push(response.status)
    await sleep(50)
  }
}

async function viewsLoop() {
  while (load.running) {
    await Promise.all(
      [0, 1, 2].map(async () => {
        load.views.push(await trackEvent())
      }),
    )
    await sleep(50)
  }
}

async function inquiriesLoop() {
  while (load.running) {
    const { status, body } = await sendInquiry()
    load.inquiries.push({ status, referenceNumber: body.referenceNumber })
    await sleep(250)
  }
}

describe('Postgres stopped in the middle of a load run', () => {
  it('serves cached and dynamic pages while Postgres is up', async () => {
    // Each server process keeps its own page cache; a request during the outage may reach any.
    for (const path of CACHED) {
      for (const answer of (await getFromEachServer(site, path)).values()) expect(answer.status).toBe(200)
    }
    const mine = await get(site.url, DYNAMIC, { jar })
    expect(mine.status).toBe(200)
    expect(await mine.text()).toContain('내 신청 현황')
  })

  it('during the outage: cached pages 200, dynamic pages the maintenance page with 503, ready 503, health 200', async () => {
    load.running = true
    load.loops = [pagesLoop(), pagesLoop(), viewsLoop(), viewsLoop(), inquiriesLoop()]
    await expect.poll(() => load.dynamic.length + load.inquiries.length, { timeout: 10_000 }).toBeGreaterThan(4)

    await db.crash()

    for (const path of CACHED) {
      const response = await get(site.url, path)
      expect(response.status, path).toBe(200)
      expect(await response.text()).not.toContain('잠시 점검 중입니다')
    }
    // A members' page and a page never rendered before (its cache is cold).
    for (const path of [DYNAMIC, '/community/impact-story/list?page=2']) {
      const response = await get(site.url, path, { jar })
      expect(response.status, path).toBe(503)
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(response.headers.get('content-type')).toContain('text/html')
      // Members' pages are marked private as well (src/server/server.mjs); either way, never stored.
      expect(response.headers.get('cache-control')).toMatch(/(^|, )no-store(,|$)/)
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      const html = await response.text()
      expect(html).toContain('<h1>잠시 점검 중입니다</h1>')
      expect(html).toContain('안전하게 보관되어 있습니다')
    }

    const ready = await get(site.url, '/api/ready')
    expect(ready.status).toBe(503)
    expect((await ready.json()).reason).toBe('database unreachable')
    expect((await get(site.url, '/api/health')).status).toBe(200)

    // The forms say so in Korean (the inquiry form keeps what was typed, and says that too).
    const signInDown = await postJson(
      site.url,
      '/api/auth/sign-in/email',
      { email: member.email, password: member.password },
      { headers: member.client },
    )
    expect(signInDown.status).toBe(503)
    expect((await signInDown.json()).message).toContain('잠시 점검 중입니다')
    const inquiryDown = await sendInquiry()
    expect(inquiryDown.status).toBe(503)
    expect(inquiryDown.body.message).toContain('입력한 내용은 이 기기에 그대로 남아 있습니다')

    // A moment more for page views to pile up behind the stopped database.
    await sleep(1000)
  })

  it('recovers within 5 s of Postgres coming back, without a restart', async () => {
    // Page views sent while the database is down wait for it (src/page-views/intake.mjs).
    const waited = [1, 2, 3].map(() => trackEvent())
    await db.start()
    const back = Date.now()
    const signInWorks = async () => {
      const response = await postJson(
        site.url,
        '/api/auth/sign-in/email',
        { email: member.email, password: member.password },
        { headers: member.client },
      )
      return response.status === 200
    }
    const checks: Record<string, () => Promise<boolean>> = {
      ready: async () => (await get(site.url, '/api/ready')).status === 200,
      'dynamic page': async () => {
        const page = await get(site.url, DYNAMIC, { jar })
        await page.arrayBuffer()
        return page.status === 200
      },
      'page view stored': async () => (await trackEvent()).status === 204,
      'cache listener': async () =>
        (await db.query("SELECT 1 FROM pg_stat_activity WHERE query = 'LISTEN next_cache_tags'")).length > 0,
      'sign-in': signInWorks,
    }
    // Each check polls on its own; a check counts from the end of its first successful answer.
    const limit = RECOVERY_BOUND_MS + LOAD_MARGIN_MS
    const recoveredAfter = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        while (Date.now() - back <= limit) {
          if (await check().catch(() => false)) return [name, Date.now() - back] as const
          await sleep(100)
        }
        return [name, Number.POSITIVE_INFINITY] as const
      }),
    )
    for (const [name, ms] of recoveredAfter) expect(ms, name).toBeLessThanOrEqual(limit)
    for (const view of await Promise.all(waited)) {
      expect(view.status, view.sessionId).toBe(204)
      load.views.push(view)
    }
    // One process all along: started once, never restarted.
    expect(site.output().match(/사이트가 실행 중입니다/g)).toHaveLength(1)
    expect(site.output()).not.toContain('예기치 않게 종료')
  })

  it('lost no accepted inquiry or page view, and the load saw the outage', async () => {
    await sleep(500)
    load.running = false
    await Promise.all(load.loops)

    expect(new Set(load.cached)).toEqual(new Set([200]))
    expect(new Set(load.dynamic)).toEqual(new Set([200, 503]))
    expect(new Set(load.inquiries.map((inquiry) => inquiry.status))).toEqual(new Set([201, 503]))
    expect(load.views.every((view) => view.status === 204 || view.status === 503)).toBe(true)

    const storedViews = new Set(
      (await db.query<{ session_id: string }>("SELECT session_id FROM page_views WHERE path = '/foodtech'")).map(
        (row) => row.session_id,
      ),
    )
    const acceptedViews = load.views.filter((view) => view.status === 204).map((view) => view.sessionId)
    expect(acceptedViews.filter((sessionId) => !storedViews.has(sessionId))).toEqual([])

    const storedInquiries = new Set(
      (await db.query<{ reference_number: string }>('SELECT reference_number FROM inquiries')).map(
        (row) => row.reference_number,
      ),
    )
    const acceptedInquiries = load.inquiries.filter((inquiry) => inquiry.status === 201)
    expect(acceptedInquiries.length).toBeGreaterThan(0)
    expect(acceptedInquiries.filter((inquiry) => !storedInquiries.has(inquiry.referenceNumber ?? ''))).toEqual([])
  })
})
