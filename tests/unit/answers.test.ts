/**
 * What becomes of Next's answers (src/server/answer.mjs, applied by src/server/site-response.mjs)
 * on a real Node server whose responses are SiteResponse, with a handler standing in for Next (it
 * answers the way Next does: setHeader and statusCode, or writeHead with headers, then the body in
 * chunks, with a `flush` after each as Next's stream does). The started site is tested in tests/int.
 */
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressStatic } from '../../scripts/lib/precompress-static'
import { expireTags } from '../../src/cache/next-cache-handler.mjs'
import { PRIVATE_CACHE_CONTROL } from '../../src/server/answer.mjs'
import { createKeptPages } from '../../src/server/kept-pages.mjs'
import { accepts } from '../../src/server/precompressed.mjs'
import type { SiteResponse } from '../../src/server/site-response.mjs'
import { closeAnswerServers, type Next, serveAnswers } from '../helpers/answers'

type Req = http.IncomingMessage
type Res = http.ServerResponse

afterEach(closeAnswerServers)

/** With the database up. */
const serve = (next: Next, options: { dev?: boolean; staticDir?: string } = {}) => serveAnswers(next, options)

/** Answers like Next: headers set one by one (or with writeHead), then the body in two chunks. */
const nextAnswer =
  (status: number, headers: Record<string, string>, body = ['<p>first</p>', '<p>last</p>'], viaWriteHead = false) =>
  (_req: Req, res: Res) => {
    if (viaWriteHead) res.writeHead(status, headers)
    else {
      res.statusCode = status
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    res.write(body[0])
    ;(res as SiteResponse).flush()
    setTimeout(() => res.end(body[1]), 2)
  }

const fetchRaw = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers, method }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
  })

describe('an answer without a decision', () => {
  it('passes as Next sends it, Node counting the length of a body sent with end', async () => {
    const base = await serve((_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end('{"ok":true}')
    })
    const response = await fetchRaw(`${base}/news`, { 'accept-encoding': 'gzip' })
    expect(response.headers['content-length']).toBe('11')
    expect(response.headers['transfer-encoding']).toBeUndefined()
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body.toString()).toBe('{"ok":true}')
  })

  it('keeps one Location when Next appends it again (a single-valued header)', async () => {
    const base = await serve((_req, res) => {
      res.statusCode = 307
      res.setHeader('location', '/a')
      res.appendHeader('location', '/a')
      res.end()
    })
    expect((await fetch(base, { redirect: 'manual' })).headers.get('location')).toBe('/a')
  })
})

describe('private caching of /api', () => {
  it('marks an API answer private unless its route says otherwise, however the path is spelled; uploads stay cacheable', async () => {
    const base = await serve((req, res) => {
      const given: Record<string, string> = req.url?.startsWith('/api/public')
        ? { 'cache-control': 'public, max-age=60' }
        : {}
      nextAnswer(200, { 'content-type': 'application/json', ...given }, ['{}', ''], req.url?.includes('head'))(req, res)
    })
    for (const path of ['/api/inquiries', '/api/inquiries?head', '/%61pi/outbox', '/api/auth/list-sessions'])
      expect((await fetch(`${base}${path}`)).headers.get('cache-control'), path).toBe(PRIVATE_CACHE_CONTROL)
    expect((await fetch(`${base}/api/public`)).headers.get('cache-control')).toBe('public, max-age=60')
    expect((await fetch(`${base}/api/media/file/a.webp`)).headers.get('cache-control')).toBeNull()
    expect((await fetch(`${base}/news`)).headers.get('cache-control')).toBeNull()
  })
})

