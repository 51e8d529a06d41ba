/**
 * `npm run bench`: the production site with its seeded content on a throwaway embedded
 * Postgres, measured in one run:
 *  - time from `npm start`'s process start to the first 200 on `/` (first start on fresh data,
 *    which includes migrating and seeding, then a warm restart on the same data; build present);
 *  - requests per second and p50/p99 latency (autocannon, 50 connections, 10 s after a 3 s
 *    warm-up) for `/`,
 *    `/community/news/list` and `/api/auth/get-session` (guest and signed-in member), each next
 *    to a bare Node `http` server answering the same bytes in the same run, with as many
 *    processes as the site's web servers (one per core);
 *  - SQL statements run during each load (pg_stat_statements), per request;
 *  - the web servers' resident memory idle and at its peak (all their processes together);
 *  - Lighthouse (mobile) on every public and members' page, forms included: three runs each,
 *    reported by Lighthouse's median run (bench/lighthouse.ts), against the targets of issue 19
 *    and beside a bare Next page built and measured the same way in the same run (bench/bare-next.ts);
 *  - page views (POST /api/track, 200 connections): events/s, latency, 2xx against rows stored.
 * `BENCH_ONLY=track` runs the page-view part alone (bench/track.ts), `BENCH_ONLY=inquiries` the
 * inquiry part alone (BENCH_ROUNDS new sites on the seeded data, 3 by default), `BENCH_ONLY=admin` the
 * admin's screens cold and warm (bench/admin-screens.ts), `BENCH_ONLY=pages` each kind of page's
 * throughput beside bare Node, without compression and with Brotli as browsers ask (bench/pages-results.json),
 * `BENCH_ONLY=lighthouse` the
 * Lighthouse part alone (bench/lighthouse-results.json); `npm run bench -- --soak`
 * the 200-client soak of mixed traffic with memory per round instead (bench/soak.ts).
 * Prints a table and writes bench/results.json. Never part of `npm test`: timings are not tests.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { build, isBuildCurrent } from '../scripts/lib/build'
import { freePort } from '../src/db/embedded-postgres'
import { CookieJar, postJson, rawRequest } from '../tests/helpers/http'
import { sendGeneralInquiry } from '../tests/helpers/inquiry'
import { createVerifiedMember, type Member } from '../tests/helpers/members'
import { queryOnce } from '../tests/helpers/postgres'
import { descendants, descendantsRunning } from '../tests/helpers/processes'
import { type RunningSite, root, startSite } from '../tests/helpers/site'
import { benchAccounts } from './accounts'
import { benchAdminScreens, printAdminScreens } from './admin-screens'
import { statementCount } from './alternating'
import { benchInquiries } from './inquiries'
import { type Inspector, openInspector } from './inspector'
import { everyPage, type LighthouseFigures, lighthouseOnBareNext, runLighthouse } from './lighthouse'
import { benchCsvExport, benchInquiryList, benchSearch, benchSitemap } from './scale'
import { benchSoak } from './soak'
import { benchTrack, printTrack } from './track'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 50

interface Load {
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

/**
 * A warm-up of 3 s before each load, not counted, for the site and the bare server alike: every server
 * process (one per core) has then rendered or cached the page and compiled its hot code, so the
 * figures are a running site's, not its first seconds'.
 */
const WARMUP_S = 3

async function warmUp(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers })
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers })
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/**
 * A bare Node http server answering one fixed response, run as the site runs: in its own
 * process, or as `servers` processes sharing one port as the site's do when it has one server per
 * core (src/server/cluster.mjs: each accepts its own connections), so the ratio compares like with like.
 */
