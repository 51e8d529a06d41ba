/**
 * `npm start` supervises what it started: its embedded Postgres killed with SIGKILL
 * under load comes back by itself within 10 s (crash recovery), with no 500 meanwhile and every
 * acknowledged inquiry stored once; a web server killed at the same time is replaced; a data
 * directory that cannot start is reported in /api/ready and the log; and commands beside the
 * running site never stop its database and expire
 * the pages they change.
 */
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { CookieJar, getOnNewConnection, postJson } from '../helpers/http'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { createVerifiedMember, newClient, signIn, siteDatabaseUrl } from '../helpers/members'
import { queryOnce } from '../helpers/postgres'
import { runScript } from '../helpers/scripts'
import { getFromEachServer, serverProcesses } from '../helpers/servers'
import { isRunning, type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'

/** The bound for every path to answer as before. */
const RECOVERY_MS = 10_000
const CACHED = ['/', '/foodtech', '/contact/general']
const DYNAMIC = '/user/applications'

let site: RunningSite
let databaseUrl: string
let jar: CookieJar

beforeAll(async () => {
  // TRUSTED_PROXY: each inquiry from an address of its own (the per-address limit is not under test).
  site = await startSite({ env: { WEB_CONCURRENCY: '2', TRUSTED_PROXY: 'true' } })
  databaseUrl = await siteDatabaseUrl(site)
  jar = await signIn(site, await createVerifiedMember(site))
  // Every server process renders and caches the public pages first.
  for (const page of CACHED)
    for (const answer of (await getFromEachServer(site, page)).values()) expect(answer.status).toBe(200)
})
afterAll(async () => {
  if (process.env.SUPERVISION_LOG) await writeFile(process.env.SUPERVISION_LOG, site?.output() ?? '')
  await site?.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const postgresDir = () => path.join(site.dataDir, 'postgres')
async function postmasterPid(): Promise<number> {
  return Number((await readFile(path.join(postgresDir(), 'postmaster.pid'), 'utf8')).split('\n')[0])
}
/** A GET on a connection of its own: a connection to a killed server process is not reused. */
const fetchPath = (pathname: string, headers: Record<string, string> = {}) =>
  getOnNewConnection(new URL(pathname, site.url), headers)

type Answer = Awaited<ReturnType<typeof fetchPath>>

const load = {
  running: false,
  pages: [] as { path: string; status: number; maintenance: boolean; retryAfter: boolean }[],
  inquiries: [] as { status: number; referenceNumber?: string }[],
  loops: [] as Promise<void>[],
}

function record(pathname: string, answer: Answer) {
  const body = answer.body.toString('utf8')
  load.pages.push({
    path: pathname,
    status: answer.status,
    maintenance: body.includes('<h1>잠시 점검 중입니다</h1>'),
    retryAfter: /^\d+$/.test(String(answer.headers['retry-after'] ?? '')),
  })
}

async function pagesLoop() {
  while (load.running) {
    for (const page of CACHED) record(page, await fetchPath(page))
    record(DYNAMIC, await fetchPath(DYNAMIC, { cookie: jar.header() }))
    await sleep(20)
  }
}

let sent = 0
async function inquiriesLoop() {
  while (load.running) {
    sent += 1
    const response = await sendGeneralInquiry(
      site.url,
      { name: '한지민', email: `supervised${sent}.${Date.now()}@example.com`, topic: 'press' },
      newClient(),
    )
    const body = await response.json()
    load.inquiries.push({ status: response.status, referenceNumber: body.referenceNumber })
    await sleep(100)
  }
}

/**
 * Kills the postmaster and waits until npm start has seen it go (its log line): a check made
 * before that could still pass on a server process that has not yet noticed its postmaster died.
 */
async function killPostmaster(): Promise<{ victim: number; killedAt: number; from: number }> {
  const victim = await postmasterPid()
  const from = site.output().length
  process.kill(victim, 'SIGKILL')
  const killedAt = Date.now()
  await expect
    .poll(() => site.output().slice(from).includes('내장 Postgres가 예기치 않게 종료되었습니다'), { timeout: 10_000 })
    .toBe(true)
  return { victim, killedAt, from }
}

/** Polls `check` until it passes; the time from `since` to the end of its first passing call. */
async function timeUntil(since: number, limitMs: number, check: () => Promise<boolean>): Promise<number> {
  while (Date.now() - since <= limitMs) {
    if (await check().catch(() => false)) return Date.now() - since
    await sleep(100)
  }
  return Number.POSITIVE_INFINITY
}

const ready = async () => {
  const answer = await fetchPath('/api/ready')
  return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) }
}

describe('the embedded Postgres under npm start', () => {
  it('keeps Postgres durability settings on (an acknowledged write is on disk)', async () => {
    const rows = await queryOnce<{ name: string; setting: string }>(
      databaseUrl,
      "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes')",
    )
    expect(Object.fromEntries(rows.map((row) => [row.name, row.setting]))).toEqual({
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
    })
  })

  it('comes back within 10 s of kill -9 under load: no 500, every acknowledged inquiry stored once', async () => {
    load.running = true
    load.loops = [pagesLoop(), pagesLoop(), inquiriesLoop(), inquiriesLoop()]
    // Also when an expectation below fails: the load must not run on into the next test's kills.
    onTestFinished(async () => {
      load.running = false
      await Promise.allSettled(load.loops)
    })
    // A few inquiries acknowledged before the kill; on a busy machine (int beside e2e) the first
    // ones take longer than expect.poll's default second.
    await expect
      .poll(() => load.inquiries.filter((inquiry) => inquiry.status === 201).length, { timeout: 15_000 })
      .toBeGreaterThan(2)

    const { victim, killedAt, from } = await killPostmaster()

    const checks: Record<string, () => Promise<boolean>> = {
      ready: async () => (await ready()).status === 200,
      'dynamic page': async () => (await fetchPath(DYNAMIC, { cookie: jar.header() })).status === 200,
      inquiry: async () => {
        const before = load.inquiries.length
        await expect.poll(() => load.inquiries.length, { timeout: 5000 }).toBeGreaterThan(before)
        return load.inquiries.at(-1)?.status === 201
      },
    }
    const recovered = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => [name, await timeUntil(killedAt, 30_000, check)] as const),
    )
    console.log('recovery after kill -9 of the postmaster (ms):', Object.fromEntries(recovered))
    console.log(
      site
        .output()
        .slice(from)
        .split('\n')
        .filter((line) => line.includes('[데이터베이스]'))
        .join('\n'),
    )
    for (const [name, ms] of recovered) expect(ms, name).toBeLessThan(RECOVERY_MS)

    expect(await postmasterPid()).not.toBe(victim)
    expect(isRunning(victim)).toBe(false)
    const log = site.output().slice(from)
    expect(log).toContain('내장 Postgres가 예기치 않게 종료되었습니다(SIGKILL)')
    expect(log).toContain('내장 Postgres를 다시 시작했습니다')
    // The site itself was not restarted.
    expect(site.output().match(/사이트가 실행 중입니다/g)).toHaveLength(1)

    await sleep(300)
    load.running = false
    await Promise.all(load.loops)

    expect(load.pages.filter((page) => page.status !== 200 && page.status !== 503)).toEqual([])
    const unavailable = load.pages.filter((page) => page.status === 503)
    expect(unavailable.every((page) => page.maintenance && page.retryAfter)).toBe(true)
    expect(unavailable.filter((page) => page.path !== DYNAMIC)).toEqual([])
    expect(load.pages.filter((page) => page.path !== DYNAMIC && page.status !== 200)).toEqual([])
    expect(new Set(load.inquiries.map((inquiry) => inquiry.status))).toEqual(new Set([201, 503]))

    const stored = await queryOnce<{ reference_number: string; copies: number }>(
      databaseUrl,
      'SELECT reference_number, count(*)::int AS copies FROM inquiries GROUP BY reference_number',
    )
    const copies = new Map(stored.map((row) => [row.reference_number, row.copies]))
    const acknowledged = load.inquiries.filter((inquiry) => inquiry.status === 201)
    expect(acknowledged.filter((inquiry) => copies.get(inquiry.referenceNumber ?? '') !== 1)).toEqual([])
  })

  it('replaces a web server and the postmaster killed at the same moment', async () => {
    const [server, survivor] = await serverProcesses(site)
    process.kill(server as number, 'SIGKILL')
    const { killedAt, from } = await killPostmaster()

    expect(await timeUntil(killedAt, 30_000, async () => (await ready()).status === 200)).toBeLessThan(RECOVERY_MS)
    await expect
      .poll(async () => (await serverProcesses(site)).filter((pid) => pid !== server && pid !== survivor).length, {
        timeout: 60_000,
      })
      .toBe(1)
    const log = site.output().slice(from)
    expect(log).toContain(`서버 ${server}이(가) 종료되어 다시 시작합니다 (SIGKILL)`)
    expect(log).toContain('내장 Postgres를 다시 시작했습니다')
    // Every server answers once the replacement listens.
    await expect
      .poll(
        async () => {
          const answers = await getFromEachServer(site, '/foodtech').catch(() => new Map())
          return answers.size === 2 && [...answers.values()].every((answer) => answer.status === 200)
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true)
  })

  it('says why in /api/ready and the log when Postgres cannot start, and comes back once repaired', async () => {
    // The page to be served from cache meanwhile is cached on every server first, after the last
    // restart's settling: each cache listener expires every page once it reconnects (it may have
    // missed notifications), up to a second or more after the database is back. Two rounds of
    // cache hits on both servers, 1.5 s apart, leave no reconnect still to come.
    let hitRounds = 0
    await expect
      .poll(
        async () => {
          const answers = await getFromEachServer(site, '/foodtech').catch(() => new Map())
          const hits = [...answers.values()].filter((answer) => answer.headers['x-nextjs-cache'] === 'HIT')
          hitRounds = answers.size === 2 && hits.length === 2 ? hitRounds + 1 : 0
          return hitRounds
        },
        { timeout: 60_000, interval: 1500 },
      )
      .toBeGreaterThanOrEqual(2)
    const control = path.join(postgresDir(), 'global', 'pg_control')
    // A damaged data directory: its control file is gone when the server next starts.
    await rename(control, `${control}.aside`)
    const { from } = await killPostmaster()

    await expect.poll(async () => (await ready()).body.database?.cause, { timeout: 20_000 }).toBe('damaged')
    const { status, body } = await ready()
    expect(status).toBe(503)
    expect(body.reason).toBe('database cannot start')
    expect(body.database).toMatchObject({ state: 'failed', cause: 'damaged' })
    expect(body.database.message).toContain('데이터 디렉터리가 손상되어')
    expect(body.database.action).toContain('npm run restore')
    expect(body.database.detail).toContain('pg_control')
    const log = site.output().slice(from)
    expect(log).toContain('데이터 디렉터리가 손상되어 데이터베이스(Postgres)를 시작할 수 없습니다')
    expect(log).toContain('npm run restore')
    // What the cache holds is still served; what needs the database is the maintenance page.
    expect((await fetchPath('/foodtech')).status).toBe(200)
    const dynamic = await fetchPath(DYNAMIC, { cookie: jar.header() })
    expect(dynamic.status).toBe(503)
    expect(dynamic.body.toString('utf8')).toContain('<h1>잠시 점검 중입니다</h1>')

    await rename(`${control}.aside`, control)
    await expect.poll(async () => (await ready()).status, { timeout: 20_000 }).toBe(200)
  })
})

