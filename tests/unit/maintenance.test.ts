/**
 * The maintenance answer (src/server/maintenance.mjs, decided by src/server/answer.mjs) on a real
 * Node server: a handler answers the way Next does (status, headers, then the body in chunks) and
 * the database is reported up or down by the probe or the supervisor. The started site's outage is
 * tested in tests/int/faults.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportDatabaseUnreachable } from '../../src/server/contract.mjs'
import { followDatabaseSupervisor } from '../../src/server/database-supervision.mjs'
import { RETRY_AFTER_SECONDS } from '../../src/server/maintenance.mjs'
import { closeAnswerServers, serveAnswers } from '../helpers/answers'

let databaseDown = false
let probes = 0
/** Each probe answers once this settles (a probe that takes its time). */
let probeAnswers: Promise<void> = Promise.resolve()
let base: string

beforeAll(async () => {
  const probe = {
    isDown: async () => {
      probes++
      await probeAnswers
      return databaseDown
    },
  }
  base = await serveAnswers(
    (req, res) => {
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
    },
    { probe },
  )
})
afterAll(closeAnswerServers)

const request = (path: string, method = 'GET') => fetch(`${base}${path}`, { method })
const text = async (response: Response) => (await response.text()).replace(/ nonce="[^"]+"/g, '')

/** The database goes away; the first failure probes it, so the next ones know. */
async function databaseAway() {
  databaseDown = true
  const seen = probes
  await (await request('/page?status=500')).arrayBuffer()
  await expect.poll(() => probes).toBeGreaterThan(seen)
}

describe('the maintenance answer', () => {
  it('keeps a 500 as it was while the database answers (a bug is not maintenance)', async () => {
    databaseDown = false
    const response = await request('/page?status=500')
    expect(response.status).toBe(500)
    expect(response.headers.get('set-cookie')).toBe('session=changed')
    expect(await text(response)).toBe('<p>first</p><p>last</p>')
    const headFirst = await request('/write-head?status=502')
    expect(headFirst.status).toBe(502)
    expect(headFirst.headers.get('etag')).toBe('"next"')
    expect(await headFirst.text()).toBe('<p>first</p><p>last</p>')
  })

  it('passes answers below 500, and 501 and 503, through untouched, also while the database is away', async () => {
    await databaseAway()
    // 501: an address with no such function (Payload's for a collection it keeps to itself).
    for (const status of [200, 404, 501, 503]) {
      const response = await request(`/page?status=${status}`)
      expect(response.status).toBe(status)
      expect(await text(response)).toBe('<p>first</p><p>last</p>')
    }
  })

  it('answers a page that failed while the database is away with the maintenance page and 503', async () => {
    await databaseAway()
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

  it('answers a failed API call while the database is away with 503 and a Korean message', async () => {
    await databaseAway()
    const response = await request('/api/auth/sign-in/email?status=500', 'POST')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    const body = await response.json()
    expect(body.message).toContain('잠시 점검 중입니다')
    expect(body.errors[0].message).toBe(body.message)
  })

  it('leaves the probes and a page form’s POST alone', async () => {
    await databaseAway()
    const requests = [
      ['/api/health?status=500', 'GET'],
      ['/user/profile?status=500', 'POST'],
    ] as const
    for (const [path, method] of requests) {
      const response = await request(path, method)
      expect(response.status, path).toBe(500)
      expect(await text(response)).toBe('<p>first</p><p>last</p>')
    }
  })

  it('follows the database back: the next failure probes again and stays a 500', async () => {
    await databaseAway()
    databaseDown = false
    const seen = probes
    expect((await request('/page?status=500')).status).toBe(503)
    await expect.poll(() => probes).toBeGreaterThan(seen)
    expect((await request('/page?status=500')).status).toBe(500)
  })

  it('answers the first failure with the maintenance page once the app reports Postgres unreachable; the probe clears a report it does not confirm', async () => {
    databaseDown = false
    await (await request('/page?status=500')).arrayBuffer()
    let answerProbe = () => {}
    probeAnswers = new Promise((resolve) => {
      answerProbe = resolve
    })
    reportDatabaseUnreachable()
    expect((await request('/page?status=500')).status).toBe(503)
    answerProbe()
    await expect.poll(async () => (await request('/page?status=500')).status).toBe(500)
  })

  it('answers the first failure with the maintenance page while npm start says its database is away', async () => {
    followDatabaseSupervisor()
    databaseDown = false
    await (await request('/page?status=500')).arrayBuffer()
    process.emit('message', { type: 'database', state: { state: 'restarting', since: '', restarts: 1 } }, undefined)
    expect((await request('/page?status=500')).status).toBe(503)
    // Back a moment later: a request that began during the restart still fails because of it.
    process.emit('message', { type: 'database', state: { state: 'running', since: '', restarts: 1 } }, undefined)
    expect((await request('/page?status=500')).status).toBe(503)
  })
})