async function bareServer(body: Buffer, contentType: string, servers: number, contentEncoding?: string) {
  const port = await freePort()
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-bare-'))
  await writeFile(path.join(folder, 'body'), body)
  const file = path.join(folder, 'server.cjs')
  await writeFile(
    file,
    `const cluster = require('node:cluster');
    if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
    if (cluster.isPrimary && ${servers} > 1) {
      let listening = 0;
      for (let i = 0; i < ${servers}; i++)
        cluster.fork().on('message', () => { if (++listening === ${servers}) process.send('ready') });
    } else {
      const body = require('node:fs').readFileSync(${JSON.stringify(path.join(folder, 'body'))});
      require('node:http').createServer((req, res) => {
        res.writeHead(200, { 'content-type': ${JSON.stringify(contentType)}, 'content-length': body.length${contentEncoding ? `, 'content-encoding': ${JSON.stringify(contentEncoding)}` : ''} });
        res.end(body);
      }).listen(${port}, '127.0.0.1', () => process.send('ready'));
    }`,
  )
  const child = spawn(process.execPath, [file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  await new Promise((resolve) => child.once('message', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
      await rm(folder, { recursive: true, force: true })
    },
  }
}

/**
 * Waits until the site is idle: its web servers and Postgres together use under 5 % of a core
 * over 2 s (at most 60 s). After the loads the servers still send queued mails and write queued
 * page views; Lighthouse measures a visitor's page, not that work. Returns the seconds waited.
 */
async function settle(serverPids: number[]): Promise<number> {
  const started = Date.now()
  const used = async () => {
    const { server = 0, postgres = 0 } = await cpuSeconds(serverPids)
    return server + postgres
  }
  let before = await used()
  while (Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const now = await used()
    if ((now - before) / 2 < 0.05) break
    before = now
  }
  return Math.round((Date.now() - started) / 100) / 10
}

/**
 * The web server's processes under `npm start`: the cluster's primary (src/server/cluster.mjs), if
 * any, and the servers themselves (src/server/server.mjs), one per core by default.
 */
async function serverProcesses(): Promise<{ all: number[]; servers: number[] }> {
  const servers = await descendantsRunning(process.pid, 'src/server/server.mjs')
  if (servers.length === 0) throw new Error('web server process not found')
  return { all: [...(await descendantsRunning(process.pid, 'src/server/cluster.mjs')), ...servers], servers }
}

/** CPU seconds (user + system) used so far by the web server's processes, by Postgres (all its processes) and by this bench. */
async function cpuSeconds(serverPids: number[]): Promise<Record<string, number>> {
  // utime + stime, and cutime + cstime: the Postgres server has reaped its closed connections' processes.
  const ticks = async (pid: number) => {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0) / 100 // USER_HZ
  }
  let postgres = 0
  for (const pid of await descendants(process.pid)) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
    if (/\/postgres\b/.test(cmdline.split('\0')[0] ?? '') || cmdline.startsWith('postgres:'))
      postgres += await ticks(pid)
  }
  let server = 0
  for (const pid of serverPids) server += await ticks(pid)
  const own = process.cpuUsage()
  return { server, postgres, bench: (own.user + own.system) / 1e6 }
}

/**
 * Connections waiting in the kernel for the web server to accept them: the listening socket's
 * receive queue in /proc/net/tcp (an un-accepted connection is established for the client, so it
 * sends its request and waits).
 */
async function acceptQueue(port: number): Promise<number> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  let waiting = 0
  for (const line of (await readFile('/proc/net/tcp', 'utf8')).split('\n').slice(1)) {
    const [, local, , state, queues] = line.trim().split(/\s+/)
    if (state === '0A' && local?.endsWith(`:${hexPort}`)) waiting += Number.parseInt(queues?.split(':')[1] ?? '0', 16)
  }
  return waiting
}

/** Resident memory of the web server's processes together, now and at each one's peak (summed). */
async function memoryMb(pids: number[]) {
  let rss = 0
  let peak = 0
  for (const pid of pids) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0)
    rss += kb('VmRSS')
    peak += kb('VmHWM')
  }
  return { rss: Math.round(rss / 1024), peak: Math.round(peak / 1024) }
}

async function timedStart(dataDir?: string): Promise<{ site: RunningSite; seconds: number }> {
  const started = Date.now()
  // As behind a proxy, so the sign-in load can come from many client addresses (bench/accounts.ts).
  // The production tick (tests use 2 s), so the figures are the shipped configuration's.
  // The first start is a new machine's: an empty data folder (no seeded test template).
  const site = await startSite({
    env: { TRUSTED_PROXY: 'true', JOBS_TICK_SECONDS: '10' },
    ...(dataDir ? { dataDir } : { fresh: true }),
  })
  // The banner prints once the server listens; the first 200 is what a visitor waits for.
  while ((await fetch(site.url).catch(() => null))?.status !== 200) await new Promise((r) => setTimeout(r, 50))
  return { site, seconds: (Date.now() - started) / 1000 }
}

