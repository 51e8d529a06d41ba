import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, get, postJson, rawRequest } from '../helpers/http'
import { createVerifiedMember, linkIn, signIn, waitForMail } from '../helpers/members'
import { richText } from '../helpers/payload'
import { type RunningSite, root, startSite, TEST_ADMIN } from '../helpers/site'

let site: RunningSite
const member = { email: 'Member.One@Example.com', password: 'member-password-1', name: '김회원' }
const signUpFields = { phone: '010-1234-5678', agreements: { terms: true, privacy: true, age14: true } }

beforeAll(async () => {
  site = await startSite({ fresh: true })
})
afterAll(() => site?.stop())

async function signInAdmin() {
  const jar = new CookieJar()
  const response = await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar })
  expect(response.status).toBe(200)
  return jar
}

describe('first start', () => {
  it('prints the site URL, the admin URL and the admin login', () => {
    expect(site.output()).toContain(`사이트:  ${site.url}`)
    expect(site.output()).toContain(`관리자:  ${site.url}/admin`)
    expect(site.output()).toContain(`${TEST_ADMIN.email} / ${TEST_ADMIN.password}`)
  })

  it('prints no warning that is not the user’s to act on, also once a page and the admin have been served', async () => {
    for (const page of ['/', '/admin/login']) expect((await get(site.url, page)).status).toBe(200)
    // JSON log lines at warn (40) or above; Next's "⚠" lines; Payload's console-mail notice.
    const warnings = site
      .output()
      .split('\n')
      .filter((line) => /"level":[4-6]\d|⚠|No email adapter/.test(line))
    expect(warnings).toEqual([])
  })

  it('keeps generated secrets in the data directory, readable by the owner only', async () => {
    const info = await stat(path.join(site.dataDir, 'secrets.json'))
    expect(info.mode & 0o777).toBe(0o600)
  })

  it('serves the seeded Korean home page', async () => {
    const response = await get(site.url, '/')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('<html lang="ko"')
    expect(html).toMatch(/<h1[^>]*>[^<]*[가-힣]/)
  })

  it("sends the browser's scripts and styles in Brotli compressed at build time, gzip to a client without it", async () => {
    const html = await (await get(site.url, '/')).text()
    // Scripts by their src, stylesheets by the data-href of the <style> Next inlines them in (still
    // fetched as files by a page the client navigates to).
    const files = [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0])
    expect(files.length).toBeGreaterThan(3)
    for (const file of new Set(files)) {
      const onDisk = await readFile(path.join(root, '.next/static', file.replace('/_next/static/', '')), 'utf8')
      if (Buffer.byteLength(onDisk) < 1024) continue
      const brotli = await fetch(new URL(file, site.url), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
      expect(brotli.headers.get('content-encoding'), file).toBe('br')
      expect(Number(brotli.headers.get('content-length')), file).toBeLessThan(Buffer.byteLength(onDisk))
      expect(await brotli.text(), file).toBe(onDisk)
      const gzip = await fetch(new URL(file, site.url), { headers: { 'accept-encoding': 'gzip' } })
      expect(gzip.headers.get('content-encoding'), file).toBe('gzip')
      expect(await gzip.text(), file).toBe(onDisk)
    }
  })

  it('serves the admin in Korean (<html lang="ko">) even to a browser that asks for English', async () => {
    const answer = await rawRequest(site.url, '/admin/login', {
      headers: { 'accept-language': 'en-US,en;q=0.9', cookie: 'payload-lng=en' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatch(/<html[^>]*\slang="ko"/)
  })

  it("the admin's <head> is Korean: title, description, Open Graph (not Payload's English defaults)", async () => {
    const { status, body } = await rawRequest(site.url, '/admin/login')
    expect(status).toBe(200)
    const head = body.slice(0, body.indexOf('</head>'))
    const title = head.match(/<title>([^<]*)<\/title>/)?.[1]
    expect(title).toMatch(/^[^a-z]*[가-힣][^a-z]*$/i)
    const meta = (attribute: string, name: string) =>
      head.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1]
    for (const [attribute, name] of [
      ['name', 'description'],
      ['property', 'og:site_name'],
      ['property', 'og:description'],
      ['property', 'og:title'],
    ] as const) {
      expect(meta(attribute, name), `${name}`).toMatch(/[가-힣]/)
    }
    expect(head).not.toMatch(/Payload App|headless CMS|\/api\/og/)
    // The company's icon in staff's tabs, and /favicon.ico for what asks for it by that name.
    const icons = [...head.matchAll(/<link rel="icon" href="([^"?]*)/g)].map((match) => match[1])
    expect(icons).toContain('/icon.png')
    expect(icons.join(' ')).not.toMatch(/payload-favicon/)
    for (const icon of ['/icon.png', '/favicon.ico']) {
      const response = await rawRequest(site.url, icon)
      expect(response.status, icon).toBe(200)
      expect(response.headers['content-type'], icon).toMatch(/^image\//)
    }
  })

  it('serves published pages through the REST API', async () => {
    const rest = await (await get(site.url, '/api/pages?where[path][equals]=/')).json()
    expect(rest.docs).toHaveLength(1)
    expect(rest.docs[0].title).toMatch(/[가-힣]/)
  })

  it('answers an unknown path with 404 and a Korean message', async () => {
    const response = await get(site.url, '/no/such/page')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('페이지를 찾을 수 없습니다')
  })

  it('answers an address too long for the parser with a Korean 431 page, not a bare status', async () => {
    const response = await get(site.url, `/search?q=${encodeURIComponent('프랜차이즈'.repeat(500))}`)
    expect(response.status).toBe(431)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await response.text()
    expect(page).toContain('<html lang="ko">')
    expect(page).toContain('검색어는 50자까지 입력할 수 있습니다.')
  })
})

describe('addresses, redirects and caching', () => {
  let memberCookie: string
  let adminCookie: string
  const asMember = (path: string) => rawRequest(site.url, path, { headers: { cookie: memberCookie } })
  const asAdmin = (path: string) =>
    rawRequest(site.url, path, { headers: { cookie: adminCookie, 'sec-fetch-site': 'same-origin' } })

  beforeAll(async () => {
    memberCookie = (await signIn(site, await createVerifiedMember(site))).header()
    adminCookie = (await signInAdmin()).header()
  })

  it("keeps members' pages out of shared caches however their address is spelled", async () => {
    for (const path of ['/user/edu/news', '/user/edu/impact-story?page=1', '/user/edu/news-detail/1']) {
      const answer = await asMember(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers['cache-control'], path).toMatch(/^private, no-cache, no-store/)
    }
    for (const spelling of [
      '/./user/edu/news',
      '/%2E/user/edu/news',
      '/%2e/user/edu/impact-story',
      '//user/edu/news',
    ]) {
      const answer = await asMember(spelling)
      expect(answer.status, spelling).toBe(308)
      expect(answer.headers['cache-control'], spelling).not.toMatch(/s-maxage|public/)
    }
    expect((await asMember('/./user/edu/news-detail/1')).headers.location).toBe('/user/edu/news-detail/1')
    expect((await asMember('/user/../user/edu/news?page=2')).headers.location).toBe('/user/edu/news?page=2')
    // Spellings Next does not route: 404, never the members' content.
    for (const spelling of ['/%75ser/edu/news', '/USER/edu/news', '/user/edu/%6Eews']) {
      const answer = await asMember(spelling)
      expect(answer.status, spelling).toBe(404)
      expect(answer.headers['cache-control'], spelling).not.toMatch(/s-maxage|public/)
    }
  })

  it('serves neither the CMS route prefix nor the cached copies under any spelling', async () => {
    for (const spelling of [
      '/cms/home',
      '/%63ms/home',
      '/x/%2e%2e/cms/home',
      '/user/edu/%63ached/news/1',
      '/%75ser/edu/cached/news/1',
    ]) {
      const answer = await asMember(spelling)
      if (answer.status === 308) expect((await asMember(answer.headers.location as string)).status, spelling).toBe(404)
      else expect(answer.status, spelling).toBe(404)
    }
  })

  it('marks private API answers private, and leaves public uploads cacheable', async () => {
    for (const path of ['/api/inquiries', '/api/outbox', '/api/inquiry-files', '/api/users/me', '/api/pages?limit=1']) {
      const answer = await asAdmin(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers['cache-control'], path).toMatch(/private, no-cache, no-store/)
    }
    for (const path of ['/api/auth/list-sessions', '/api/auth/list-accounts']) {
      const answer = await rawRequest(site.url, path, { headers: { cookie: memberCookie } })
      expect(answer.status, path).toBe(200)
      expect(answer.headers['cache-control'], path).toMatch(/private, no-cache, no-store/)
    }
    const media = await (await get(site.url, '/api/media?limit=1')).json()
    const image = await rawRequest(site.url, new URL(media.docs[0].url, site.url).pathname)
    expect(image.status).toBe(200)
    expect(image.headers['cache-control'] ?? '').not.toContain('no-store')
  })

  it('answers a missing upload 404, also through next/image', async () => {
    const missing = await rawRequest(site.url, '/api/media/file/no-such-file.webp')
    expect(missing.status).toBe(404)
    expect(missing.body).toContain('파일을 찾을 수 없습니다')
    const optimized = await rawRequest(
      site.url,
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fno-such-file.webp&w=640&q=75',
    )
    expect(optimized.status).toBe(404)
  })

  describe('next/image encodes each image once', () => {
    const source = '/api/media/file/seed-bio-cells.webp'
    const image = (url: string, w = 640, q = 75) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`
    const cacheEntries = async () =>
      (await readdir(path.join(site.dataDir, 'image-cache')).catch(() => [])).filter((name) => !name.endsWith('.tmp'))
    // To the IPv4 loopback, where a 127.x.y.z source address can reach it (rawRequest).
    const ipv4 = () => {
      const url = new URL(site.url)
      url.hostname = '127.0.0.1'
      return url.origin
    }

    it('refuses every other spelling of an image address with 400 in Korean, before any encode', async () => {
      const exact = await rawRequest(site.url, image(source))
      expect(exact.status).toBe(200)
      await expect.poll(async () => (await cacheEntries()).length).toBeGreaterThan(0)
      const before = await cacheEntries()
      const spellings = [
        `${source}#x`,
        '/api/media/file/x/../seed-bio-cells.webp',
        '/api/media/file/./seed-bio-cells.webp',
        `${source}/`,
        '/api/media//file/seed-bio-cells.webp',
        '/api/media/file//seed-bio-cells.webp',
        '/api/media/file/x/%2e%2e/seed-bio-cells.webp',
        '/api/media/file/seed%2Dbio-cells.webp',
        `${source}?v=1`,
      ]
      for (const spelling of spellings) {
        const answer = await rawRequest(site.url, image(spelling))
        expect(answer.status, spelling).toBe(400)
        expect(answer.body, spelling).toMatch(/[가-힣]/)
      }
      // Sizes and qualities the site never asks for are Next's own refusals, in Korean too.
      for (const [w, q] of [
        [3840, 75],
        [48, 75],
        [640, 74],
      ] as const) {
        const answer = await rawRequest(site.url, image(source, w, q))
        expect(answer.status, `w=${w} q=${q}`).toBe(400)
        expect(answer.body, `w=${w} q=${q}`).toMatch(/[가-힣]/)
      }
      expect(await cacheEntries()).toEqual(before)
      const again = await rawRequest(site.url, image(source))
      expect(again.headers['x-nextjs-cache']).toBe('HIT')
    })

    it('answers a trailing slash on the address 400 in Korean, not 500', async () => {
      const answer = await rawRequest(
        site.url,
        '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fseed-bio-cells.webp%2F&w=48&q=75',
      )
      expect(answer.status).toBe(400)
      expect(answer.body).toContain('이미지 주소가 올바르지 않습니다')
    })

    it('limits the encodes one client address may start; others, and images already made, are still served', async () => {
      const heavy = '127.0.0.7'
      const made = await rawRequest(site.url, image(source))
      expect(made.status).toBe(200)
      let refused: Awaited<ReturnType<typeof rawRequest>> | undefined
      for (let i = 0; i < 120 && !refused; i++) {
        const answer = await rawRequest(ipv4(), image(`/api/media/file/no-such-${i}.webp`), { localAddress: heavy })
        if (answer.status === 429) refused = answer
        else expect(answer.status).toBe(404)
      }
      expect(refused?.body).toContain('이미지 요청이 너무 많습니다')
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
      const another = await rawRequest(ipv4(), image('/api/media/file/no-such-0.webp', 750), { localAddress: heavy })
      expect(another.status).toBe(429)
      // An image this server already made costs no encode: still served to the same client.
      expect((await rawRequest(ipv4(), image(source), { localAddress: heavy })).status).toBe(200)
      // Another client address has a budget of its own.
      const other = await rawRequest(ipv4(), image(source, 750), { localAddress: '127.0.0.8' })
      expect(other.status).toBe(200)
    })
  })

  it('sends a signed-in member on to the address in ?redirect=, Hangul included, never off the site', async () => {
    for (const page of ['/login', '/signup', '/find-id']) {
      const hangul = await asMember(`${page}?redirect=/%ED%95%9C%EA%B8%80`)
      expect(hangul.status, page).toBe(307)
      expect(hangul.headers.location, page).toBe('/%ED%95%9C%EA%B8%80')
      const raw = await asMember(`${page}?redirect=${encodeURIComponent('/한글?검색=뉴스')}`)
      expect(raw.headers.location, page).toBe('/%ED%95%9C%EA%B8%80?%EA%B2%80%EC%83%89=%EB%89%B4%EC%8A%A4')
      for (const evil of ['/%09/evil.example', '//evil.example', '/%5C/evil.example', '/.//evil.example']) {
        const answer = await asMember(`${page}?redirect=${evil}`)
        expect(answer.headers.location, `${page} ${evil}`).toBe('/')
      }
    }
  })

  it('shows a guest the guest-only pages from the cache, with the query values they read; the copies have no address', async () => {
    for (const page of ['/login', '/signup', '/find-id', '/find-pw']) {
      await rawRequest(site.url, `${page}?redirect=%2Fuser%2Fedu`)
      const again = await rawRequest(site.url, `${page}?redirect=%2Fuser%2Fedu`)
      expect(again.status, page).toBe(200)
      expect(again.headers['x-nextjs-cache'], page).toBe('HIT')
      expect(again.headers['cache-control'], page).not.toMatch(/private/)
    }
    const login = await rawRequest(site.url, '/login?redirect=%2Fuser%2Fedu&verified=1&utm_source=x')
    expect(login.body).toContain('<title>로그인 | ')
    expect(login.body).toMatch(/name="redirect" value="\/user\/edu"/)
    expect(login.body).toContain('이메일 인증을 마쳤습니다. 로그인해 주세요.')
    const signup = await rawRequest(site.url, '/signup?error=signup_disabled')
    expect(signup.body).toContain('<title>회원가입 | ')
    expect(signup.body).toContain('role="alert"')
    expect((await rawRequest(site.url, '/guest-copy/login/-')).status).toBe(404)
  })

  it('sends a guest to the login page with the whole address to come back to, encoded once', async () => {
    const list = await rawRequest(site.url, '/user/edu/news?page=2&from=%ED%95%9C')
    expect(list.status).toBe(307)
    expect(list.headers.location).toBe(`/login?redirect=${encodeURIComponent('/user/edu/news?page=2&from=%ED%95%9C')}`)
    const article = await rawRequest(site.url, '/user/edu/news-detail/%ED%95%9C')
    expect(article.headers.location).toBe(`/login?redirect=${encodeURIComponent('/user/edu/news-detail/%ED%95%9C')}`)
    const forged = await rawRequest(site.url, '/user/profile', { headers: { 'x-site-return-to': '//evil.example' } })
    expect(forged.headers.location).toBe(`/login?redirect=${encodeURIComponent('/user/profile')}`)
  })

  it("redirects an editor's preview only within the site, with a valid Location", async () => {
    const cases: [string, number, string | undefined][] = [
      ['/news?x=1', 307, '/news?x=1'],
      ['/%ED%95%9C%EA%B8%80', 307, '/%ED%95%9C%EA%B8%80'],
      ['/%09/evil.example', 400, undefined],
      ['/%0a', 400, undefined],
      ['/%0d/x', 400, undefined],
      ['//evil.example', 400, undefined],
      ['/%5Cevil.example', 400, undefined],
      ['/.//evil.example', 400, undefined],
      ['https://evil.example/', 400, undefined],
    ]
    for (const [path, status, location] of cases) {
      const answer = await asAdmin(`/api/preview?path=${path}`)
      expect(answer.status, path).toBe(status)
      expect(answer.headers.location, path).toBe(location)
    }
  })
})

