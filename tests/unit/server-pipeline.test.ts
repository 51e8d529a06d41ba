/**
 * Each step of the production server's pipeline (src/server/pipeline.mjs) on a real Node server,
 * with a handler standing in for Next. What becomes of Next's answers: tests/unit/answers.test.ts.
 * The started site is tested in tests/int.
 */

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { PITCH_DECK_MAX_BYTES } from '../../src/inquiries/options'
import { currentRequestId } from '../../src/server/contract.mjs'
import { composeSteps, STEPS } from '../../src/server/pipeline.mjs'
import { canonicalPath } from '../../src/server/steps/canonical-path.mjs'
import { clientAddressStep } from '../../src/server/steps/client-address.mjs'
import { isExactImageSource } from '../../src/server/steps/image-requests.mjs'
import { pageViewIntake } from '../../src/server/steps/page-views.mjs'
import { payloadRest } from '../../src/server/steps/payload-rest.mjs'
import { requestId } from '../../src/server/steps/request-id.mjs'
import { BODY_LIMITS, requestLimits } from '../../src/server/steps/request-limits.mjs'

type Req = http.IncomingMessage
type Res = http.ServerResponse
type Step = { name: string; run: (exchange: never, next: () => void) => void }
type Next = (req: Req, res: Res) => void

let servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.map((server) => {
      const closed = new Promise((resolve) => server.close(resolve))
      server.closeAllConnections()
      return closed
    }),
  )
  servers = []
})

/** A server running `steps`, then `next` as Next; returns its base URL. */
async function serve(steps: Step[], next: Next, extra: Record<string, unknown> = {}) {
  const run = composeSteps(steps as never, ({ req, res }: { req: Req; res: Res }) => next(req, res))
  const server = http.createServer((req, res) =>
    run({
      req,
      res,
      address: '',
      dev: false,
      trustProxy: false,
      accessLog: undefined,
      services: {},
      ...extra,
    } as never),
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('the pipeline', () => {
  it('declares its steps in order', () => {
    expect(STEPS.map((step) => step.name)).toEqual([
      'client address',
      'request id and access log',
      'page-view intake',
      'request limits',
      'canonical path',
      'readiness while the database is away',
      'image requests',
      "Payload's REST refusals",
    ])
  })
})

describe('image requests', () => {
  it('takes an image address only as the site writes it', () => {
    for (const exact of [
      '/api/media/file/seed-bio-cells.webp',
      `/api/media/file/${encodeURIComponent('한글 사진.webp')}`,
    ])
      expect(isExactImageSource(exact), exact).toBe(true)
    for (const other of [
      '/api/media/file/a.webp#x',
      '/api/media/file/a.webp?v=1',
      '/api/media/file/x/../a.webp',
      '/api/media/file/./a.webp',
      '/api/media/file/x/%2e%2e/a.webp',
      '/api/media/file/a.webp/',
      '/api/media//file/a.webp',
      '/api/media/file/%61.webp',
      '/api/media/file/%ed%95%9c.webp',
      '/api/media/file/a%2Fb.webp',
      '/api/media/file/%E0%A4%A',
      'api/media/file/a.webp',
      '//evil.example/a.webp',
    ])
      expect(isExactImageSource(other), other).toBe(false)
  })
})

describe('client address', () => {
  it('overwrites what the client says with the socket address', async () => {
    let headers: http.IncomingHttpHeaders = {}
    const base = await serve([clientAddressStep], (req, res) => {
      headers = req.headers
      res.end()
    })
    await fetch(base, { headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', 'x-client-ip': '6.6.6.6' } })
    expect(headers['x-client-ip']).toBe('127.0.0.1')
    expect(headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(headers['x-real-ip']).toBeUndefined()
  })
})

describe('request id and access log', () => {
  it('gives each request an id, on the answer, in the request context and on its access line', async () => {
    const lines: Record<string, unknown>[] = []
    const accessLog = {
      info: (fields: Record<string, unknown>, msg: string) => lines.push({ ...fields, msg, reqId: currentRequestId() }),
      error: () => {},
    }
    let inside: string | undefined
    const base = await serve(
      [clientAddressStep, requestId],
      (_req, res) => {
        inside = currentRequestId()
        res.end()
      },
      { accessLog },
    )
    const response = await fetch(`${base}/reset-password/secret-token?x=1`, {
      headers: { 'x-request-id': 'forged-id-1234' },
    })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(inside).toBe(id)
    await expect.poll(() => lines.length).toBe(1)
    expect(lines[0]).toMatchObject({
      msg: 'request',
      reqId: id,
      path: '/reset-password/***',
      status: 200,
      ip: '127.0.0.1',
    })
  })
})

describe('page-view intake', () => {
  it('answers what the page-view writer takes, and passes everything else on', async () => {
    const bodies: string[] = []
    const pageViews = {
      accept: async ({ body }: { body: Buffer }) => {
        bodies.push(body.toString())
        return 204
      },
    }
    const base = await serve([pageViewIntake], (_req, res) => res.end('next'), { services: { pageViews } })
    expect((await fetch(`${base}/api/track`, { method: 'POST', body: '{"a":1}' })).status).toBe(204)
    expect(bodies).toEqual(['{"a":1}'])
    expect((await fetch(`${base}/api/track`)).status).toBe(405)
    expect((await fetch(`${base}/api/track`, { method: 'POST', body: 'x'.repeat(9000) })).status).toBe(413)
    // No declared length: refused once the chunks read pass 8 KB.
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(4000)))
        controller.close()
      },
    })
    const refused = await fetch(`${base}/api/track`, { method: 'POST', body: chunked, duplex: 'half' } as RequestInit)
    expect(refused.status).toBe(413)
    expect(bodies).toHaveLength(1)
    expect(await (await fetch(`${base}/other`)).text()).toBe('next')
  })
})

