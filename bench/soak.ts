/**
 * `npm run bench -- --soak`: 200 concurrent clients on a mix of what visitors do, for three
 * rounds of 60 s (BENCH_SOAK_SECONDS), on one started site. Each request picks its route at
 * random by weight: home, lists, articles, get-session (as a member who keeps the cookies the site
 * sets, like a browser), page views, sign-in, and one inquiry in fifty. Per round it prints
 * requests/s, p50/p99 per route, the answers that were not 2xx by status (429s are the rate limits
 * doing their job), the requests that got no answer within autocannon's 10 s, by route, and the
 * web server's resident memory (RSS of all its processes together, one server per core, once the
 * round's requests are done: the third within 10 % of the first). To tell a leak from the
 * collector's leeway it also reads, through each server's inspector, the JS heap after a full
 * collection (a leak grows it round after round), the garbage collections, the event-loop delay,
 * the connections waiting to be accepted and the CPU seconds of each process.
 * BENCH_SOAK_SNAPSHOTS=folder writes a heap snapshot after each round (this inflates the RSS of
 * the rounds after it).
 */
import { randomUUID } from 'node:crypto'
import type { EventEmitter } from 'node:events'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { hashingLimits } from '../src/auth/password-hash'
import { createVerifiedMember, signIn } from '../tests/helpers/members'
import { queryOnce } from '../tests/helpers/postgres'
import type { RunningSite } from '../tests/helpers/site'
import type { HeapFigures, Inspector } from './inspector'

const CONNECTIONS = 200
const ROUNDS = 3
const ROUND_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60)
const BOUNDARY = 'soak-boundary'

interface Route {
  name: string
  weight: number
  request: (client: string) => { method: string; path: string; headers?: Record<string, string>; body?: string }
  /** Sees the answer's headers (a route whose client keeps cookies). */
  answered?: (headers: Record<string, string | string[]>) => void
}

interface RouteFigures {
  requests: number
  p50: number
  p99: number
  statuses: Record<string, number>
  /** Requests not answered within TIMEOUT_SECONDS (not in `requests`, `p50` or `p99`). */
  timeouts: number
}

function inquiryBody(): string {
  const fields: [string, string][] = [
    ['name', '부하시험'],
    ['phone', '010-1234-5678'],
    ['email', `soak.${randomUUID()}@example.com`],
    ['message', '오래 달리는 부하 시험에서 보내는 문의입니다.'],
    ['contactMethods', 'email'],
    ['privacyConsent', 'true'],
    ['topic', 'other'],
    ['idempotencyKey', randomUUID()],
    ['startedAt', String(Date.now() - 10_000)],
    ['website', ''],
  ]
  const parts = fields.map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return `${parts.join('')}--${BOUNDARY}--\r\n`
}

async function routes(site: RunningSite, databaseUrl: string): Promise<Route[]> {
  // What a guest may open: published and public (src/lib/content.ts getPost); a members-only
  // post is a 404 to a guest, as it should be, and not what this load measures.
  const ids = async (table: string) =>
    (
      await queryOnce<{ id: number }>(
        databaseUrl,
        `SELECT id FROM ${table} WHERE _status = 'published' AND audience = 'public' ORDER BY id LIMIT 20`,
      )
    ).map((row) => row.id)
  const [news, stories] = await Promise.all([ids('news'), ids('impact_stories')])
  const member = await createVerifiedMember(site, { email: `soak.${Date.now()}@example.com` })
  // The member's browser: it keeps the cookies the site sets, so the session cache the answers
  // renew (a signed copy, trusted for 60 s) spares the database as it would for a person.
  const memberJar = await signIn(site, member)
  const keepCookies = (headers: Record<string, string | string[]>) => {
    const lines = Object.entries(headers)
      .filter(([name]) => name.toLowerCase() === 'set-cookie')
      .flatMap(([, value]) => value)
    if (lines.length > 0) memberJar.storeLines(lines)
  }
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T
  const json = { 'content-type': 'application/json', origin: site.url }
  return [
    { name: '/', weight: 20, request: () => ({ method: 'GET', path: '/' }) },
    {
      name: 'lists',
      weight: 14,
      request: () => ({ method: 'GET', path: pick(['/community/news/list', '/community/impact-story/list']) }),
    },
    {
      name: 'details',
      weight: 14,
      request: () =>
        Math.random() < 0.6
          ? { method: 'GET', path: `/community/news/${pick(news)}` }
          : { method: 'GET', path: `/community/impact-story/${pick(stories)}` },
    },
    {
      name: 'get-session',
      weight: 20,
      request: () => ({ method: 'GET', path: '/api/auth/get-session', headers: { cookie: memberJar.header() } }),
      answered: keepCookies,
    },
    {
      name: 'track',
      weight: 28,
      request: () => ({
        method: 'POST',
        path: '/api/track',
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (soak) Chrome/131.0' },
        body: JSON.stringify({
          path: '/',
          pathFrom: '/foodtech',
          referrer: 'https://search.naver.com/',
          eventType: 'pageView',
          sessionId: randomUUID(),
        }),
      }),
    },
    {
      name: 'sign-in',
      weight: 2,
      request: () => ({
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: json,
        body: JSON.stringify({ email: member.email, password: member.password }),
      }),
      answered: keepCookies,
    },
    {
      name: 'inquiry',
      weight: 2,
      request: () => ({
        method: 'POST',
        path: '/api/contact/general',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: inquiryBody(),
      }),
    },
  ]
}

