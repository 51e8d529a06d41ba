/**
 * Running like production: liveness and readiness probes and the security
 * headers on every answer, against the started site.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get, postJson } from '../helpers/http'
import { isRunning, type RunningSite, startSite } from '../helpers/site'

let site: RunningSite

beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.stop())

describe('security headers', () => {
  for (const pathname of ['/', '/community/news/list', '/login', '/api/health', '/없는-주소']) {
    it(`are sent on ${pathname}`, async () => {
      const response = await get(site.url, pathname)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/)
      expect(response.headers.get('x-powered-by')).toBeNull()
    })
  }
})

describe('script policy', () => {
  const inlineScripts = (html: string) => html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []

  it('each HTML page carries its nonce on every inline script: new per answer, kept with a cached page’s bytes', async () => {
    const nonceOf = async (pathname: string) => {
      const response = await fetch(`${site.url}${pathname}`, { headers: { 'accept-encoding': 'gzip' } })
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(response.headers.get('etag')).toBeNull()
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("frame-ancestors 'self'")
      const nonce = policy.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'$/)?.[1] ?? ''
      expect(nonce).not.toBe('')
      expect(policy).not.toContain('unsafe-eval')
      expect(policy).not.toContain('unsafe-inline')
      const scripts = inlineScripts(await response.text())
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
      return { nonce, cache: response.headers.get('x-nextjs-cache') }
    }
    // The first answer may be Next's render (streamed, a nonce of its own); then the cached page.
    await nonceOf('/')
    const home = await nonceOf('/')
    expect(home.cache).toBe('HIT')
    expect((await nonceOf('/')).nonce).toBe(home.nonce)
    await nonceOf('/community/news/list')
    expect((await nonceOf('/community/news/list')).nonce).not.toBe(home.nonce)
    // A page rendered per request (the inquiry lookup reads its cookie): a new nonce every time.
    const lookup = await nonceOf('/contact/lookup')
    expect(lookup.cache).toBeNull()
    expect((await nonceOf('/contact/lookup')).nonce).not.toBe(lookup.nonce)
  })

  it('is not added to answers that are not HTML', async () => {
    const response = await get(site.url, '/api/health')
    expect(response.headers.get('content-security-policy')).not.toContain('script-src')
  })
})

describe('logs', () => {
  const BANNER_END = '종료하려면 Ctrl+C를 누르세요.'
  /** What the web server printed after it started: the test's output is no terminal, so JSON. */
  const serverLines = () =>
    site
      .output()
      .slice(site.output().indexOf(BANNER_END) + BANNER_END.length)
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string; status?: number })

  it('are JSON lines; each request has an id, on its access line and on what it logged', async () => {
    const password = `never-in-a-log-${Date.now()}`
    const memberSignIn = await postJson(site.url, '/api/auth/sign-in/email', { email: 'nobody@example.com', password })
    const adminSignIn = await postJson(site.url, '/api/users/login', { email: 'admin@example.com', password })
    expect([memberSignIn.status, adminSignIn.status]).toEqual([401, 401])

    for (const response of [memberSignIn, adminSignIn]) {
      const requestId = response.headers.get('x-request-id') ?? ''
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
      await expect
        .poll(() =>
          serverLines()
            .filter((line) => line.reqId === requestId)
            .map((line) => line.msg),
        )
        .toContain('request')
      const lines = serverLines().filter((line) => line.reqId === requestId)
      // Besides the access line, what the sign-in logged (a wrong password is no server error).
      expect(lines.length).toBeGreaterThan(1)
      expect(lines.every((line) => line.level < 50)).toBe(true)
    }
    expect(site.output()).not.toContain(password)
  })

  it('never show the token of a password-reset link', async () => {
    const token = `reset-token-${Date.now()}`
    await get(site.url, `/api/auth/reset-password/${token}?callbackURL=/reset-password`)
    await expect.poll(() => serverLines().some((line) => line.msg === 'request' && line.status === 302)).toBe(true)
    expect(site.output()).not.toContain(token)
  })
})

describe('probes', () => {
  it('health and ready both answer 200 while Postgres is up and migrations are applied', async () => {
    const health = await get(site.url, '/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await get(site.url, '/api/ready')
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  // The outage itself (ready 503 with a reason while health stays 200) is held open in
  // tests/int/faults.int.test.ts on a database the site does not supervise: this site restarts its
  // own Postgres at once (tests/int/supervision.int.test.ts), so a 503 here would be a race.
  it('with its Postgres stopped from outside, health stays 200 and ready is 200 again once the supervisor restarted it', async () => {
    const pidFile = path.join(site.dataDir, 'postgres', 'postmaster.pid')
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    process.kill(pid, 'SIGINT')
    await expect.poll(() => isRunning(pid), { timeout: 30_000 }).toBe(false)

    const health = await get(site.url, '/api/health')
    expect(health.status).toBe(200)
    await expect
      .poll(async () => (await get(site.url, '/api/ready')).status, { timeout: 30_000, interval: 250 })
      .toBe(200)
  })
})