describe('every journey ends on a page that says what happened', () => {
  let memberCookie: string
  const asMember = (path: string) => rawRequest(site.url, path, { headers: { cookie: memberCookie } })
  const asGuest = (path: string) => rawRequest(site.url, path)

  beforeAll(async () => {
    memberCookie = (await signIn(site, await createVerifiedMember(site))).header()
  })

  it("gives every page a title of its own: the sitemap's, the forms', the auth pages' and the members'", async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
    const index = await (await get(site.url, '/sitemap.xml')).text()
    const parts = index.includes('<sitemapindex') ? locs(index) : ['/sitemap.xml']
    const listed = (await Promise.all(parts.map(async (part) => locs(await (await get(site.url, part)).text())))).flat()
    const forms = ['edu', 'impact', 'invest', 'general'].map((kind) => `/contact/${kind}`)
    const auth = [
      '/login',
      '/signup',
      '/find-id',
      '/find-pw',
      '/contact/lookup',
      `/search?q=${encodeURIComponent('창업')}`,
      '/menu',
    ]
    const articles = [...(await asMember('/user/edu/news')).body.matchAll(/href="(\/user\/edu\/news-detail\/\d+)"/g)]
      .map((m) => m[1] ?? '')
      .slice(0, 3)
    const members = [
      '/user/edu',
      '/user/edu/news',
      '/user/edu/impact-story',
      ...articles,
      '/user/profile',
      '/user/applications',
    ]
    expect(listed.length).toBeGreaterThan(50)
    expect(articles).toHaveLength(3)
    const titled = new Map<string, string[]>()
    for (const [path, answer] of [
      ...[...new Set([...listed, ...forms, ...auth])].map((path) => [path, () => asGuest(path)] as const),
      ...members.map((path) => [path, () => asMember(path)] as const),
    ]) {
      const { status, body } = await answer()
      expect(status, path).toBe(200)
      expect(body, path).toContain('</head>')
      const title = body.slice(0, body.indexOf('</head>')).match(/<title>([^<]+)<\/title>/)?.[1] ?? ''
      expect(title, path).toMatch(/[가-힣]/)
      titled.set(title, [...(titled.get(title) ?? []), path])
    }
    expect([...titled].filter(([, paths]) => paths.length > 1)).toEqual([])
  })

  it("answers a missing members' page 404 with the Korean error page inside the members' bar", async () => {
    for (const path of [
      '/user/edu/news?page=99',
      '/user/edu/impact-story?page=99',
      '/user/edu/news-detail/999999',
      '/user/edu/impact-story/999999',
      '/user/edu/no-such-page',
      '/user/profile/no-such-page',
    ]) {
      const answer = await asMember(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).toContain('페이지를 찾을 수 없습니다')
      expect(answer.body, path).toContain('교육 프로그램으로')
      // The user-nav bar, not the public site's, and no English dead end.
      expect(answer.body, path).toContain('사이트로 돌아가기')
      // What the browser shows (Next's inert default boundary above the root layouts stays in its data).
      const shown = answer.body.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
      expect(shown, path).not.toContain('could not be found')
      expect(shown, path).toContain('<title>페이지를 찾을 수 없습니다')
    }
  })

  it('sends a trimmed section address on to its first page (307)', async () => {
    const sections = {
      '/intro': '/intro/page-a',
      '/community': '/community/news/list',
      '/community/news': '/community/news/list',
      '/community/impact-story': '/community/impact-story/list',
      '/contact': '/contact/general',
      '/user': '/user/edu',
    }
    for (const [path, target] of Object.entries(sections)) {
      const answer = await asGuest(path)
      expect(answer.status, path).toBe(307)
      expect(answer.headers.location, path).toBe(target)
      expect((await asGuest(target)).status, target).not.toBe(404)
    }
  })

  it("sends a members-only post's public address to the members' copy; a guest on to login and back", async () => {
    const jar = await signInAdmin()
    for (const [collection, category, membersPath] of [
      ['news', 'news', '/user/edu/news-detail/'],
      ['impact-stories', 'impact-story', '/user/edu/impact-story/'],
    ] as const) {
      const found = await get(site.url, `/api/${collection}?where[audience][equals]=members&limit=1&depth=0`, { jar })
      const id = (await found.json()).docs[0]?.id
      expect(id, collection).toBeTypeOf('number')
      for (const ask of [asGuest, asMember, asGuest]) {
        const answer = await ask(`/community/${category}/${id}`)
        expect(answer.status, category).toBe(307)
        expect(answer.headers.location, category).toBe(`${membersPath}${id}`)
      }
      expect((await asMember(`${membersPath}${id}`)).status).toBe(200)
      const guest = await asGuest(`${membersPath}${id}`)
      expect(guest.headers.location).toBe(`/login?redirect=${encodeURIComponent(`${membersPath}${id}`)}`)
      // An unknown id stays a plain 404.
      expect((await asGuest(`/community/${category}/999999`)).status).toBe(404)
    }
  })

  it('answers every kind of redirect with one Location, on a cache miss and on a hit', async () => {
    const jar = await signInAdmin()
    const post = await postJson(
      site.url,
      '/api/news',
      {
        title: '회원 전용 리디렉션 확인',
        summary: '한 번만 보내는 Location',
        body: richText('본문'),
        publishedAt: new Date().toISOString(),
        audience: 'members',
        _status: 'published',
      },
      { jar },
    )
    expect(post.status).toBe(201)
    const id = (await post.json()).doc.id
    const redirect = await postJson(
      site.url,
      '/api/redirects',
      { from: '/old-news-once', kind: 'route', route: '/community/news/list' },
      { jar },
    )
    const locations = (answer: { rawHeaders: string[] }) =>
      answer.rawHeaders.filter((_, index) => index % 2 === 0 && answer.rawHeaders[index]?.toLowerCase() === 'location')
    const kinds: [string, string, string | undefined][] = [
      ['rendered redirect of a cached page (members-only post)', `/community/news/${id}`, undefined],
      ['trimmed section address', '/community', undefined],
      ["a guest on a members' page", '/user/edu', undefined],
      ['a signed-in member on a guest-only page', '/login', memberCookie],
      ['a path spelled with a dot segment', '/./user/edu', undefined],
    ]
    if (redirect.status === 201) kinds.push(['a staff redirect', '/old-news-once', undefined])
    for (const [kind, path, cookie] of kinds) {
      const headers: Record<string, string> = cookie ? { cookie } : {}
      for (const round of ['miss', 'hit']) {
        const answer = await rawRequest(site.url, path, { headers })
        expect(answer.status, `${kind} (${round})`).toBeGreaterThanOrEqual(300)
        expect(answer.status, `${kind} (${round})`).toBeLessThan(400)
        expect(locations(answer), `${kind} (${round})`).toHaveLength(1)
      }
      // fetch joins repeated headers: it must land where the server meant.
      const followed = await fetch(new URL(path, site.url), { redirect: 'manual', headers })
      expect(followed.headers.get('location'), kind).toMatch(/^[^,]+$/)
    }
    expect(redirect.status).toBe(201)
  })

  it("shows better-auth's /error as the site's Korean error page with the code", async () => {
    const answer = await asGuest('/api/auth/error?error=state_not_found')
    expect(answer.status).toBe(200)
    expect(answer.headers.location).toBeUndefined()
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('state_not_found')
    expect(answer.body).toContain('로그인을 처리하지 못했습니다')
    expect(answer.body).toContain('로그인 요청이 만료되었거나')
    const unknown = await asGuest('/api/auth/error?error=%3Cscript%3E')
    expect(unknown.body).toContain('UNKNOWN')
    expect(unknown.body).not.toContain('<script>alert')
  })

  it('says no inquiry was received when the complete page is opened without one', async () => {
    for (const path of ['/contact/complete', '/contact/complete?ref=nonsense&kind=edu']) {
      const answer = await asGuest(path)
      expect(answer.body, path).toContain('접수된 문의가 없습니다')
      expect(answer.body, path).not.toContain('접수되었습니다')
      expect(answer.body, path).toContain('href="/contact/general"')
    }
  })
})