/** The embedded database of a started site, from its banner and its secrets file. */
async function databaseUrl(site: RunningSite): Promise<string> {
  const port = site.output().match(/포트 (\d+)/)?.[1]
  const secrets = JSON.parse(await readFile(path.join(site.dataDir, 'secrets.json'), 'utf8'))
  return `postgres://postgres:${encodeURIComponent(secrets.POSTGRES_PASSWORD)}@127.0.0.1:${port}/app`
}

type Target = { name: string; path: string; headers: Record<string, string>; member?: boolean }

/** One target's load on the site next to a bare Node server answering the same bytes. */
async function measureTarget(site: RunningSite, db: string, servers: number, target: Target) {
  // The sample request also warms the cache: the load measures cache hits. Its bytes as sent
  // (compressed, where the target asks so), for the bare server to send the same.
  const sample = await rawRequest(site.url, target.path, { headers: target.headers })
  const body = sample.bytes
  if (sample.status !== 200) throw new Error(`${target.name}: ${sample.status}`)
  // A member's session that came back empty would measure a guest (it did until 2026-11-25).
  if (target.member && sample.body === 'null') throw new Error(`${target.name}: no session`)
  const contentType = String(sample.headers['content-type'] ?? 'text/plain')
  const bare = await bareServer(body, contentType, servers, sample.headers['content-encoding'])
  await warmUp(new URL(target.path, site.url).toString(), target.headers)
  const before = await statementCount(db)
  const siteLoad = await load(new URL(target.path, site.url).toString(), target.headers)
  const statements = (await statementCount(db)) - before - 1 // less our own count query
  await warmUp(bare.url)
  const bareLoad = await load(bare.url)
  await bare.stop()
  return {
    target: target.name,
    bytes: body.length,
    site: siteLoad,
    bare: bareLoad,
    ratio: Number((siteLoad.rps / bareLoad.rps).toFixed(3)),
    sqlPerRequest: Number((Math.max(0, statements) / Math.max(1, siteLoad.requests)).toFixed(4)),
  }
}

/** measureTarget's rows as one table. */
function printLoads(rows: Awaited<ReturnType<typeof measureTarget>>[]) {
  console.table(
    rows.map((row) => ({
      대상: row.target,
      바이트: row.bytes,
      'req/s': row.site.rps,
      'p50 ms': row.site.p50,
      'p99 ms': row.site.p99,
      '2xx 아님': row.site.errors + row.site.non2xx,
      'SQL/요청': row.sqlPerRequest,
      'bare req/s': row.bare.rps,
      'bare p99 ms': row.bare.p99,
      비율: row.ratio,
    })),
  )
}

