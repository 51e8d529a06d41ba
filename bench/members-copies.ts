/**
 * `npx tsx bench/members-copies.ts`: are the members' cached copies (docs/adr/0005) still worth it
 * next to what the frameworks give the per-request page (Next's data cache through
 * `unstable_cache` for the posts, better-auth's session check)?
 *
 * One started site (the worktree's build, seeded data), one signed-in member. "copies": the
 * member's full cookies, so src/proxy.ts rewrites to the cached copy. "per request": the session
 * token alone (no cookie cache), so the proxy lets the request through to the per-request page,
 * which checks the session in the database and renders, its posts from the data cache. Each round
 * signs in afresh (the cookie cache lasts 60 s) and loads both, alternating; 20 connections for
 * BENCH_DURATION s after a 3 s warm-up; SQL statements per request from pg_stat_statements.
 * Medians and the load average go to bench/members-copies-results.json.
 */
import os from 'node:os'
import autocannon from 'autocannon'
import { createVerifiedMember, signIn, siteDatabaseUrl } from '../tests/helpers/members'
import { queryOnce } from '../tests/helpers/postgres'
import { startSite } from '../tests/helpers/site'
import { median, saveResults, statementCount } from './alternating'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

async function main() {
  const loadBefore = os.loadavg()
  const site = await startSite({ env: { TRUSTED_PROXY: 'true', JOBS_TICK_SECONDS: '10', ACCESS_LOG: 'false' } })
  try {
    const db = await siteDatabaseUrl(site)
    await queryOnce(db, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    const member = await createVerifiedMember(site)
    const list = await (
      await fetch(`${site.url}/user/edu/news`, { headers: { cookie: (await signIn(site, member)).header() } })
    ).text()
    const article = list.match(/href="(\/user\/edu\/news-detail\/\d+)"/)?.[1]
    if (!article) throw new Error('no members-only article in the list')
    const rows: {
      page: string
      variant: string
      rps: number
      p50: number
      p99: number
      non2xx: number
      sqlPerRequest: number
    }[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const page of ['/user/edu/news', article]) {
        for (const variant of ['copies', 'per request'] as const) {
          const jar = await signIn(site, member)
          const cookie =
            variant === 'copies'
              ? jar.header()
              : jar
                  .header()
                  .split('; ')
                  .filter((pair) => pair.includes('session_token'))
                  .join('; ')
          const url = `${site.url}${page}`
          const first = await fetch(url, { headers: { cookie }, redirect: 'manual' })
          if (first.status !== 200) throw new Error(`${variant} ${page}: ${first.status}`)
          await autocannon({ url, connections: 20, duration: 3, headers: { cookie } })
          const before = await statementCount(db)
          const result = await autocannon({ url, connections: 20, duration: DURATION_S, headers: { cookie } })
          const sql = (await statementCount(db)) - before - 1
          const row = {
            page: page === article ? '/user/edu/news-detail/[id]' : page,
            variant,
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p99: result.latency.p99,
            non2xx: result.non2xx + result.errors + result.timeouts,
            sqlPerRequest: Number((Math.max(0, sql) / Math.max(1, result.requests.total)).toFixed(3)),
          }
          rows.push(row)
          console.log(JSON.stringify(row))
        }
      }
    }
    const groups = [...new Set(rows.map((r) => `${r.page}|${r.variant}`))]
    const medians = groups.map((key) => {
      const mine = rows.filter((r) => `${r.page}|${r.variant}` === key)
      return {
        page: mine[0]?.page,
        variant: mine[0]?.variant,
        rps: median(mine.map((r) => r.rps)),
        p50: median(mine.map((r) => r.p50)),
        p99: median(mine.map((r) => r.p99)),
        non2xx: median(mine.map((r) => r.non2xx)),
        sqlPerRequest: median(mine.map((r) => r.sqlPerRequest)),
      }
    })
    console.table(medians)
    await saveResults('members-copies', loadBefore, { durationS: DURATION_S, connections: 20, rounds: rows, medians })
  } finally {
    await site.stop()
  }
}

await main()
