/**
 * The maintenance answer of the HTTP layer (src/server/steps/maintenance.mjs) on a real Node server:
 * a handler answers the way Next does (status, headers, then the body in chunks) and the
 * database is reported up or down. The started site's outage is tested in tests/int/faults.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maintenancePage, RETRY_AFTER_SECONDS } from '../../src/server/steps/maintenance.mjs'

let databaseDown = false
let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const services = { databaseProbe: { isDown: async () => databaseDown } }
    maintenancePage.run({ req, res, services } as never, () => {})
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200)
    if (req.url?.includes('write-head')) {
      res.writeHead(status, { 'content-type': 'text/plain', etag: '"next"' })
    } else {
      res.statusCode = status
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('set-cookie', 'session=changed')
      res.setHeader('x-frame-options', 'SAMEORIGIN')
    }
    res.write('<p>first</p>')
    setTimeout(() => res.end('<p>last</p>'), 5)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const request = (path: string, method = 'GET') => fetch(`${base}${path}`, { method })

describe('the maintenance page step', () => {
  it('passes answers below 500 through untouched, also while the database is down', async () => {
    databaseDown = true
    for (const status of [200, 404, 503]) {
      const response = await request(`/page?status=${status}`)
      expect(response.status).toBe(status)
      expect(await response.text()).toBe('<p>first</p><p>last</p>')
    }
  })

  it('keeps a 500 as it was while the database answers (a bug is not maintenance)', async () => {
    databaseDown = false
    const response = await request('/page?status=500')
    expect(response.status).toBe(500)
    expect(response.headers.get('set-cookie')).toBe('session=changed')
    expect(await response.text()).toBe('<p>first</p><p>last</p>')
    const headFirst = await request('/write-head?status=502')
    expect(headFirst.status).toBe(502)
    expect(headFirst.headers.get('etag')).toBe('"next"')
    expect(await headFirst.text()).toBe('<p>first</p><p>last</p>')
  })

  it('answers a page that failed while the database is down with the maintenance page and 503', async () => {
    databaseDown = true
    for (const path of ['/user/applications?status=500', '/write-head?status=500']) {
      const response = await request(path)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      // Next's security headers stay; what belonged to the failed answer goes.
      if (path.startsWith('/user')) expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('etag')).toBeNull()
      const html = await response.text()
      expect(html).toContain('<html lang="ko">')
      expect(html).toContain('<h1>잠시 점검 중입니다</h1>')
      expect(html).not.toContain('first')
    }
    const head = await request('/user/applications?status=500', 'HEAD')
    expect(head.status).toBe(503)
    expect(await head.text()).toBe('')
  })

  it('answers a failed API call while the database is down with 503 and a Korean message', async () => {
    databaseDown = true
    const response = await request('/api/auth/sign-in/email?status=500', 'POST')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    const body = await response.json()
    expect(body.message).toContain('잠시 점검 중입니다')
    expect(body.errors[0].message).toBe(body.message)
  })

  it('leaves the probes and a page form’s POST alone', async () => {
    databaseDown = true
    const requests = [
      ['/api/health?status=500', 'GET'],
      ['/user/profile?status=500', 'POST'],
    ] as const
    for (const [path, method] of requests) {
      const response = await request(path, method)
      expect(response.status, path).toBe(500)
      expect(await response.text()).toBe('<p>first</p><p>last</p>')
    }
  })
})