async function main() {
  if (!(await isBuildCurrent())) {
    console.log('빌드가 없어 먼저 빌드합니다…')
    await build()
  }
  if (process.env.BENCH_ONLY === 'track') return trackOnly()
  if (process.env.BENCH_ONLY === 'lighthouse') return lighthouseOnly()
  if (process.env.BENCH_ONLY === 'inquiries') return inquiriesOnly()
  if (process.env.BENCH_ONLY === 'admin') return adminOnly()
  if (process.env.BENCH_ONLY === 'pages') return pagesOnly()
  if (process.argv.includes('--soak')) return soakOnly()
  if (process.argv.includes('--scale') || process.env.BENCH_SCALE === '1') return scaleOnly()

  const first = await timedStart()
  await first.site.stop({ keepData: true })
  const { site, seconds: warmSeconds } = await timedStart(first.site.dataDir)

  try {
    const processes = await serverProcesses()
    const db = await databaseUrl(site)
    await queryOnce(db, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const idle = await memoryMb(processes.all)

    const account = await createVerifiedMember(site, {
      email: 'bench@example.com',
      password: 'bench-password-1',
      name: '벤치',
    })

    const targets: Target[] = [
      { name: 'GET /', path: '/', headers: {} },
      { name: 'GET /community/news/list', path: '/community/news/list', headers: {} },
      { name: 'GET /api/auth/get-session (손님)', path: '/api/auth/get-session', headers: {} },
      { name: 'GET /api/auth/get-session (회원)', path: '/api/auth/get-session', headers: {}, member: true },
    ]
    const rows: { target: string; bytes: number; site: Load; bare: Load; ratio: number; sqlPerRequest: number }[] = []
    for (const target of targets) {
      if (target.member) {
        // A fresh sign-in right before the load: the signed session cookie cache lasts 60 s,
        // as a browser's would be renewed by its own get-session calls.
        const fresh = new CookieJar()
        const signedIn = await postJson(
          site.url,
          '/api/auth/sign-in/email',
          { email: account.email, password: account.password },
          { jar: fresh, headers: account.client },
        )
        if (signedIn.status !== 200) throw new Error(`bench sign-in answered ${signedIn.status}`)
        target.headers.cookie = fresh.header()
      }
      rows.push(await measureTarget(site, db, processes.servers.length, target))
    }
    const freshMemberCookie = memberSignIn(site, account)
    const accounts = await benchAccounts(site, freshMemberCookie)
    const inquiries = await benchInquiries(site, db)
    const track = await benchTrack(site, db)
    const peak = await memoryMb(processes.all)

    const settledSeconds = await settle(processes.all)
    const lighthouseBareNext = await lighthouseOnBareNext()
    const lighthouse = await lighthouseEveryPage(site, freshMemberCookie)

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      // One per core (src/server/cluster.mjs); the bare server runs as many.
      webServerProcesses: processes.servers.length,
      load: { connections: CONNECTIONS, durationSeconds: DURATION_S },
      firstStartToFirst200Seconds: first.seconds,
      warmRestartToFirst200Seconds: warmSeconds,
      serverMemoryMb: { idle: idle.rss, peak: peak.peak },
      endpoints: rows,
      accounts,
      inquiries,
      track,
      lighthouseAfterIdleSeconds: settledSeconds,
      lighthouseBareNext,
      lighthouse,
    }
    await writeFile(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)

    console.log('\n벤치마크 결과')
    console.log(`첫 시작 → 첫 200: ${first.seconds.toFixed(2)}초 (빌드 있음, 빈 데이터: 마이그레이션과 시드 포함)`)
    console.log(`재시작 → 첫 200: ${warmSeconds.toFixed(2)}초 (빌드와 데이터 있음)`)
    console.log(`웹 서버 메모리(RSS): 유휴 ${idle.rss} MB, 최대 ${peak.peak} MB`)
    printLoads(rows)
    const rps = (name: string) => rows.find((row) => row.target === name)?.site.rps ?? 0
    const sessionRatio = rps('GET /api/auth/get-session (회원)') / Math.max(1, rps('GET /'))
    console.log('계정')
    console.table({
      'get-session(회원) req/s ÷ / req/s (≥ 0.5)': sessionRatio.toFixed(2),
      '로그인 p50 ms (≤ 200)': accounts.signIn.p50,
      '/ p99 ms 유휴': accounts.homeIdle.p99,
      '/ p99 ms 초당 로그인 20건 중 (≤ 2 × 유휴)': `${accounts.homeWithSignIns.p99} (${accounts.checks.homeP99UnderSignInsRatio.value}배)`,
      '부하 중 로그인 req/s, 2xx 아님': `${accounts.signInsDuringLoad.rps}, ${accounts.signInsDuringLoad.non2xx}`,
      '/user/edu/news p99 ms, 20 연결 (≤ 200)': `${accounts.membersNews.p99} (${accounts.membersNews.rps} req/s, 2xx 아님 ${accounts.membersNews.non2xx})`,
    })
    console.log('문의 접수 (20 클라이언트)')
    console.table({
      'req/s': inquiries.rps,
      'p50 ms': inquiries.p50,
      'p95 ms': inquiries.p95,
      'p99 ms (≤ 300)': inquiries.p99,
      '2xx 응답': inquiries.accepted,
      '2xx 요청의 저장된 문의': inquiries.rowsStored,
      '저장된 문의 = 2xx': inquiries.rowsEqual2xx ? '예' : '아니요',
      '끝에 잘린 요청의 문의 (응답 집계 밖)': inquiries.cutOff,
      '2xx 아님': inquiries.non2xx,
      '보낸 메일함 (= 2 × 저장된 문의 전체)': `${inquiries.mailsInOutbox} (${inquiries.mailsEqualTwicePerInquiry ? '예' : '아니요'})`,
    })
    printTrack(track)
    console.log(`Lighthouse (모바일, 서버가 유휴 상태가 된 뒤: ${settledSeconds}초 기다림)`)
    printLighthouse(lighthouse, lighthouseBareNext)
  } finally {
    await site.stop()
  }
}

