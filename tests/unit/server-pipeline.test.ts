/**
 * Each step of the production server's pipeline (src/server/pipeline.mjs) on a real Node server,
 * with a handler standing in for Next (it answers the way Next does: setHeader and statusCode, or
 * writeHead with headers, then the body in chunks). The started site is tested in tests/int.
 */

import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { currentRequestId } from '../../src/server/contract.mjs'
import { interceptResponse } from '../../src/server/intercept.mjs'
import { composeSteps, STEPS } from '../../src/server/pipeline.mjs'
import { actionFailures } from '../../src/server/steps/action-failures.mjs'
import { canonicalPath } from '../../src/server/steps/canonical-path.mjs'
import { clientAddressStep } from '../../src/server/steps/client-address.mjs'
import { compressionStep } from '../../src/server/steps/compression.mjs'
import { hiddenRoutes, NOT_AN_ADDRESS } from '../../src/server/steps/hidden-routes.mjs'
import { isExactImageSource } from '../../src/server/steps/image-requests.mjs'
import { koreanPlainAnswers } from '../../src/server/steps/korean-plain-answers.mjs'
import { pageViewIntake } from '../../src/server/steps/page-views.mjs'
import { payloadRest } from '../../src/server/steps/payload-rest.mjs'
import {
  acceptsBrotli,
  createPrecompressedStatic,
  precompressStatic,
} from '../../src/server/steps/precompressed-static.mjs'
import { PRIVATE_CACHE_CONTROL, privateCaching } from '../../src/server/steps/private-caching.mjs'
import { requestId } from '../../src/server/steps/request-id.mjs'
import { requestLimits } from '../../src/server/steps/request-limits.mjs'
import { scriptNonces } from '../../src/server/steps/script-nonces.mjs'

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

