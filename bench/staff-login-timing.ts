/**
 * Does the CMS login tell a known staff e-mail from an unknown one by its time? (issue 18 M2)
 * Starts a seeded site as behind a proxy (TRUSTED_PROXY), so every try comes from its own client
 * address and the per-address limit never answers, and makes TRIES staff accounts; then times one
 * failed login (wrong password) on each account, alternating with as many unknown e-mails (one
 * failure per e-mail, so no per-account limit answers either), and prints the medians.
 *
 *   npx tsx bench/staff-login-timing.ts          # 20 tries each (TRIES=40 for more)
 *
 * Figures: bench/staff-login-timing.md.
 */
import { startSite, TEST_ADMIN } from '../tests/helpers/site'

const TRIES = Number(process.env.TRIES ?? 20)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

async function main() {
  const site = await startSite({ env: { TRUSTED_PROXY: 'true' } })
  let address = 0
  const attempt = async (email: string) => {
    address += 1
    const started = performance.now()
    const response = await fetch(`${site.url}/api/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: site.url,
        'x-forwarded-for': `10.77.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify({ email, password: 'not-the-password-1' }),
    })
    const body = await response.text()
    return { ms: performance.now() - started, status: response.status, body }
  }
  try {
    address += 1
    const signedIn = await fetch(`${site.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, 'x-forwarded-for': '10.78.0.1' },
      body: JSON.stringify(TEST_ADMIN),
    })
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    for (let i = 0; i < TRIES; i++) {
      const created = await fetch(`${site.url}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, cookie },
        body: JSON.stringify({
          email: `bench-${i}@example.com`,
          password: 'bench-password-1',
          name: `벤치 ${i}`,
          role: 'editor',
        }),
      })
      if (created.status !== 201) throw new Error(`account ${i}: ${created.status} ${await created.text()}`)
    }
    // Warm up: the first requests compile routes and open connections.
    for (let i = 0; i < 3; i++) {
      await attempt(TEST_ADMIN.email)
      await attempt(`warm-${i}@example.com`)
    }
    const known: number[] = []
    const unknown: number[] = []
    const answers = new Set<string>()
    for (let i = 0; i < TRIES; i++) {
      const a = await attempt(`bench-${i}@example.com`)
      const b = await attempt(`nobody-${i}@example.com`)
      known.push(a.ms)
      unknown.push(b.ms)
      answers.add(`existing: ${a.status} ${a.body}`)
      answers.add(`unknown:  ${b.status} ${b.body}`)
    }
    const round = (ms: number) => Math.round(ms)
    console.log(`tries: ${TRIES} each, alternating`)
    console.log(
      `existing e-mail: median ${round(median(known))} ms (min ${round(Math.min(...known))}, max ${round(Math.max(...known))})`,
    )
    console.log(
      `unknown e-mail:  median ${round(median(unknown))} ms (min ${round(Math.min(...unknown))}, max ${round(Math.max(...unknown))})`,
    )
    console.log('answers:')
    for (const answer of answers) console.log(`  ${answer}`)
  } finally {
    await site.stop()
  }
}

await main()