/** The issue's targets for every page: Lighthouse performance, LCP, JavaScript, layout shift. */
const LIGHTHOUSE_TARGETS = { performance: 98, lcpMs: 2000, jsKb: 165, cls: 0 }

/** Every page's figures, after those of the bare Next page measured in the same run. */
function printLighthouse(figures: LighthouseFigures[], bareNext: LighthouseFigures) {
  console.table(
    [bareNext, ...figures].map((row) => ({
      URL: row === bareNext ? '(기본 Next 페이지)' : new URL(row.url).pathname + new URL(row.url).search,
      성능: row.performance,
      접근성: row.accessibility,
      권장사항: row.bestPractices,
      SEO: row.seo,
      'LCP ms': row.lcpMs,
      CLS: row.cls,
      'JS KB': row.jsKb,
      목표: withinTargets(row) ? '충족' : '미달',
      '3회 성능 / LCP (실측 LCP)': row.runs
        .map((run) => `${run.performance}/${run.lcpMs} (${run.observedLcpMs})`)
        .join(' '),
    })),
  )
  const met = figures.filter(withinTargets).length
  console.log(
    `목표(성능 ≥ ${LIGHTHOUSE_TARGETS.performance}, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs} ms, JS ≤ ${LIGHTHOUSE_TARGETS.jsKb} KB, CLS ${LIGHTHOUSE_TARGETS.cls}) 충족: ${met}/${figures.length}쪽 (기본 Next 페이지: ${withinTargets(bareNext) ? '충족' : '미달'})`,
  )
  // Each page's LCP median over its runs against the bare page's: Lighthouse's median run is chosen
  // by FCP and time to interactive, and was once the bare page's best LCP (1008 ms, runs 2001 and 1991).
  const lcpMedian = (row: LighthouseFigures) => {
    const sorted = row.runs.map((run) => run.lcpMs).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] ?? row.lcpMs
  }
  const bareLcp = lcpMedian(bareNext)
  const atMostBare = figures.filter((row) => lcpMedian(row) <= bareLcp).length
  console.log(
    `LCP 중앙값이 기본 Next 페이지(${bareLcp} ms) 이하인 쪽: ${atMostBare}/${figures.length}쪽 (각 쪽 ${bareNext.runs.length}회의 중앙값)`,
  )
}

const withinTargets = (row: LighthouseFigures) =>
  row.performance >= LIGHTHOUSE_TARGETS.performance &&
  row.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
  row.jsKb <= LIGHTHOUSE_TARGETS.jsKb &&
  row.cls <= LIGHTHOUSE_TARGETS.cls

/** Every public and members' page, the member with one inquiry of their own to show. */
async function lighthouseEveryPage(site: RunningSite, memberCookie: () => Promise<string>) {
  const cookie = await memberCookie()
  const session = (await (await fetch(new URL('/api/auth/get-session', site.url), { headers: { cookie } })).json()) as {
    user: { email: string }
  }
  const sent = await sendGeneralInquiry(site.url, { email: session.user.email }, { cookie })
  if (sent.status !== 201 && sent.status !== 200) throw new Error(`bench inquiry answered ${sent.status}`)
  return runLighthouse(site, await everyPage(site, memberCookie), memberCookie)
}

/**
 * A fresh sign-in of the bench's member each time it is called, from the member's own client
 * address (tests/helpers/members.ts): sign-ins from the shared default address run into the
 * 5-a-minute limit of /sign-in/email, and a refused sign-in must stop the bench, not measure a
 * guest's login page as a member's.
 */