describe('script nonces and compression', () => {
  it('gives an HTML answer a fresh nonce in its policy and on its inline scripts; other answers pass', async () => {
    const base = await serve((req, res) =>
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
    const again = /'nonce-([^']+)'/.exec((await fetch(base)).headers.get('content-security-policy') ?? '')?.[1]
    expect(again).not.toBe(nonce)
    const json = await fetch(`${base}/json`)
    expect(json.headers.get('content-security-policy')).toBeNull()
    expect(await json.text()).toBe('"a"')
  })

  it('keeps a page Next served from its cache and sends it again before Next, per coding, until a tag expires', async () => {
    let edition = 1
    let asked = 0
    const base = await serve((req, res) => {
      asked++
      const body = `${'<p>가나다</p>'.repeat(200)}<script>edition(${edition})</script>`
      if (req.url === '/rendered') return nextAnswer(200, { 'content-type': 'text/html' }, [body, ''])(req, res)
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('x-nextjs-cache', 'HIT')
      res.setHeader('cache-control', 's-maxage=31536000')
      res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding')
      res.end(body)
    })
    const nonceOf = (answer: { headers: http.IncomingHttpHeaders }) =>
      /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
    const first = await fetchRaw(base, { 'accept-encoding': 'br' })
    const second = await fetchRaw(base, { 'accept-encoding': 'br' })
    expect(asked).toBe(1)
    expect(nonceOf(first)).toBeTruthy()
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(second.headers['x-nextjs-cache']).toBe('HIT')
    expect(second.body.equals(first.body)).toBe(true)
    expect(Number(second.headers['content-length'])).toBe(second.body.length)
    expect(
      brotliDecompressSync(second.body)
        .toString()
        .endsWith(`<script nonce="${nonceOf(first)}">edition(1)</script>`),
    ).toBe(true)
    // Another coding is another answer, made once too; so is Next's navigation (a Vary'd header).
    const plain = await fetchRaw(base)
    expect(plain.body.toString()).toContain(`<script nonce="${nonceOf(plain)}">edition(1)</script>`)
    expect((await fetchRaw(base)).body.equals(plain.body)).toBe(true)
    expect(gunzipSync((await fetchRaw(base, { 'accept-encoding': 'gzip' })).body).toString()).toContain('edition(1)')
    expect(asked).toBe(3)
    await fetchRaw(base, { 'accept-encoding': 'br', rsc: '1' })
    expect(asked).toBe(4)
    // Any tag expired in this process (a staff edit, the cache channel) sends the next request to Next.
    edition = 2
    await expireTags(['page:/elsewhere'])
    const edited = await fetchRaw(base, { 'accept-encoding': 'br' })
    expect(asked).toBe(5)
    expect(nonceOf(edited)).not.toBe(nonceOf(first))
    expect(brotliDecompressSync(edited.body).toString()).toContain(
      `<script nonce="${nonceOf(edited)}">edition(2)</script>`,
    )
    // A page rendered per request is Next's every time, with a new nonce.
    expect(nonceOf(await fetchRaw(`${base}/rendered`))).not.toBe(nonceOf(await fetchRaw(`${base}/rendered`)))
    expect(asked).toBe(7)
  })

  it('keeps a hit for the same cookies only; a private one only for a client with cookies', async () => {
    const asked: string[] = []
    const base = await serve((req, res) => {
      asked.push(`${req.method} ${req.url} ${req.headers.cookie ?? '-'}`)
      res.statusCode = req.url === '/missing' ? 404 : 200
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('x-nextjs-cache', req.url === '/rendered' ? 'MISS' : 'HIT')
      if (req.url === '/private')
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      if (req.url === '/cookie') res.setHeader('set-cookie', 'a=1')
      res.end('<p>같은 페이지</p>'.repeat(100))
    })
    const member = { cookie: 'better-auth.session_token=abc' }
    const other = { cookie: 'better-auth.session_token=xyz' }
    // The render that filled Next's cache is not kept: its hit is.
    for (const path of ['/private', '/cookie', '/missing', '/rendered']) {
      await fetchRaw(`${base}${path}`)
      await fetchRaw(`${base}${path}`)
    }
    // A member's answer reaches that member's next request alone: another member, a guest and a
    // member's HEAD or range go to Next.
    await fetchRaw(`${base}/page`, member)
    await fetchRaw(`${base}/page`, member)
    await fetchRaw(`${base}/page`, other)
    await fetchRaw(`${base}/page`)
    await fetchRaw(`${base}/page`)
    await fetchRaw(`${base}/page`, member, 'HEAD')
    await fetchRaw(`${base}/page`, { ...member, range: 'bytes=0-10' })
    // Every /user/ answer is private: kept for the member who asked, never for a guest.
    await fetchRaw(`${base}/private`, member)
    await fetchRaw(`${base}/private`, member)
    await fetchRaw(`${base}/private`, other)
    await fetchRaw(`${base}/private`)
    expect(asked).toEqual([
      'GET /private -',
      'GET /private -',
      'GET /cookie -',
      'GET /cookie -',
      'GET /missing -',
      'GET /missing -',
      'GET /rendered -',
      'GET /rendered -',
      `GET /page ${member.cookie}`,
      `GET /page ${other.cookie}`,
      'GET /page -',
      `HEAD /page ${member.cookie}`,
      `GET /page ${member.cookie}`,
      `GET /private ${member.cookie}`,
      `GET /private ${other.cookie}`,
      'GET /private -',
    ])
  })

  it('keeps an answer for its lifetime and its s-maxage, and the newest pages up to its bound', async () => {
    let clock = 1_000_000
    let asked = 0
    const keptPages = createKeptPages({ keepMs: 10_000, maxBytes: 5_000, now: () => clock, lastExpiry: () => 0 })
    const base = await serveAnswers(
      (req, res) => {
        asked++
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('x-nextjs-cache', 'HIT')
        if (req.url === '/short') res.setHeader('cache-control', 's-maxage=1')
        res.end(`<p>${req.url}</p>`.repeat(150))
      },
      { keptPages },
    )
    const ask = async (path: string) => {
      const before = asked
      await fetchRaw(`${base}${path}`)
      return asked > before ? 'next' : 'kept'
    }
    expect([await ask('/a'), await ask('/a'), await ask('/short'), await ask('/short')]).toEqual([
      'next',
      'kept',
      'next',
      'kept',
    ])
    clock += 1_500
    expect([await ask('/a'), await ask('/short')]).toEqual(['kept', 'next'])
    clock += 9_000
    expect(await ask('/a')).toBe('next')
    // About 1.4 KB a page: /a is the oldest once three more are kept.
    for (const path of ['/b', '/c', '/d']) await ask(path)
    expect([await ask('/d'), await ask('/a')]).toEqual(['kept', 'next'])
  })

  it('leaves scripts alone in development (hot reload evaluates code)', async () => {
    const base = await serve(nextAnswer(200, { 'content-type': 'text/html' }, ['<script>a', '</script>']), {
      dev: true,
    })
    const page = await fetch(base)
    expect(page.headers.get('content-security-policy')).toBeNull()
    expect(await page.text()).toBe('<script>a</script>')
  })

  it('gzips the HTML with its nonces, streamed or whole; small or incompressible answers and HEAD pass', async () => {
    const body = '<p>가나다</p>'.repeat(200)
    const base = await serve((req, res) => {
      if (req.url === '/whole') {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        return res.end(`${body}<script>1</script>`)
      }
      if (req.url === '/small')
        return nextAnswer(200, { 'content-type': 'text/plain', 'content-length': '2' }, ['o', 'k'])(req, res)
      if (req.url === '/font') return nextAnswer(200, { 'content-type': 'font/woff2' }, [body, body])(req, res)
      nextAnswer(200, { 'content-type': 'text/html' }, [body, '<script>1</script>'])(req, res)
    })
    for (const path of ['/', '/whole']) {
      const page = await fetchRaw(`${base}${path}`, { 'accept-encoding': 'gzip, deflate' })
      expect(page.headers['content-encoding'], path).toBe('gzip')
      expect(page.headers.vary, path).toMatch(/accept-encoding/i)
      expect(gunzipSync(page.body).toString(), path).toMatch(/<script nonce="[^"]+">1<\/script>$/)
    }
    expect((await fetchRaw(`${base}/whole`, { 'accept-encoding': 'gzip' })).headers['content-length']).toMatch(/^\d+$/)
    const plain = await fetchRaw(`${base}/`, { 'accept-encoding': 'gzip;q=0' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('<p>가나다</p>')
    expect((await fetchRaw(`${base}/small`, { 'accept-encoding': 'gzip' })).body.toString()).toBe('ok')
    expect((await fetchRaw(`${base}/font`, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined()
    const head = await fetchRaw(`${base}/`, { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
  })

  it('sends a browser that takes Brotli the HTML with its nonces in Brotli, streamed or whole', async () => {
    const body = '<p>가나다</p>'.repeat(200)
    const base = await serve((req, res) => {
      if (req.url === '/whole') {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        return res.end(`${body}<script>1</script>`)
      }
      nextAnswer(200, { 'content-type': 'text/html' }, [body, '<script>1</script>'])(req, res)
    })
    for (const path of ['/', '/whole']) {
      // What Chromium sends.
      const page = await fetchRaw(`${base}${path}`, { 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(page.headers['content-encoding'], path).toBe('br')
      expect(page.headers.vary, path).toMatch(/accept-encoding/i)
      expect(brotliDecompressSync(page.body).toString(), path).toMatch(
        /^<p>가나다<\/p>[\s\S]*<script nonce="[^"]+">1<\/script>$/,
      )
    }
    expect((await fetchRaw(`${base}/whole`, { 'accept-encoding': 'br' })).headers['content-length']).toMatch(/^\d+$/)
    expect((await fetchRaw(`${base}/`, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip')
  })
})

describe("Next's empty error document", () => {
  /** Next's answer to `notFound()`: the error document, split where a stream may split it. */
  const errorDocument = [
    '<!DOCTYPE html><html id="__next_error__"><head><meta charset="utf-8"><title>페이지를 찾을 수 없습니다 | 푸드임팩트</title></he',
    'ad><body><script>self.__next_f=[]</script></body></html>',
  ]

  it("is filled with the site's 404 view and its language before the scripts run; its scripts keep their nonces", async () => {
    const base = await serve((req, res) =>
      nextAnswer(
        req.url === '/found' ? 200 : 404,
        { 'content-type': 'text/html; charset=utf-8' },
        errorDocument,
      )(req, res),
    )
    const page = await fetch(`${base}/community/news/999999`)
    expect(page.status).toBe(404)
    const html = await page.text()
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1]
    expect(html).toMatch(
      /^<!DOCTYPE html><html id="__next_error__" lang="ko"><head>.*<title>.*<\/title><style>html\{.*\.error-view\{.*<\/style><\/head><body><main id="main">/,
    )
    expect(html).toContain('<h1 id="error-title" class="error-title">페이지를 찾을 수 없습니다</h1>')
    expect(html).toContain('<p class="error-actions"><a class="error-home" href="/">메인으로 돌아가기</a></p>')
    // The members' area's view offers its start page besides, as its boundary does.
    expect(await (await fetch(`${base}/user/edu/news-detail/999999`)).text()).toContain(
      '<a class="error-home" href="/">메인으로 돌아가기</a><a class="error-home error-secondary" href="/user/edu">교육 프로그램으로</a>',
    )
    expect(html).toContain(`</main><script nonce="${nonce}">self.__next_f=[]</script></body></html>`)
    // A 200 with the same bytes, and the admin's 404 (its own view comes with Payload's scripts), pass as sent.
    for (const address of ['/found', '/admin/nothing']) {
      const passed = await (await fetch(`${base}${address}`)).text()
      expect(passed).not.toContain('<main')
      expect(passed).not.toContain('lang="ko"')
    }
  })

  it("fills a failed page's 500 with the error boundary's view, but not a crawler's (its page stays empty)", async () => {
    const base = await serve(nextAnswer(500, { 'content-type': 'text/html; charset=utf-8' }, errorDocument))
    const visitor = await (await fetch(`${base}/community/news/list`)).text()
    expect(visitor).toContain('<p class="error-code"><span class="error-hidden">오류 코드 </span>500</p>')
    expect(visitor).toContain('<h1 id="error-title" class="error-title">시스템 점검 중입니다</h1>')
    // Its head had a title, kept alone; a failed page's head has none, and gets the view's.
    expect(visitor.match(/<title>/g)).toHaveLength(1)
    const untitled = [errorDocument[0]?.replace(/<title>.*<\/title>/, ''), errorDocument[1]] as string[]
    const failed = await serve(nextAnswer(500, { 'content-type': 'text/html; charset=utf-8' }, untitled))
    expect(await (await fetch(`${failed}/community/news/list`)).text()).toMatch(
      /<head><meta charset="utf-8"><title>시스템 점검 중입니다<\/title><style>/,
    )
    const crawler = await (
      await fetch(`${base}/community/news/list`, {
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      })
    ).text()
    expect(crawler).not.toContain('<main')
    expect(crawler).toContain('<body><script nonce=')
  })

  it('leaves a 404 that Next rendered whole as it is', async () => {
    const whole = [
      '<!DOCTYPE html><html lang="ko"><head><title>x</title></head><body><main>',
      '찾을 수 없음</main></body></html>',
    ]
    const base = await serve(nextAnswer(404, { 'content-type': 'text/html' }, whole))
    expect(await (await fetch(`${base}/missing`)).text()).toBe(whole.join(''))
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

  async function siteWithFiles() {
    dir = await mkdtemp(path.join(os.tmpdir(), 'static-'))
    await mkdir(path.join(dir, 'chunks'))
    await writeFile(path.join(dir, 'chunks/page.js'), script)
    await writeFile(path.join(dir, 'chunks/tiny.js'), 'export {}\n')
    await writeFile(path.join(dir, 'chunks/font.woff2'), Buffer.alloc(4096, 7))
    const totals = await precompressStatic(dir)
    return { totals, base: await serve(nextStatic, { staticDir: dir }) }
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
    const base = await serve(nextStatic, { staticDir: dir })
    const answer = await fetchRaw(`${base}/_next/static/app.js`, { 'accept-encoding': 'br, gzip' })
    // Compressed from the file as it is now, like any other answer.
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toContain('// changed')
  })

  it('reads Accept-Encoding as HTTP does', () => {
    expect(accepts('gzip, deflate, br, zstd', 'br')).toBe(true)
    expect(accepts('BR;q=0.5', 'br')).toBe(true)
    expect(accepts('br;q=0', 'br')).toBe(false)
    expect(accepts('gzip', 'br')).toBe(false)
    expect(accepts('brotli', 'br')).toBe(false)
    expect(accepts(undefined, 'gzip')).toBe(false)
  })
})

describe("Next's and Payload's English refusals", () => {
  it('replaces the English sentence of a refused action call or image, keeping the status', async () => {
    const base = await serve((req, res) =>
      req.url?.startsWith('/_next/image')
        ? nextAnswer(400, {}, ['"url" parameter ', 'is invalid'])(req, res)
        : nextAnswer(404, { 'content-type': 'text/plain' }, ['Server action ', 'not found.'], true)(req, res),
    )
    const response = await fetch(base, { method: 'POST', headers: { 'next-action': 'abc' } })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('요청한 기능을 찾을 수 없습니다.')
    const image = await fetch(`${base}/_next/image?url=x`)
    expect([image.status, await image.text()]).toEqual([400, '이미지 주소나 크기가 올바르지 않습니다.'])
    expect(await (await fetch(base)).text()).toBe('Server action not found.')
  })

  it('answers a server action call that failed inside Next with 400, its body unchanged', async () => {
    const base = await serve(nextAnswer(500, { 'content-type': 'text/x-component' }, ['0:', '"E"']))
    const call = await fetch(base, { method: 'POST', headers: { 'next-action': 'abc' } })
    expect(call.status).toBe(400)
    expect(await call.text()).toBe('0:"E"')
    expect((await fetch(base)).status).toBe(500)
  })

  it("puts Payload's English 404 and 501 into Korean, and leaves its other answers as they are", async () => {
    const base = await serve((req, res) => {
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
    const hidden = await fetch(`${base}/api/payload-migrations`)
    expect([hidden.status, await korean(hidden)]).toEqual([404, '찾을 수 없습니다.'])
    const unknown = await fetch(`${base}/api/nope`)
    expect([unknown.status, await korean(unknown)]).toEqual([404, '찾을 수 없습니다.'])
    const missing = await fetch(`${base}/api/news/999`)
    expect([missing.status, await missing.text()]).toEqual([404, '{"errors":[{"message":"Not Found"}]}'])
    expect(await (await fetch(`${base}/api/news`)).text()).toBe('{"docs":[]}')
  })
})