describe('two user bases', () => {
  const memberJar = new CookieJar()

  it('signs a site member up and in through better-auth', async () => {
    const signUp = await postJson(site.url, '/api/auth/sign-up/email', { ...member, ...signUpFields })
    expect(signUp.status).toBe(200)
    expect((await signUp.json()).user.email).toBe('member.one@example.com')
    const mail = await waitForMail(site, 'member.one@example.com', 'verify-email')
    expect((await fetch(linkIn(mail), { redirect: 'manual' })).status).toBe(302)

    const signIn = await postJson(site.url, '/api/auth/sign-in/email', member, { jar: memberJar })
    expect(signIn.status).toBe(200)
    const session = await (await get(site.url, '/api/auth/get-session', { jar: memberJar })).json()
    expect(session.user.name).toBe('김회원')
  })

  it('does not make the member a CMS user', async () => {
    const me = await (await get(site.url, '/api/users/me', { jar: memberJar })).json()
    expect(me.user).toBeNull()

    const adminJar = await signInAdmin()
    const found = await (
      await get(site.url, `/api/users?where[email][equals]=${encodeURIComponent('member.one@example.com')}`, {
        jar: adminJar,
      })
    ).json()
    expect(found.totalDocs).toBe(0)
  })

  it('refuses the member credentials at the CMS login', async () => {
    const response = await postJson(site.url, '/api/users/login', member)
    expect(response.status).toBe(401)
  })

  it('signs no one into the site with a CMS login', async () => {
    const adminJar = await signInAdmin()
    expect(adminJar.names()).toContain('payload-token')
    const session = await (await get(site.url, '/api/auth/get-session', { jar: adminJar })).json()
    expect(session).toBeNull()
  })

  it('lets the member into the members-only area and sends guests to the login page', async () => {
    const guest = await get(site.url, '/user/edu')
    expect(guest.status).toBe(307)
    expect(guest.headers.get('location')).toBe('/login?redirect=%2Fuser%2Fedu')

    const signedIn = await get(site.url, '/user/edu', { jar: memberJar })
    expect(signedIn.status).toBe(200)
    expect(await signedIn.text()).toContain('김회원님')
  })

  it('rate-limits sign-in per client even when X-Forwarded-For is rotated', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await postJson(
        site.url,
        '/api/auth/sign-in/email',
        { email: 'nobody@example.com', password: 'wrong-password' },
        { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
      )
      statuses.push(response.status)
    }
    expect(statuses).toContain(429)
  })

  it('finds its data again after a clean stop, and prints no new admin login', async () => {
    expect(await site.stop({ keepData: true })).toBe(0)
    // Postgres removes its pid file only on a clean shutdown.
    expect(existsSync(path.join(site.dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
    site = await startSite({ dataDir: site.dataDir })
    expect(site.output()).not.toContain(TEST_ADMIN.password)

    // Read from the database, not the signed cookie cache: the session row survived.
    const response = await get(site.url, '/api/auth/get-session?disableCookieCache=true', { jar: memberJar })
    expect((await response.json()).user.email).toBe('member.one@example.com')
  })
})