function memberSignIn(site: RunningSite, account: Member) {
  return async () => {
    const jar = new CookieJar()
    const signedIn = await postJson(
      site.url,
      '/api/auth/sign-in/email',
      { email: account.email, password: account.password },
      { jar, headers: account.client },
    )
    if (signedIn.status !== 200) throw new Error(`bench sign-in answered ${signedIn.status}`)
    return jar.header()
  }
}

/** `BENCH_ONLY=lighthouse`: only Lighthouse on every page, on a fresh site left idle. */
async function lighthouseOnly() {
  const { site } = await timedStart()
  try {
    const memberCookie = memberSignIn(site, await createVerifiedMember(site, { name: '벤치' }))
    const processes = await serverProcesses()
    const settledSeconds = await settle(processes.all)
    const lighthouseBareNext = await lighthouseOnBareNext()
    const lighthouse = await lighthouseEveryPage(site, memberCookie)
    await writeFile(
      path.join(root, 'bench/lighthouse-results.json'),
      `${JSON.stringify({ date: new Date().toISOString(), lighthouseBareNext, lighthouse }, null, 2)}\n`,
    )
    console.log(`Lighthouse (모바일, 서버가 유휴 상태가 된 뒤: ${settledSeconds}초 기다림)`)
    printLighthouse(lighthouse, lighthouseBareNext)
  } finally {
    await site.stop()
  }
}

/** `BENCH_ONLY=admin`: only the admin's screens, cold and warm (bench/admin-screens.ts), on a fresh site left idle. */
async function adminOnly() {
  const { site } = await timedStart()
  try {
    await settle((await serverProcesses()).all)
    printAdminScreens(await benchAdminScreens(site))
  } finally {
    await site.stop()
  }
}

/**
 * `BENCH_ONLY=pages`: requests per second on each kind of page beside bare Node answering the same
 * bytes: cached public pages, guest-only pages, and the members' education pages with a member's
 * cookie, its cookie cache expired and valid. Each twice: as the rest of the bench asks (no Accept-Encoding), and as a browser asks
 * (Brotli; bare Node then sends the Brotli bytes the site sent).
 */
async function pagesOnly() {
  const { site } = await timedStart()
  try {
    const processes = await serverProcesses()
    const db = await databaseUrl(site)
    await queryOnce(db, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    const account = await createVerifiedMember(site, {
      email: 'bench@example.com',
      password: 'bench-password-1',
      name: '벤치',
    })
    const signIn = memberSignIn(site, account)
    // Signed in first: by the members' rows, minutes later, its cookie cache has expired.
    const staleCookie = await signIn()
    const [article] = await queryOnce<{ id: number }>(
      db,
      "SELECT id FROM news WHERE _status = 'published' AND audience = 'public' ORDER BY published_at DESC, id DESC LIMIT 1",
    )
    const guest = async () => ({})
    // [address, its label, the request's headers, asked for again before each measurement]
    const pages: [string, string, () => Promise<Record<string, string>>][] = [
      ['/', '', guest],
      ['/intro/page-a', '', guest],
      ['/community/news/list', '', guest],
      [`/community/news/${article?.id}`, '', guest],
      ['/contact/general', '', guest],
      ['/signup', '', guest],
      ['/login', '', guest],
      ['/user/edu/news', ', 회원 쿠키 캐시 만료', async () => ({ cookie: staleCookie })],
      ['/user/edu/news', ', 회원 쿠키 캐시 유효', async () => ({ cookie: await signIn() })],
    ]
    const rows = []
    for (const [pagePath, label, headersNow] of pages) {
      for (const coding of ['없음', 'br'] as const) {
        const headers = await headersNow()
        const asked = coding === 'br' ? { ...headers, 'accept-encoding': 'br' } : headers
        const target = { name: `${pagePath} (${coding}${label})`, path: pagePath, headers: asked }
        rows.push(await measureTarget(site, db, processes.servers.length, target))
      }
    }
    await writeFile(
      path.join(root, 'bench/pages-results.json'),
      `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: os.cpus().length }, webServerProcesses: processes.servers.length, load: { connections: CONNECTIONS, durationSeconds: DURATION_S }, rows }, null, 2)}\n`,
    )
    printLoads(rows)
  } finally {
    await site.stop()
  }
}

/** `BENCH_ONLY=track`: only the page-view load, on a fresh site. */
async function trackOnly() {
  const { site } = await timedStart()
  try {
    printTrack(await benchTrack(site, await databaseUrl(site)))
  } finally {
    await site.stop()
  }
}

/** `BENCH_ONLY=inquiries`: only the inquiry load, on BENCH_ROUNDS new sites one after another. */
async function inquiriesOnly() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
  const figures = []
  for (let round = 1; round <= rounds; round++) {
    // The seeded test data (a fresh first start restarts its database once it has seeded).
    const site = await startSite({ env: { TRUSTED_PROXY: 'true', JOBS_TICK_SECONDS: '10' } })
    try {
      while ((await fetch(site.url).catch(() => null))?.status !== 200) await new Promise((r) => setTimeout(r, 50))
      figures.push(await benchInquiries(site, await databaseUrl(site)))
    } finally {
      await site.stop()
    }
  }
  console.log('문의 접수 (20 클라이언트, 라운드마다 새 사이트)')
  console.log(`부하 평균(1분): ${os.loadavg()[0]?.toFixed(1)}`)
  console.table(
    figures.map((inquiries) => ({
      'req/s': inquiries.rps,
      'p50 ms': inquiries.p50,
      'p95 ms': inquiries.p95,
      'p99 ms': inquiries.p99,
      '2xx': inquiries.accepted,
      '저장 = 2xx': inquiries.rowsEqual2xx ? '예' : '아니요',
      '2xx 아님': inquiries.non2xx,
      '메일 = 2 × 문의': inquiries.mailsEqualTwicePerInquiry ? '예' : '아니요',
    })),
  )
}