describe('commands beside the running site', () => {
  it('the seed uses the site’s database without stopping it, and every server shows what it re-created', async () => {
    const editor = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })).status).toBe(200)
    // The newest demo post, on the first page of the news list. Deleted by staff (the seed puts it back).
    const { docs } = await (await fetch(`${site.url}/api/news?limit=1&depth=0&sort=-publishedAt`)).json()
    const { id, title } = docs[0] as { id: number; title: string }
    const removed = await fetch(`${site.url}/api/news/${id}`, {
      method: 'DELETE',
      headers: { origin: site.url, cookie: editor.header() },
    })
    expect(removed.status).toBe(200)
    const LIST = '/community/news/list'
    // Every server process renders and caches the list without it, and the post's address as a 404.
    for (const answer of (await getFromEachServer(site, LIST)).values()) {
      expect(answer.status).toBe(200)
      expect(answer.body.toString('utf8')).not.toContain(title)
    }
    for (const answer of (await getFromEachServer(site, `/community/news/${id}`)).values())
      expect(answer.status).toBe(404)

    const postmaster = await postmasterPid()
    const from = site.output().length
    const seeded = await runScript('seed.ts', [], {
      DATA_DIR: site.dataDir,
      MEDIA_DIR: path.join(site.dataDir, 'media'),
    })
    expect(seeded.code, seeded.output).toBe(0)

    // The site's database ran all along: same server, no restart.
    expect(isRunning(postmaster)).toBe(true)
    expect(await postmasterPid()).toBe(postmaster)
    expect(site.output().slice(from)).not.toContain('내장 Postgres가 예기치 않게 종료')
    expect((await ready()).status).toBe(200)
    // The re-created post is on every server's list, and its page answers (no cached 404).
    const again = await (
      await fetch(`${site.url}/api/news?where[title][equals]=${encodeURIComponent(title)}&depth=0`)
    ).json()
    expect(again.docs).toHaveLength(1)
    await expect
      .poll(
        async () => {
          const answers = [...(await getFromEachServer(site, LIST)).values()]
          return answers.every((answer) => answer.body.toString('utf8').includes(title))
        },
        { timeout: 5000 },
      )
      .toBe(true)
    for (const answer of (await getFromEachServer(site, `/community/news/${again.docs[0].id}`)).values()) {
      expect(answer.status).toBe(200)
    }
  })

  it('npm run seed -- --scale adds the large data set beside the site, through each owner’s interface, once', async () => {
    const env = {
      DATA_DIR: site.dataDir,
      MEDIA_DIR: path.join(site.dataDir, 'media'),
      SEED_SCALE_COUNTS: 'news=6,stories=3,members=4,inquiries=9,pageViews=500',
    }
    const first = await runScript('seed.ts', ['--scale'], env)
    expect(first.code, first.output).toBe(0)
    expect(first.output).toContain('[규모 시드] 완료')
    const editor = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })).status).toBe(200)
    const total = async (query: string) => {
      const response = await fetch(`${site.url}/api/${query}&limit=1&depth=0`, {
        headers: { cookie: editor.header(), 'sec-fetch-site': 'same-origin' },
      })
      expect(response.status, query).toBe(200)
      return (await response.json()) as { totalDocs: number; docs: Record<string, unknown>[] }
    }
    const counts = async () => ({
      news: (await total(`news?where[title][like]=${encodeURIComponent('규모 시험 뉴스')}`)).totalDocs,
      stories: (await total(`impact-stories?where[title][like]=${encodeURIComponent('규모 시험 임팩트')}`)).totalDocs,
      inquiries: (await total(`inquiries?where[message][like]=${encodeURIComponent('규모 시험용 문의')}`)).totalDocs,
      pageViews: (await total('page-views?where[sessionId][like]=00000000-5ca1-')).totalDocs,
    })
    expect(await counts()).toEqual({ news: 6, stories: 3, inquiries: 9, pageViews: 500 })
    // Payload reads the set-based rows back whole: an answered inquiry has its note and its history.
    const answered = await total(
      `inquiries?where[and][0][message][like]=${encodeURIComponent('규모 시험용 문의')}&where[and][1][status][equals]=answered`,
    )
    const inquiry = answered.docs[0] as { notes: { text: string }[]; statusHistory: { from: string; to: string }[] }
    expect(inquiry.notes[0]?.text).toContain('담당자 메모')
    expect(inquiry.statusHistory[0]?.from).toBe('new')
    // A generated member is a real better-auth account: it signs in with the documented password.
    await signIn(site, {
      name: '회원1',
      email: 'member1@scale.example.com',
      password: 'scale-member-1',
      phone: '',
      client: { 'x-forwarded-for': '203.0.113.251', 'user-agent': 'scale-seed-check' },
    })

    const second = await runScript('seed.ts', ['--scale'], env)
    expect(second.code, second.output).toBe(0)
    for (const part of ['뉴스', '임팩트 스토리', '회원', '문의', '페이지 조회'])
      expect(second.output).toMatch(new RegExp(`\\[규모 시드\\] ${part}: 이미 있음`))
    expect(await counts()).toEqual({ news: 6, stories: 3, inquiries: 9, pageViews: 500 })
  })
})