describe('request limits', () => {
  it('refuses a body over its limit in Korean before Next reads it', async () => {
    const base = await serve([requestLimits], (_req, res) => res.end('next'))
    const response = await fetch(`${base}/api/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    })
    expect(response.status).toBe(413)
    expect((await response.json()).message).toBe('보내는 내용이 너무 큽니다.')
  })

  it("holds the inquiry forms to the pitch deck's size, saying the typed text is kept", async () => {
    const contact = BODY_LIMITS.find((limit) => limit.prefix === '/api/contact/')
    expect(contact?.bytes).toBe(PITCH_DECK_MAX_BYTES + 256 * 1024)
    const base = await serve([requestLimits], (_req, res) => res.end('next'))
    const form = (bytes: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${base}/api/contact/general`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': bytes },
        })
        request.on('response', (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() })
            request.destroy()
          })
        })
        request.on('error', reject)
        request.flushHeaders()
      })
    const tooBig = await form((contact?.bytes ?? 0) + 1)
    expect(tooBig.status).toBe(413)
    expect(JSON.parse(tooBig.body).message).toContain('입력한 내용은 이 기기에 그대로 남아 있습니다')
  })
})

describe('canonical path', () => {
  it('sends a path with dot segments to its canonical form', async () => {
    const base = await serve([canonicalPath], (_req, res) => res.end('next'))
    const response = await fetch(`${base}/./user//edu?x=1`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/user/edu?x=1')
  })
})

describe("Payload's REST refusals", () => {
  it('refuses by address and headers before Next reads the body', async () => {
    let reached = 0
    const base = await serve([payloadRest], (_req, res) => {
      reached++
      res.setHeader('content-type', 'application/json')
      res.end('{"docs":[]}')
    })
    const korean = async (response: Response) =>
      ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message
    const verify = await fetch(`${base}/api/users/verify/abc`, { method: 'POST' })
    expect([verify.status, await korean(verify)]).toEqual([404, '찾을 수 없습니다.'])
    const noBoundary = await fetch(`${base}/api/media`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    })
    expect([noBoundary.status, await korean(noBoundary)]).toEqual([400, '요청 형식이 올바르지 않습니다.'])
    const plainWrite = await fetch(`${base}/api/news/1`, {
      method: 'PATCH',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    })
    expect([plainWrite.status, await korean(plainWrite)]).toEqual([400, '보내는 내용은 JSON 객체({ … })여야 합니다.'])
    const point = await fetch(`${base}/api/news?where[title][near]=1,2`)
    expect([point.status, await korean(point)]).toEqual([400, '지원하지 않는 검색 조건입니다.'])
    expect(reached).toBe(0)
    // The site's own routes and a good request go on to Next.
    expect(await (await fetch(`${base}/api/auth/verify/abc`, { method: 'POST' })).text()).toBe('{"docs":[]}')
    expect(await (await fetch(`${base}/api/news`)).text()).toBe('{"docs":[]}')
    expect(reached).toBe(2)
  })
})

describe('the server folder', () => {
  it('imports nothing from the app (src/app) and no TypeScript (it runs without a loader)', async () => {
    const { readdir, readFile } = await import('node:fs/promises')
    const path = await import('node:path')
    const root = path.resolve(import.meta.dirname, '../../src/server')
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.mjs'))
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8')
      for (const [, target] of source.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'/g)) {
        if (!target?.startsWith('.')) continue
        const resolved = path.relative(path.resolve(root, '..'), path.resolve(root, path.dirname(file), target))
        expect(resolved, `${file} imports ${target}`).not.toMatch(/^app\//)
        expect(target, `${file} imports ${target}`).toMatch(/\.m?js$/)
      }
    }
  })
})