/** The route whose share of the total weight contains `draw`. */
function weightedPick(mix: Route[], draw: number): Route {
  let left = draw
  for (const route of mix) {
    left -= route.weight
    if (left < 0) return route
  }
  return mix[mix.length - 1] as Route
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** autocannon's own: a request unanswered this long is dropped with its connection (a new one replaces it). */
const TIMEOUT_SECONDS = 10

async function round(site: RunningSite, mix: Route[]) {
  const total = mix.reduce((sum, route) => sum + route.weight, 0)
  const latencies = new Map<string, number[]>(mix.map((route) => [route.name, []]))
  const statuses = new Map<string, Record<string, number>>(mix.map((route) => [route.name, {}]))
  const timeouts = new Map<string, number>(mix.map((route) => [route.name, 0]))
  const byName = new Map(mix.map((route) => [route.name, route]))
  // Which route each connection waited on, to count a timeout against it: autocannon says only
  // that a connection timed out. A connection announces its next request ('request') right
  // before it builds it (setupRequest), synchronously; its first is built in its constructor.
  // On a timeout it reconnects and builds its next request before it reports the timeout, so
  // the timed-out request is the one before the last built.
  const waitingOn = new Map<object, { last: string; before: string }>()
  let building: object | undefined
  let lastBuilt = ''
  // When they happen: all at once (a stall) or spread out (requests that never finish).
  const timeoutsBySecond: Record<number, number> = {}
  const roundStarted = performance.now()
  let sent = 0
  const result = await autocannon({
    url: site.url,
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    timeout: TIMEOUT_SECONDS,
    setupClient: (typed) => {
      // Its events, request count and parser are not in the published types.
      const client = typed as unknown as EventEmitter & {
        reqsMade: number
        parser: { initialize: (type: 'RESPONSE') => void }
      }
      waitingOn.set(client, { last: lastBuilt, before: '' })
      client.on('request', () => {
        building = client.reqsMade > 0 ? client : undefined
      })
      // autocannon 9 keeps a connection's HTTP parser when it reconnects after a timeout: cut in
      // the middle of a chunk, the parser takes the next answers for the rest of the old body, and
      // that connection times out every TIMEOUT_SECONDS to the end of the round. A new connection
      // starts with a new parser here (its first bytes arrive after this event).
      client.on('timeout', () => client.parser.initialize('RESPONSE'))
      client.on('timeout', () => {
        const route = waitingOn.get(client)?.before ?? ''
        timeouts.set(route, (timeouts.get(route) ?? 0) + 1)
        const second = Math.floor((performance.now() - roundStarted) / 1000)
        timeoutsBySecond[second] = (timeoutsBySecond[second] ?? 0) + 1
      })
    },
    requests: [
      {
        setupRequest: (request, context) => {
          sent += 1
          const route = weightedPick(mix, Math.random() * total)
          lastBuilt = route.name
          if (building) waitingOn.set(building, { last: route.name, before: waitingOn.get(building)?.last ?? '' })
          building = undefined
          // Each request its own client address (the site trusts the proxy header in the bench):
          // the per-address limits count a person, and 200 connections are not one person.
          const client = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`
          const chosen = route.request(client)
          Object.assign(context, { route: route.name, started: performance.now() })
          return {
            ...request,
            method: chosen.method as autocannon.Request['method'],
            path: chosen.path,
            body: chosen.body,
            headers: { ...chosen.headers, 'x-forwarded-for': client },
          }
        },
        onResponse: (status, _body, context, headers) => {
          const { route, started } = context as { route: string; started: number }
          byName.get(route)?.answered?.(headers as Record<string, string | string[]>)
          latencies.get(route)?.push(performance.now() - started)
          const counts = statuses.get(route) ?? {}
          counts[status] = (counts[status] ?? 0) + 1
        },
      },
    ],
  })
  const perRoute: Record<string, RouteFigures> = {}
  for (const { name } of mix) {
    const sorted = (latencies.get(name) ?? []).sort((a, b) => a - b)
    perRoute[name] = {
      requests: sorted.length,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      statuses: statuses.get(name) ?? {},
      timeouts: timeouts.get(name) ?? 0,
    }
  }
  return {
    rps: Math.round(result.requests.average),
    // autocannon counts a timeout as an error too: the rest are refused or reset connections.
    timeouts: result.timeouts,
    timeoutsBySecond,
    socketErrors: result.errors - result.timeouts,
    perRoute,
  }
}

/**
 * How the server coped while `during` ran: its event-loop delay and garbage collections (through
 * its inspector), and the CPU seconds each process used (the machine's two cores are shared).
 */
async function serverLoad<T>(options: SoakOptions, during: () => Promise<T>) {
  const state = `globalThis[Symbol.for('bench.serverLoad')]`
  await everyServer(options, (inspector) =>
    inspector.evaluate(`(() => {
    const { monitorEventLoopDelay, PerformanceObserver, constants } = require('node:perf_hooks')
    const gc = { major: { count: 0, ms: 0, maxMs: 0 }, minor: { count: 0, ms: 0, maxMs: 0 } }
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const kind = entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR ? gc.minor : gc.major
        kind.count += 1
        kind.ms += entry.duration
        kind.maxMs = Math.max(kind.maxMs, entry.duration)
      }
    })
    observer.observe({ entryTypes: ['gc'] })
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    ${state} = { gc, observer, delay }
  })()`),
  )
  const own = monitorEventLoopDelay({ resolution: 10 })
  own.enable()
  const cpuBefore = await options.cpuSeconds()
  const queued: number[] = []
  const sampler = setInterval(() => {
    void options.acceptQueue().then((length) => queued.push(length))
  }, 1000)
  const result = await during()
  clearInterval(sampler)
  const cpuAfter = await options.cpuSeconds()
  own.disable()
  const ms = (ns: number) => Math.round(ns / 1e6)
  const servers = await everyServer(options, (inspector) =>
    inspector.evaluate<{
      p99: number
      max: number
      gc: Record<'major' | 'minor', { count: number; ms: number; maxMs: number }>
    }>(`(() => {
      const { gc, observer, delay } = ${state}
      observer.disconnect()
      delay.disable()
      return { p99: delay.percentile(99), max: delay.max, gc }
    })()`),
  )
  // The worst server's delay; the collections of all of them.
  const server = {
    p99: Math.max(...servers.map((one) => one.p99)),
    max: Math.max(...servers.map((one) => one.max)),
    gc: Object.fromEntries(
      (['major', 'minor'] as const).map((kind) => [
        kind,
        {
          count: servers.reduce((sum, one) => sum + one.gc[kind].count, 0),
          ms: servers.reduce((sum, one) => sum + one.gc[kind].ms, 0),
          maxMs: Math.max(...servers.map((one) => one.gc[kind].maxMs)),
        },
      ]),
    ) as Record<'major' | 'minor', { count: number; ms: number; maxMs: number }>,
  }
  const round1 = (value: number) => Math.round(value * 10) / 10
  const gcFigures = (kind: { count: number; ms: number; maxMs: number }) => ({
    count: kind.count,
    totalMs: Math.round(kind.ms),
    maxMs: Math.round(kind.maxMs),
  })
  return {
    result,
    eventLoopDelayMs: {
      server: { p99: ms(server.p99), max: ms(server.max) },
      bench: { p99: ms(own.percentile(99)), max: ms(own.max) },
    },
    gc: { major: gcFigures(server.gc.major), minor: gcFigures(server.gc.minor) },
    acceptQueue: {
      max: Math.max(0, ...queued),
      mean: round1(queued.reduce((sum, length) => sum + length, 0) / Math.max(1, queued.length)),
    },
    cpuSeconds: Object.fromEntries(
      Object.entries(cpuAfter).map(([name, seconds]) => [name, round1(seconds - (cpuBefore[name] ?? 0))]),
    ),
  }
}

/** `read` on each web server process (one per core, src/server/cluster.mjs). */
function everyServer<T>(options: SoakOptions, read: (inspector: Inspector) => Promise<T>): Promise<T[]> {
  return Promise.all(options.inspectors.map(read))
}

/** The heap figures of all web server processes, added up. */
async function heapAfterGc(options: SoakOptions): Promise<HeapFigures> {
  const each = await everyServer(options, (inspector) => inspector.heapAfterGc())
  const sum = (pick: (figures: HeapFigures) => number) =>
    Math.round(each.reduce((total, figures) => total + pick(figures), 0) * 10) / 10
  const spaces: Record<string, number> = {}
  for (const figures of each) {
    for (const [name, used] of Object.entries(figures.spaces))
      spaces[name] = Math.round(((spaces[name] ?? 0) + used) * 10) / 10
  }
  return {
    rssMb: sum((figures) => figures.rssMb),
    heapUsedMb: sum((figures) => figures.heapUsedMb),
    heapTotalMb: sum((figures) => figures.heapTotalMb),
    externalMb: sum((figures) => figures.externalMb),
    arrayBuffersMb: sum((figures) => figures.arrayBuffersMb),
    spaces,
  }
}

async function countInstances(options: SoakOptions, expression: string): Promise<number> {
  const counts = await everyServer(options, (inspector) => inspector.countInstances(expression))
  return counts.reduce((sum, count) => sum + count, 0)
}

export interface SoakOptions {
  /** Resident memory of the web server's processes together, as the operating system counts it. */
  memory: () => Promise<{ rss: number; peak: number }>
  /** Connections the web server has not accepted yet (sampled each second of a round). */
  acceptQueue: () => Promise<number>
  /** CPU seconds used so far, by process (the web server, Postgres, this bench). */
  cpuSeconds: () => Promise<Record<string, number>>
  /** Each web server process's inspector, to read its heap after a full collection. */
  inspectors: Inspector[]
  /** A folder to write a heap snapshot into after each round (BENCH_SOAK_SNAPSHOTS). */
  snapshots?: string
}

export async function benchSoak(site: RunningSite, databaseUrl: string, options: SoakOptions) {
  const mix = await routes(site, databaseUrl)
  // The started server before any load, for scale (it has answered a sign-in and a few pages).
  const baseline = { rssMb: (await options.memory()).rss, afterGc: await heapAfterGc(options) }
  console.log(`부하 전: RSS ${baseline.rssMb} MB, GC 후 JS 힙 ${baseline.afterGc.heapUsedMb} MB`)
  const rounds: RoundFigures[] = []
  for (let index = 1; index <= ROUNDS; index++) {
    const { result: figures, ...load } = await serverLoad(options, () => round(site, mix))
    // RSS first, as the process stands; then what of it the program still holds. Read 2 s after
    // the round, and again once every request the round started is done: a sign-in may still be
    // hashing its password until the hashing bound, and each hash holds scrypt's 32 MB while it
    // runs (two at a time per server). Memory a leak leaves behind is still there then; memory
    // of work still in progress is not (docs/performance.md, "What RSS counts after a soak round").
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const rssRightAfterMb = (await options.memory()).rss
    await new Promise((resolve) => setTimeout(resolve, hashingLimits.answerMs))
    const rssMb = (await options.memory()).rss
    const heap = await heapAfterGc(options)
    const live = {
      requests: await countInstances(options, `require('node:http').IncomingMessage.prototype`),
      responses: await countInstances(options, `require('node:http').ServerResponse.prototype`),
    }
    if (options.snapshots) {
      for (const [server, inspector] of options.inspectors.entries()) {
        await inspector.snapshot(path.join(options.snapshots, `round-${index}-server-${server + 1}.heapsnapshot`))
      }
    }
    const done = { round: index, ...figures, ...load, rssRightAfterMb, rssMb, afterGc: { ...heap, live } }
    rounds.push(done)
    printRound(done)
  }
  const first = rounds[0]?.rssMb ?? 0
  const growth = ((rounds[ROUNDS - 1]?.rssMb ?? 0) - first) / first
  const heapFirst = rounds[0]?.afterGc.heapUsedMb ?? 0
  const heapGrowth = ((rounds[ROUNDS - 1]?.afterGc.heapUsedMb ?? 0) - heapFirst) / heapFirst
  console.log(
    `메모리: RSS ${rounds.map((r) => `${r.rssMb} MB`).join(' → ')} (3회차/1회차 ${(growth * 100).toFixed(1)} %, 목표 ≤ 10 %; ` +
      `회차 2초 후 ${rounds.map((r) => `${r.rssRightAfterMb} MB`).join(' → ')})`,
  )
  console.log(
    `GC 후 JS 힙: ${rounds.map((r) => `${r.afterGc.heapUsedMb} MB`).join(' → ')} (3회차/1회차 ${(heapGrowth * 100).toFixed(1)} %)`,
  )
  return {
    connections: CONNECTIONS,
    roundSeconds: ROUND_SECONDS,
    timeoutSeconds: TIMEOUT_SECONDS,
    baseline,
    rounds,
    rssGrowth: growth,
    heapGrowth,
  }
}

interface RoundFigures {
  round: number
  rps: number
  timeouts: number
  timeoutsBySecond: Record<number, number>
  socketErrors: number
  eventLoopDelayMs: Record<'server' | 'bench', { p99: number; max: number }>
  gc: Record<'major' | 'minor', { count: number; totalMs: number; maxMs: number }>
  acceptQueue: { max: number; mean: number }
  cpuSeconds: Record<string, number>
  /** 2 s after the round. */
  rssRightAfterMb: number
  /** Once the round's requests are done (the target's figure). */
  rssMb: number
  afterGc: HeapFigures & { live: { requests: number; responses: number } }
  perRoute: Record<string, RouteFigures>
}

function printRound(round: RoundFigures) {
  console.log(
    `\n소크 ${round.round}회차: ${round.rps} 요청/초, 시간 초과 ${round.timeouts}, 소켓 오류 ${round.socketErrors}, ` +
      `RSS ${round.rssMb} MB (회차 2초 후 ${round.rssRightAfterMb} MB, GC 후 RSS ${round.afterGc.rssMb} MB, JS 힙 ${round.afterGc.heapUsedMb} MB, ` +
      `외부 ${round.afterGc.externalMb} MB, 남은 요청 객체 ${round.afterGc.live.requests}); ` +
      `이벤트 루프 지연 최대: 서버 ${round.eventLoopDelayMs.server.max} ms, 벤치 ${round.eventLoopDelayMs.bench.max} ms; ` +
      `GC(전체) ${round.gc.major.count}회 ${round.gc.major.totalMs} ms (최대 ${round.gc.major.maxMs} ms), ` +
      `GC(신생) ${round.gc.minor.count}회 ${round.gc.minor.totalMs} ms; ` +
      `수락 대기 연결 최대 ${round.acceptQueue.max} (평균 ${round.acceptQueue.mean}); ` +
      `CPU 초: ${Object.entries(round.cpuSeconds)
        .map(([name, seconds]) => `${name} ${seconds}`)
        .join(', ')}`,
  )
  console.table(
    Object.fromEntries(
      Object.entries(round.perRoute).map(([name, figures]) => {
        const other = Object.entries(figures.statuses)
          .filter(([status]) => !status.startsWith('2'))
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')
        return [
          name,
          {
            응답: figures.requests,
            'p50 ms': figures.p50,
            'p99 ms': figures.p99,
            '2xx 외': other || '0',
            '시간 초과': figures.timeouts,
          },
        ]
      }),
    ),
  )
}
