/**
 * `npx tsx bench/password-hashing.ts`: is the password-hashing pool (src/auth/password-hash.ts,
 * docs/adr/0011) still worth it next to better-auth's own hashing (`better-auth/crypto`: the same
 * scrypt on libuv's thread pool at normal priority)?
 *
 * Two server processes (one per core, as the site runs) each answer `GET /page` with about 2 ms of
 * synchronous work (a cached page's share of CPU) and `POST /sign-in` with one password hash by
 * the variant under test. For each round: pages alone at 50 connections, then the same with 20
 * sign-ins a second beside them. Reported per variant: pages req/s and p99, sign-ins answered and
 * their p50/p99, the servers' event-loop delay p99. Rounds alternate (framework, pool, …) because
 * the machine is shared; medians of the rounds and the load average are printed and written to
 * bench/password-hashing-results.json.
 */
import { fork } from 'node:child_process'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { median, saveResults } from './alternating'

type Variant = 'framework' | 'pool'
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const PASSWORD = 'bench-password-1'

/** A server process: pages and sign-ins, hashing with `variant`. */
async function serve(variant: Variant) {
  const { hashPassword } =
    variant === 'pool' ? await import('../src/auth/password-hash') : await import('better-auth/crypto')
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const page = () => {
    // About 2 ms of synchronous work, as rendering a cached page costs.
    const started = performance.now()
    let text = ''
    while (performance.now() - started < 2)
      text = JSON.stringify({ at: started, items: Array.from({ length: 50 }, (_, i) => i) })
    return text
  }
  const server = http.createServer((request, response) => {
    if (request.method === 'POST') {
      request.resume()
      hashPassword(PASSWORD).then(
        () => response.end('ok'),
        () => {
          response.statusCode = 429
          response.end('busy')
        },
      )
      return
    }
    response.end(page())
  })
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as { port: number }).port }))
  process.on('message', (message: string) => {
    if (message === 'reset') delay.reset()
    if (message === 'delay') process.send?.({ delayP99: delay.percentile(99) / 1e6 })
  })
}

type Child = ReturnType<typeof fork>
const ask = <T>(child: Child, message: string, key: string) =>
  new Promise<T>((resolve) => {
    const on = (answer: Record<string, T>) => {
      if (key in answer) {
        child.off('message', on)
        resolve(answer[key] as T)
      }
    }
    child.on('message', on)
    if (message) child.send(message)
  })

async function startServers(variant: Variant) {
  const children = [0, 1].map(() =>
    fork(path.resolve(import.meta.dirname, 'password-hashing.ts'), ['--serve', variant], {
      execArgv: ['--import', 'tsx'],
    }),
  )
  const ports = await Promise.all(children.map((child) => ask<number>(child, '', 'port')))
  // A client's connections are spread over the two processes, as the kernel spreads them over the site's.
  const proxies = ports.map((port) => `http://127.0.0.1:${port}`)
  return { children, proxies }
}

async function round(variant: Variant) {
  const { children, proxies } = await startServers(variant)
  const pages = (url: string) => autocannon({ url: `${url}/page`, connections: 25, duration: DURATION_S })
  const signIns = (url: string) =>
    autocannon({ url: `${url}/sign-in`, method: 'POST', connections: 10, overallRate: 10, duration: DURATION_S })
  await Promise.all(proxies.map((url) => autocannon({ url: `${url}/page`, connections: 10, duration: 2 })))
  const idle = await Promise.all(proxies.map(pages))
  for (const child of children) child.send('reset')
  const [busy, hashes] = await Promise.all([Promise.all(proxies.map(pages)), Promise.all(proxies.map(signIns))])
  const delays = await Promise.all(children.map((child) => ask<number>(child, 'delay', 'delayP99')))
  for (const child of children) child.kill('SIGTERM')
  const sum = (results: autocannon.Result[], pick: (r: autocannon.Result) => number) =>
    results.reduce((total, r) => total + pick(r), 0)
  const worst = (results: autocannon.Result[], pick: (r: autocannon.Result) => number) => Math.max(...results.map(pick))
  return {
    variant,
    pagesIdleRps: Math.round(sum(idle, (r) => r.requests.average)),
    pagesIdleP99: worst(idle, (r) => r.latency.p99),
    pagesBusyRps: Math.round(sum(busy, (r) => r.requests.average)),
    pagesBusyP99: worst(busy, (r) => r.latency.p99),
    signInsPerS: Number(sum(hashes, (r) => r.requests.total / DURATION_S).toFixed(1)),
    signInP50: worst(hashes, (r) => r.latency.p50),
    signInP99: worst(hashes, (r) => r.latency.p99),
    signInRefused: sum(hashes, (r) => r.non2xx + r.errors + r.timeouts),
    eventLoopDelayP99Ms: Number(Math.max(...delays).toFixed(1)),
  }
}

async function main() {
  const loadBefore = os.loadavg()
  const rounds: Awaited<ReturnType<typeof round>>[] = []
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const variant of ['framework', 'pool'] as const) {
      const result = await round(variant)
      rounds.push(result)
      console.log(JSON.stringify(result))
    }
  }
  const medians = Object.fromEntries(
    (['framework', 'pool'] as const).map((variant) => {
      const mine = rounds.filter((r) => r.variant === variant)
      const keys = Object.keys(mine[0] as object).filter((key) => key !== 'variant') as (keyof (typeof mine)[0])[]
      return [variant, Object.fromEntries(keys.map((key) => [key, median(mine.map((r) => r[key] as number))]))]
    }),
  )
  console.table(medians)
  await saveResults('password-hashing', loadBefore, { durationS: DURATION_S, rounds, medians })
}

const serveAt = process.argv.indexOf('--serve')
if (serveAt >= 0) void serve(process.argv[serveAt + 1] as Variant)
else await main()
