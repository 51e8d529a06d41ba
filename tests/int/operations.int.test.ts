/**
 * Running like production (issue 7, first part): liveness and readiness probes and the security
 * headers on every answer, against the started site.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get } from '../helpers/http'
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

  it('with Postgres stopped, ready answers 503 with a reason while health stays 200', async () => {
    const pidFile = path.join(site.dataDir, 'postgres', 'postmaster.pid')
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    process.kill(pid, 'SIGINT')
    await expect.poll(() => isRunning(pid), { timeout: 30_000 }).toBe(false)

    const ready = await get(site.url, '/api/ready')
    expect(ready.status).toBe(503)
    expect((await ready.json()).status).toBe('unavailable')
    const health = await get(site.url, '/api/health')
    expect(health.status).toBe(200)
  })
})