/** Answers like Next: headers set one by one, then the body in two chunks. */
const nextAnswer =
  (status: number, headers: Record<string, string>, body = ['<p>first</p>', '<p>last</p>'], viaWriteHead = false) =>
  (_req: Req, res: Res) => {
    if (viaWriteHead) res.writeHead(status, headers)
    else {
      res.statusCode = status
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    res.write(body[0])
    setTimeout(() => res.end(body[1]), 2)
  }

describe('interceptResponse', () => {
  const intercepting =
    (decide: Parameters<typeof interceptResponse>[1]) =>
    (req: Req, res: Res, answer: Next): void => {
      interceptResponse(res, decide)
      answer(req, res)
    }

  it('sees headers given to writeHead, changes the status, rewrites each chunk and adds an ending', async () => {
    let seen = ''
    const step = {
      name: 'test',
      run: ({ req, res }: { req: Req; res: Res }, next: () => void) => {
        intercepting((status) => {
          seen = `${status} ${res.getHeader('content-type')}`
          res.setHeader('x-seen', 'yes')
          return {
            status: 201,
            chunk: (data) => Buffer.from(data.toString().toUpperCase()),
            end: () => Buffer.from('!'),
          }
        })(req, res, () => next())
      },
    }
    const base = await serve([step], nextAnswer(200, { 'content-type': 'text/plain' }, ['a', 'b'], true))
    const response = await fetch(base)
    expect(seen).toBe('200 text/plain')
    expect(response.status).toBe(201)
    expect(response.headers.get('x-seen')).toBe('yes')
    expect(await response.text()).toBe('AB!')
  })

  it('leaves the head to Node when the answer is sent with end, so Node still counts its length', async () => {
    const step = {
      name: 'test',
      run: ({ req, res }: { req: Req; res: Res }, next: () => void) => {
        intercepting(() => ({ status: 202 }))(req, res, () => next())
      },
    }
    const base = await serve([step, privateCaching], (_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end('{"ok":true}')
    })
    const response = await fetch(`${base}/api/x`)
    expect(response.status).toBe(202)
    expect(response.headers.get('content-length')).toBe('11')
    expect(response.headers.get('transfer-encoding')).toBeNull()
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('holds the head and the body back until a held ending settles', async () => {
    const step = {
      name: 'test',
      run: ({ req, res }: { req: Req; res: Res }, next: () => void) => {
        intercepting(() => {
          const held: Buffer[] = []
          return {
            hold: true,
            chunk: (data) => {
              held.push(data)
              return Buffer.alloc(0)
            },
            end: async () => {
              res.statusCode = 299
              return Buffer.from(`held:${Buffer.concat(held)}`)
            },
          }
        })(req, res, () => next())
      },
    }
    const base = await serve([step], nextAnswer(500, { 'content-type': 'text/plain' }, ['a', 'b']))
    const response = await fetch(base)
    expect(response.status).toBe(299)
    expect(await response.text()).toBe('held:ab')
  })
})

describe('the pipeline', () => {
  it('declares its steps in order', () => {
    expect(STEPS.map((step) => step.name)).toEqual([
      'client address',
      'request id and access log',
      'page-view intake',
      'request limits',
      'canonical path',
      'readiness while the database is away',
      'hidden routes',
      'image requests',
      "Payload's REST refusals",
      'private caching',
      'compression',
      'precompressed static files',
      'script nonces',
      "Next's plain refusals in Korean",
      'failed action calls',
      'maintenance page',
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
    const pageViews = {
      handle: (req: Req, res: Res) => {
        if (req.url !== '/api/track') return false
        res.writeHead(204).end()
        return true
      },
    }
    const base = await serve([pageViewIntake], (_req, res) => res.end('next'), { services: { pageViews } })
    expect((await fetch(`${base}/api/track`, { method: 'POST' })).status).toBe(204)
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
})

describe('canonical path', () => {
  it('sends a path with dot segments to its canonical form', async () => {
    const base = await serve([canonicalPath], (_req, res) => res.end('next'))
    const response = await fetch(`${base}/./user//edu?x=1`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/user/edu?x=1')
  })
})

describe('hidden routes', () => {
  it('gives the CMS rewrite target and the members’ cached copies no address of their own', async () => {
    const seen: string[] = []
    const base = await serve([hiddenRoutes], (req, res) => {
      seen.push(req.url ?? '')
      res.end()
    })
    for (const path of ['/cms/home', '/CMS/home', '/user/edu/cached/a/b', '/community/news/list'])
      await fetch(`${base}${path}`)
    expect(seen).toEqual([NOT_AN_ADDRESS, NOT_AN_ADDRESS, NOT_AN_ADDRESS, '/community/news/list'])
  })
})

describe('private caching', () => {
  it('marks the members’ area private whatever Next says, and an API answer unless it says otherwise', async () => {
    const base = await serve([privateCaching], (req, res) => {
      const given = req.url?.startsWith('/api/public') ? 'public, max-age=60' : 's-maxage=60'
      nextAnswer(200, { 'cache-control': given }, ['a', 'b'], req.url?.includes('head'))(req, res)
    })
    expect((await fetch(`${base}/user/edu`)).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    expect((await fetch(`${base}/user/edu?head`)).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    expect((await fetch(`${base}/api/public`)).headers.get('cache-control')).toBe('public, max-age=60')
    expect((await fetch(`${base}/news`)).headers.get('cache-control')).toBe('s-maxage=60')
  })
})

describe('compression', () => {
  it('compresses what the later steps send', async () => {
    const body = '<p>가나다</p>'.repeat(200)
    const base = await serve(
      [compressionStep, scriptNonces],
      nextAnswer(200, { 'content-type': 'text/html' }, [body, '<script>1</script>']),
    )
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      http.get(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
      })
    })
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString()).toMatch(/<script nonce="[^"]+">1<\/script>$/)
  })
})

describe('precompressed static files', () => {
  let dir: string
  const script = `export const words = ${JSON.stringify('가나다라마바사 '.repeat(300))}\n`
  afterEach(() => rm(dir, { recursive: true, force: true }))

  /** Answers like Next's static files: headers set, the file streamed in chunks; 304 when asked to revalidate. */
  const nextStatic = (req: Req, res: Res) => {
    const name = (req.url ?? '').replace('/_next/static/', '').split('?')[0] ?? ''
    readFile(path.join(dir, name)).then(
      (bytes) => {
        if (req.headers['if-modified-since']) {
          res.statusCode = 304
          return res.end()
        }
        res.setHeader('Content-Type', 'application/javascript; charset=UTF-8')
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        res.setHeader('Content-Length', String(bytes.length))
        res.statusCode = 200
        if (req.method === 'HEAD') return res.end()
        res.write(bytes.subarray(0, 100))
        setTimeout(() => res.end(bytes.subarray(100)), 2)
      },
      () => {
        res.statusCode = 404
        res.end()
      },
    )
  }

  const fetchRaw = (url: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) => {
      http.get(url, { headers, method }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
    })

  async function siteWithFiles() {
    dir = await mkdtemp(path.join(os.tmpdir(), 'static-'))
    await mkdir(path.join(dir, 'chunks'))
    await writeFile(path.join(dir, 'chunks/page.js'), script)
    await writeFile(path.join(dir, 'chunks/tiny.js'), 'export {}\n')
    await writeFile(path.join(dir, 'chunks/font.woff2'), Buffer.alloc(4096, 7))
    const totals = await precompressStatic(dir)
    return { totals, base: await serve([compressionStep, createPrecompressedStatic(dir)], nextStatic) }
  }

  it('compresses text files once at build time, not small files or fonts', async () => {
    const { totals } = await siteWithFiles()
    expect(totals.files).toBe(1)
    const compressed = await readFile(path.join(dir, 'chunks/page.js.br'))
    expect(brotliDecompressSync(compressed).toString()).toBe(script)
    await expect(readFile(path.join(dir, 'chunks/tiny.js.br'))).rejects.toThrow()
    await expect(readFile(path.join(dir, 'chunks/font.woff2.br'))).rejects.toThrow()
    // A second build leaves a .br that is newer than its file alone.
    expect((await precompressStatic(dir)).files).toBe(0)
  })

  it("sends the Brotli file to a client that accepts it, with Next's headers; gzip to one that does not", async () => {
    const { base } = await siteWithFiles()
    const brotli = await fetchRaw(`${base}/_next/static/chunks/page.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    })
    expect(brotli.status).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script)

    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const gzip = await fetchRaw(`${base}/_next/static/chunks/page.js`, { 'accept-encoding': acceptEncoding })
      expect(gzip.headers['content-encoding'], acceptEncoding).toBe('gzip')
      expect(gunzipSync(gzip.body).toString()).toBe(script)
    }
  })

  it('answers HEAD with the Brotli length and no body; passes a 304 and files with no .br', async () => {
    const { base } = await siteWithFiles()
    const head = await fetchRaw(`${base}/_next/static/chunks/page.js`, { 'accept-encoding': 'br' }, 'HEAD')
    const size = (await readFile(path.join(dir, 'chunks/page.js.br'))).length
    expect(head.headers['content-length']).toBe(String(size))
    expect(head.body.length).toBe(0)
    const revalidated = await fetchRaw(`${base}/_next/static/chunks/page.js`, {
      'accept-encoding': 'br',
      'if-modified-since': new Date().toUTCString(),
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers['content-encoding']).toBeUndefined()
    const tiny = await fetchRaw(`${base}/_next/static/chunks/tiny.js`, { 'accept-encoding': 'br' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('export {}\n')
  })

  it('never sends a .br older than its file (a file rebuilt under the same name)', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'static-'))
    await writeFile(path.join(dir, 'app.js'), script)
    await precompressStatic(dir)
    await writeFile(path.join(dir, 'app.js'), `${script}// changed\n`)
    const later = new Date(Date.now() + 60_000)
    await utimes(path.join(dir, 'app.js'), later, later)
    const base = await serve([compressionStep, createPrecompressedStatic(dir)], nextStatic)
    const answer = await fetchRaw(`${base}/_next/static/app.js`, { 'accept-encoding': 'br, gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(answer.body).toString()).toContain('// changed')
  })

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('BR;q=0.5')).toBe(true)
    expect(acceptsBrotli('br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip')).toBe(false)
    expect(acceptsBrotli('brotli')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})

describe('script nonces', () => {
  it('gives an HTML answer a fresh nonce in its policy and on its inline scripts; other answers pass', async () => {
    const base = await serve([scriptNonces], (req, res) =>
      req.url === '/json'
        ? nextAnswer(200, { 'content-type': 'application/json', 'content-length': '3' }, ['"a', '"'])(req, res)
        : nextAnswer(200, { 'content-type': 'text/html', etag: '"x"' }, [
            '<script>a</scr',
            'ipt><script src="/b.js"></script>',
          ])(req, res),
    )
    const page = await fetch(base)
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(page.headers.get('etag')).toBeNull()
    expect(await page.text()).toBe(`<script nonce="${nonce}">a</script><script src="/b.js"></script>`)
    const json = await fetch(`${base}/json`)
    expect(json.headers.get('content-security-policy')).toBeNull()
    expect(await json.text()).toBe('"a"')
  })
})

describe("Next's plain refusals in Korean", () => {
  it('replaces the English sentence of a refused action call, keeping the status', async () => {
    const base = await serve(
      [koreanPlainAnswers],
      nextAnswer(404, { 'content-type': 'text/plain' }, ['Server action ', 'not found.'], true),
    )
    const response = await fetch(base, { method: 'POST', headers: { 'next-action': 'abc' } })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('요청한 기능을 찾을 수 없습니다.')
    expect(await (await fetch(base)).text()).toBe('Server action not found.')
  })
})

describe("Payload's REST refusals", () => {
  it("refuses by address and headers before Next, and puts Payload's English 404 and 501 into Korean", async () => {
    let reached = 0
    const base = await serve([payloadRest], (req, res) => {
      reached++
      const routeNotFound = req.url?.startsWith('/api/nope')
      if (req.url?.startsWith('/api/payload-migrations'))
        nextAnswer(501, { 'content-type': 'application/json' }, ['{"message":"Cannot ', 'GET"}'])(req, res)
      else if (routeNotFound || req.url?.startsWith('/api/news/999'))
        nextAnswer(
          404,
          { 'content-type': 'application/json' },
          routeNotFound
            ? ['{"message":"Route not', ' found \\"/api/nope\\""}']
            : ['{"errors":[{"message":"Not', ' Found"}]}'],
        )(req, res)
      else nextAnswer(200, { 'content-type': 'application/json' }, ['{"docs":', '[]}'])(req, res)
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
    const hidden = await fetch(`${base}/api/payload-migrations`)
    expect([hidden.status, await korean(hidden)]).toEqual([404, '찾을 수 없습니다.'])
    const unknown = await fetch(`${base}/api/nope`)
    expect([unknown.status, await korean(unknown)]).toEqual([404, '찾을 수 없습니다.'])
    // Payload's own 404 for a document, the site's own routes and a good request pass unchanged.
    const missing = await fetch(`${base}/api/news/999`)
    expect([missing.status, await missing.text()]).toEqual([404, '{"errors":[{"message":"Not Found"}]}'])
    expect(await (await fetch(`${base}/api/auth/verify/abc`, { method: 'POST' })).text()).toBe('{"docs":[]}')
    expect(await (await fetch(`${base}/api/news`)).text()).toBe('{"docs":[]}')
    expect(reached).toBe(5)
  })
  it('holds an answer that a later step asks the head for on each write (compression), and sends it once', async () => {
    // Next writes a route handler's body in chunks; the compression middleware asks for the head
    // on every write while none is out. Failed before with ERR_HTTP_HEADERS_SENT and no answer.
    const base = await serve([payloadRest, compressionStep], (_req, res) => {
      res.statusCode = 404
      res.setHeader('content-type', 'application/json')
      res.write('{"errors":[{"message":"Not Found"}]}')
      res.end()
    })
    const response = await fetch(`${base}/api/media/versions`, { signal: AbortSignal.timeout(5000) })
    expect([response.status, await response.text()]).toEqual([404, '{"errors":[{"message":"Not Found"}]}'])
  })
})

describe('failed action calls', () => {
  it('answers a server action call that failed inside Next with 400, its body unchanged', async () => {
    const base = await serve([actionFailures], nextAnswer(500, { 'content-type': 'text/x-component' }, ['0:', '"E"']))
    const call = await fetch(base, { method: 'POST', headers: { 'next-action': 'abc' } })
    expect(call.status).toBe(400)
    expect(await call.text()).toBe('0:"E"')
    expect((await fetch(base)).status).toBe(500)
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
