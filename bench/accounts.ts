/**
 * Accounts figures for `npm run bench` (issue 5): sign-in latency, `/` while members sign in at
 * 20 per second, and the members' news list at 20 connections. Each sign-in comes from its own
 * client address (the bench site trusts X-Forwarded-For), as real visitors would, so the strict
 * per-client limits do not turn the load into 429s.
 */
import autocannon from 'autocannon'
import { createVerifiedMember, type Member } from '../tests/helpers/members'
import type { RunningSite } from '../tests/helpers/site'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)

let address = 0
const nextAddress = () => {
  address += 1
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

function signInRequest(site: RunningSite, member: Member): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email: member.email, password: member.password }),
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }),
  }
}

const summary = (result: autocannon.Result) => ({
  requests: result.requests.total,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx + result.errors + result.timeouts,
})

export async function benchAccounts(site: RunningSite, memberCookie: () => Promise<string>) {
  const member = await createVerifiedMember(site)

  // Sign-in latency, one at a time: the time a visitor waits after pressing the button.
  const signIn = summary(
    await autocannon({
      url: site.url,
      connections: 1,
      duration: Math.min(DURATION_S, 8),
      requests: [signInRequest(site, member)],
    }),
  )

  // `/` idle, then with 20 sign-ins per second hashing passwords beside it.
  const home = (connections: number) => autocannon({ url: `${site.url}/`, connections, duration: DURATION_S })
  const homeIdle = summary(await home(50))
  const [homeBusy, signInLoad] = await Promise.all([
    home(50),
    // Enough connections that 20 a second are really sent even when a sign-in takes up to a
    // second under the load (4 connections managed 3 a second: the rate was never offered).
    autocannon({
      url: site.url,
      connections: 20,
      overallRate: 20,
      duration: DURATION_S,
      requests: [signInRequest(site, member)],
    }),
  ])

  // The members' news list with a valid session, 20 connections.
  const cookie = await memberCookie()
  const membersNews = summary(
    await autocannon({ url: `${site.url}/user/edu/news`, connections: 20, duration: DURATION_S, headers: { cookie } }),
  )

  return {
    signIn,
    homeIdle,
    homeWithSignIns: summary(homeBusy),
    signInsDuringLoad: summary(signInLoad),
    membersNews,
    checks: {
      signInP50Ms: { value: signIn.p50, limit: 200, ok: signIn.p50 <= 200 },
      homeP99UnderSignInsRatio: {
        value: Number((summary(homeBusy).p99 / Math.max(1, homeIdle.p99)).toFixed(2)),
        limit: 2,
        ok: summary(homeBusy).p99 <= 2 * homeIdle.p99,
      },
      membersNewsP99Ms: { value: membersNews.p99, limit: 200, ok: membersNews.p99 <= 200 },
    },
  }
}