/** `npm run bench -- --soak`: the mixed 200-client soak (bench/soak.ts), on the seeded test data. */
async function soakOnly() {
  // --inspect-port=0: the server's inspector, opened by SIGUSR1 only, listens on a free port of
  // 127.0.0.1 (bench/inspector.ts reads the heap through it).
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --inspect-port=0`.trim()
  const site = await startSite({ env: { TRUSTED_PROXY: 'true', JOBS_TICK_SECONDS: '10', NODE_OPTIONS: nodeOptions } })
  const inspectors: Inspector[] = []
  try {
    const processes = await serverProcesses()
    for (const pid of processes.servers) inspectors.push(await openInspector(pid, site.output))
    const soak = await benchSoak(site, await databaseUrl(site), {
      memory: () => memoryMb(processes.all),
      cpuSeconds: () => cpuSeconds(processes.all),
      acceptQueue: () => acceptQueue(Number(new URL(site.url).port)),
      inspectors,
      snapshots: process.env.BENCH_SOAK_SNAPSHOTS,
    })
    await writeFile(
      path.join(root, 'bench/soak-results.json'),
      `${JSON.stringify({ date: new Date().toISOString(), ...soak }, null, 2)}\n`,
    )
  } finally {
    for (const inspector of inspectors) inspector.close()
    await site.stop()
  }
}

/**
 * `npm run bench -- --scale`: a fresh site, `npm run seed -- --scale` beside it (timed), then
 * public list and detail pages against bare Node, the sitemap, the search, the admin's inquiry
 * list and the CSV export of every inquiry (bench/scale.ts). Writes bench/scale-results.json.
 */
async function scaleOnly() {
  const { site } = await timedStart()
  try {
    const seedStarted = Date.now()
    const seedRun = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/seed.ts'), '--scale'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: site.dataDir, MEDIA_DIR: path.join(site.dataDir, 'media') },
      stdio: 'inherit',
    })
    const seedCode = await new Promise((resolve) => seedRun.once('exit', resolve))
    if (seedCode !== 0) throw new Error(`npm run seed -- --scale: exit ${seedCode}`)
    const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10
    // The seed expired every cached page: the loads below measure the scale data, not the demo's.
    const processes = await serverProcesses()
    const db = await databaseUrl(site)
    await queryOnce(db, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    await queryOnce(db, 'ANALYZE')
    const [newest] = await queryOnce<{ id: number }>(
      db,
      "SELECT id FROM news WHERE _status = 'published' AND audience = 'public' AND published_at <= now() ORDER BY published_at DESC, id DESC LIMIT 1",
    )
    const [oldest] = await queryOnce<{ id: number }>(
      db,
      "SELECT id FROM news WHERE _status = 'published' AND audience = 'public' ORDER BY published_at, id LIMIT 1",
    )
    const targets: Target[] = [
      { name: 'GET /community/news/list', path: '/community/news/list', headers: {} },
      { name: 'GET /community/news/list?page=700', path: '/community/news/list?page=700', headers: {} },
      { name: 'GET /community/news/(최신 글)', path: `/community/news/${newest?.id}`, headers: {} },
      { name: 'GET /community/news/(가장 오래된 글)', path: `/community/news/${oldest?.id}`, headers: {} },
    ]
    const rows = []
    for (const target of targets) rows.push(await measureTarget(site, db, processes.servers.length, target))
    const sitemap = await benchSitemap(site, db)
    const search = await benchSearch(site)
    const inquiryList = await benchInquiryList(site)
    const csv = await benchCsvExport(site, () => memoryMb(processes.all))
    const counts = await queryOnce<Record<string, string>>(
      db,
      `SELECT (SELECT count(*) FROM news) AS news, (SELECT count(*) FROM impact_stories) AS stories,
              (SELECT count(*) FROM auth."user") AS members, (SELECT count(*) FROM inquiries) AS inquiries,
              (SELECT count(*) FROM page_views) AS "pageViews"`,
    )
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      webServerProcesses: processes.servers.length,
      load: { connections: CONNECTIONS, durationSeconds: DURATION_S },
      rows: Object.fromEntries(Object.entries(counts[0] ?? {}).map(([key, value]) => [key, Number(value)])),
      seedSeconds,
      endpoints: rows,
      sitemap,
      search,
      inquiryList,
      csvExport: csv,
    }
    await writeFile(path.join(root, 'bench/scale-results.json'), `${JSON.stringify(results, null, 2)}\n`)
    console.log('\n규모 벤치마크 결과')
    console.log(`데이터: ${JSON.stringify(results.rows)}; 규모 시드 ${seedSeconds}초 (실행 중인 사이트 옆에서)`)
    console.table(
      rows.map((row) => ({
        대상: row.target,
        'req/s': row.site.rps,
        'p99 ms': row.site.p99,
        '2xx 아님': row.site.errors + row.site.non2xx,
        'SQL/요청': row.sqlPerRequest,
        'bare req/s': row.bare.rps,
        비율: row.ratio,
      })),
    )
    console.log(
      `사이트맵: 색인 + ${sitemap.parts.length}개 부분, 주소 ${sitemap.addresses}개 (기대 ${sitemap.expectedAddresses}개, ${sitemap.everyPublicAddressListed ? '모두 있음' : '불일치'}), 생성 ${sitemap.totalMs} ms, 가장 큰 부분 ${sitemap.largestPart.urls}개 / ${(sitemap.largestPart.bytes / 1024 / 1024).toFixed(1)} MB`,
    )
    console.table(sitemap.parts)
    console.log(`검색 p95: ${search.p95} ms (목표 100 ms 미만)`)
    console.table(search.queries)
    console.log(`관리자 문의 목록 (REST, 목록 열만) p95: ${inquiryList.p95} ms (목표 500 ms 미만)`)
    console.table(inquiryList.lists)
    console.log(
      `비교: 깊은 쪽을 문서 전체로 (select 없는 API 요청) p50 ${inquiryList.wholeDocumentsDeepPage.p50} ms, p95 ${inquiryList.wholeDocumentsDeepPage.p95} ms`,
    )
    console.log(
      `CSV 내보내기: ${csv.rows}행, ${csv.megabytes} MB, ${csv.seconds}초 (첫 바이트 ${csv.firstByteMs} ms); 웹 서버 RSS ${csv.serverRssMb.before} → 최대 ${csv.serverRssMb.highestDuring} → ${csv.serverRssMb.after} MB`,
    )
  } finally {
    await site.stop()
  }
}

await main()
