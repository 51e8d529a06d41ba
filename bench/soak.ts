/**
 * `npm run bench -- --soak`: 200 concurrent clients on a mix of what visitors do, for three
 * rounds of 60 s (BENCH_SOAK_SECONDS), on one started site. Each request picks its route at
 * random by weight: home, lists, articles, get-session (as a member), page views, sign-in, and
 * one inquiry in fifty. Prints requests/s, p50/p99 per route, the answers that were not 2xx by
 * status (429s are the rate limits doing their job), and the web server's resident memory after
 * each round: the third within 10 % of the first means no leak.
 */
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { createVerifiedMember, signIn } from '../tests/helpers/members'
import { queryOnce } from '../tests/helpers/postgres'
import type { RunningSite } from '../tests/helpers/site'

const CONNECTIONS = 200
const ROUNDS = 3
const ROUND_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60)
const BOUNDARY = 'soak-boundary'

interface Route {
  name: string
  weight: number
  request: (client: string) => { method: string; path: string; headers?: Record<string, string>; body?: string }
}

interface RouteFigures {
  requests: number
  p50: number
  p99: number
  statuses: Record<string, number>
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
  const ids = async (table: string) =>
    (await queryOnce<{ id: number }>(databaseUrl, `SELECT id FROM ${table} WHERE _status = 'published' LIMIT 20`)).map(
      (row) => row.id,
    )
  const [news, stories] = await Promise.all([ids('news'), ids('impact_stories')])
  const member = await createVerifiedMember(site, { email: `soak.${Date.now()}@example.com` })
  const memberCookie = (await signIn(site, member)).header()
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
      request: () => ({ method: 'GET', path: '/api/auth/get-session', headers: { cookie: memberCookie } }),
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

async function round(site: RunningSite, mix: Route[]) {
  const total = mix.reduce((sum, route) => sum + route.weight, 0)
  const latencies = new Map<string, number[]>(mix.map((route) => [route.name, []]))
  const statuses = new Map<string, Record<string, number>>(mix.map((route) => [route.name, {}]))
  let sent = 0
  const result = await autocannon({
    url: site.url,
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    requests: [
      {
        setupRequest: (request, context) => {
          sent += 1
          const route = weightedPick(mix, Math.random() * total)
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
        onResponse: (status, _body, context) => {
          const { route, started } = context as { route: string; started: number }
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
    }
  }
  return {
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    perRoute,
  }
}

export async function benchSoak(
  site: RunningSite,
  databaseUrl: string,
  memory: () => Promise<{ rss: number; peak: number }>,
) {
  const mix = await routes(site, databaseUrl)
  const rounds: RoundFigures[] = []
  for (let index = 1; index <= ROUNDS; index++) {
    const figures = await round(site, mix)
    // A moment for the queued page views and mails to settle before reading the memory.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const done = { round: index, ...figures, rssMb: (await memory()).rss }
    rounds.push(done)
    printRound(done)
  }
  const first = rounds[0]?.rssMb ?? 0
  const growth = ((rounds[ROUNDS - 1]?.rssMb ?? 0) - first) / first
  console.log(
    `메모리: ${rounds.map((r) => `${r.rssMb} MB`).join(' → ')} (3회차/1회차 ${(growth * 100).toFixed(1)} %, 목표 ≤ 10 %)`,
  )
  return { connections: CONNECTIONS, roundSeconds: ROUND_SECONDS, rounds, rssGrowth: growth }
}

interface RoundFigures {
  round: number
  rps: number
  errors: number
  rssMb: number
  perRoute: Record<string, RouteFigures>
}

function printRound(round: RoundFigures) {
  console.log(
    `\n소크 ${round.round}회차: ${round.rps} 요청/초, 소켓 오류·시간 초과 ${round.errors}, RSS ${round.rssMb} MB`,
  )
  console.table(
    Object.fromEntries(
      Object.entries(round.perRoute).map(([name, figures]) => {
        const other = Object.entries(figures.statuses)
          .filter(([status]) => !status.startsWith('2'))
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')
        return [name, { 요청: figures.requests, 'p50 ms': figures.p50, 'p99 ms': figures.p99, '2xx 외': other || '0' }]
      }),
    ),
  )
}
