import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitePages } from '@/site-pages/paths'
import { CookieJar, get, getOnNewConnection, postJson } from '../helpers/http'
import { createVerifiedMember, signIn } from '../helpers/members'
import { closePayload, localPayload, richText, TEST_SECRETS } from '../helpers/payload'
import { descendantsRunning } from '../helpers/processes'
import { type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

let db: TestDatabase
let site: RunningSite
let payload: Payload

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true })
  site = await startSite({ env: { ...db.siteEnv, ...TEST_SECRETS } })
  payload = await localPayload(db.url)
})
afterAll(async () => {
  try {
    await site?.stop()
    await closePayload(payload)
  } finally {
    await db?.destroy()
  }
})

async function html(path: string, jar?: CookieJar) {
  const response = await get(site.url, path, { jar })
  return { status: response.status, text: await response.text() }
}

/**
 * The whole sitemap: the index at /sitemap.xml, then every part it lists (src/sitemap/parts.ts),
 * each checked against the protocol's limits (50,000 addresses, 50 MB).
 */
async function wholeSitemap() {
  const index = await html('/sitemap.xml')
  expect(index.status).toBe(200)
  expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const parts = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname)
  let text = ''
  for (const part of parts) {
    const response = await html(part)
    expect(response.status, part).toBe(200)
    expect(response.text, part).toMatch(
      /^<\?xml[^>]*>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n[\s\S]*<\/urlset>\n$/,
    )
    expect(response.text.match(/<url>/g)?.length ?? 0, part).toBeLessThanOrEqual(50_000)
    expect(Buffer.byteLength(response.text), part).toBeLessThan(50 * 1024 * 1024)
    text += response.text
  }
  return { parts, text }
}

/** Staff changes reach the cache through Postgres; the next request after delivery is fresh. */
async function eventually(check: () => Promise<boolean>, what: string, withinMs = 10_000) {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`never happened: ${what}`)
}

describe('routes of the route table', () => {
  it.each(sitePages.map((page) => page.path))('%s answers 200 with Korean content', async (path) => {
    const { status, text } = await html(path)
    expect(status).toBe(200)
    expect(text).toContain('<html lang="ko"')
    expect(text).toMatch(/<h1[^>]*>[^<]*[가-힣]/)
  })

  it('keeps client-hint headers to the admin: a public page makes the browser fetch it once, not twice', async () => {
    const page = await fetch(`${site.url}/`)
    expect(page.headers.get('critical-ch')).toBeNull()
    expect(page.headers.get('accept-ch')).toBeNull()
    const admin = await fetch(`${site.url}/admin/login`)
    expect(admin.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('encodes an image for next/image once per server: the same request again is answered from memory', async () => {
    const home = await (await fetch(`${site.url}/`)).text()
    const src = home.match(/\/_next\/image\?url=[^"&]+&amp;w=\d+&amp;q=\d+/)?.[0].replaceAll('&amp;', '&')
    expect(src).toBeDefined()
    const fetchImage = async () => {
      const response = await fetch(`${site.url}${src}`, { headers: { accept: 'image/avif,image/webp,*/*' } })
      return {
        cache: response.headers.get('x-nextjs-cache'),
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      }
    }
    // Each server process (one per core) keeps its own copy, and a request may reach any of them.
    const servers = (await descendantsRunning(site.pid, 'src/server/server.mjs')).length
    const answers = []
    for (let request = 0; request < 4 * servers; request++) answers.push(await fetchImage())
    expect(answers[0]).toMatchObject({ cache: 'MISS', type: 'image/avif' })
    expect(answers.filter((answer) => answer.cache === 'MISS').length).toBeLessThanOrEqual(servers)
    expect(answers.filter((answer) => answer.cache === 'HIT').length).toBeGreaterThanOrEqual(3 * servers)
    for (const answer of answers) {
      expect(answer.type).toBe('image/avif')
      expect(answer.bytes.equals(answers[0]?.bytes as Buffer)).toBe(true)
    }
  })

  it.each(['news', 'impact-story'])('/community/%s/list answers 200 with a first page of posts', async (category) => {
    const { status, text } = await html(`/community/${category}/list`)
    expect(status).toBe(200)
    expect(text.match(/class="post-card"/g)?.length).toBe(12)
  })

  it.each([
    '/community/recipes/list',
    '/community/news/999999',
    '/community/news/abc',
    '/community/news/list?page=999',
    '/community/news/list?page=0',
    '/intro/page-z',
    '/cms/home',
  ])('%s answers 404', async (path) => {
    const { status, text } = await html(path)
    expect(status).toBe(404)
    expect(text).toContain('페이지를 찾을 수 없습니다')
  })
})

describe('access', () => {
  let membersOnly: number
  let draft: number

  beforeAll(async () => {
    const common = { summary: '요약', body: richText('본문'), publishedAt: new Date().toISOString() }
    membersOnly = (
      await payload.create({
        collection: 'news',
        data: { ...common, title: '회원 전용 교육 자료 ACCESS-TEST', audience: 'members', _status: 'published' },
      })
    ).id
    draft = (
      await payload.create({
        collection: 'news',
        data: { ...common, title: '초안 기사 ACCESS-TEST', audience: 'public', _status: 'draft' },
        draft: true,
      })
    ).id
  })

  it('gives a guest neither members-only nor draft posts through REST', async () => {
    for (const id of [membersOnly, draft]) {
      const response = await get(site.url, `/api/news/${id}?draft=true`)
      expect([403, 404]).toContain(response.status)
      expect(await response.text()).not.toContain('ACCESS-TEST')
    }
    const list = await (await get(site.url, '/api/news?limit=200&draft=true')).json()
    expect(JSON.stringify(list)).not.toContain('ACCESS-TEST')
  })

  it('has no GraphQL API: the query that kept a process busy for seconds is answered 404 unread', async () => {
    // With GraphQL on, 250 aliases of a 100-document count took 11 s of one process's CPU.
    const aliases = Array.from({ length: 250 }, (_, i) => `a${i}: News(limit: 100) { totalDocs }`).join(' ')
    const answers = [
      await postJson(site.url, '/api/graphql', { query: `{ ${aliases} }` }),
      await postJson(site.url, '/api/graphql', { query: `{ NewsItem(id: ${membersOnly}) { title } }` }),
      await get(site.url, `/api/graphql?query=${encodeURIComponent('{ __typename }')}`),
      await get(site.url, '/api/graphql-playground'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404])
    for (const answer of answers) expect(await answer.text()).not.toContain('ACCESS-TEST')
  })

  it("refuses a REST query over its budget before any SQL runs, in Korean (the guest's 1000 joins took 3.7 s and a 500)", async () => {
    const conditions = (count: number, field: string) =>
      Array.from({ length: count }, (_, i) => `where[or][${i}][${field}][like]=x${i}`).join('&')
    const refused = async (path: string, jar?: CookieJar) => {
      const response = await get(site.url, path, { jar })
      expect(response.status, path).toBe(400)
      return (await response.json()).errors[0].message as string
    }
    // A GET sent as a POST, as the admin sends long queries: the same budget.
    const joined = await fetch(`${site.url}/api/news`, {
      method: 'POST',
      headers: { 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
      body: `${conditions(1000, 'cover.filename')}&limit=100`,
    })
    expect(joined.status).toBe(400)
    expect((await joined.json()).errors[0].message).toBe('검색 조건은 30개까지 쓸 수 있습니다.')
    expect(await refused(`/api/news?${conditions(6, 'cover.alt')}`)).toBe(
      '연결된 항목을 거치는 검색 조건은 5개까지 쓸 수 있습니다.',
    )
    expect(await refused('/api/news?limit=0')).toBe('한 번에 100개까지 볼 수 있습니다.')
    expect(await refused('/api/pages?limit=1000')).toBe('한 번에 100개까지 볼 수 있습니다.')
    expect(await refused(`/api/news/${membersOnly}?depth=10`)).toBe('연결된 항목은 2단계까지 볼 수 있습니다.')

    // Within it, guests read as before; staff may ask for longer pages and deeper documents.
    expect((await get(site.url, `/api/news?${conditions(30, 'title')}&limit=100&depth=2`)).status).toBe(200)
    const editor = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })).status).toBe(200)
    expect((await get(site.url, '/api/news?limit=0&depth=5', { jar: editor })).status).toBe(200)
    expect(await refused(`/api/news?${conditions(31, 'title')}`, editor)).toBe('검색 조건은 30개까지 쓸 수 있습니다.')
  })

  it('keeps them out of the list, the detail pages and the sitemap', async () => {
    expect((await html('/community/news/list')).text).not.toContain('ACCESS-TEST')
    // A members-only post's public address leads to the members' copy (which asks a guest to log in).
    const membersCopy = await get(site.url, `/community/news/${membersOnly}`)
    expect(membersCopy.status).toBe(307)
    expect(membersCopy.headers.get('location')).toMatch(new RegExp(`/user/edu/news-detail/${membersOnly}$`))
    expect(await membersCopy.text()).not.toContain('ACCESS-TEST')
    expect((await html(`/community/news/${draft}`)).status).toBe(404)
    const sitemap = (await wholeSitemap()).text
    expect(sitemap).toContain('/community/news/')
    expect(sitemap).not.toContain(`/community/news/${membersOnly}<`)
    expect(sitemap).not.toContain(`/community/news/${draft}<`)
  })

  it('splits the sitemap into parts listed by an index: every public post, no members-only or draft', async () => {
    const { parts, text } = await wholeSitemap()
    expect(parts).toEqual(
      expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/news-0.xml', '/sitemaps/impact-story-0.xml']),
    )
    const listed = new Set(
      [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname),
    )
    for (const collection of ['news', 'impact-stories'] as const) {
      const category = collection === 'news' ? 'news' : 'impact-story'
      const everyPost = await payload.find({
        collection,
        pagination: false,
        depth: 0,
        select: { audience: true, _status: true, publishedAt: true },
      })
      for (const post of everyPost.docs) {
        const visible =
          post.audience === 'public' && post._status === 'published' && post.publishedAt <= new Date().toISOString()
        expect(listed.has(`/community/${category}/${post.id}`), `${category} ${post.id}`).toBe(visible)
      }
    }
    expect(listed.has(`/community/news/${membersOnly}`)).toBe(false)
    expect(listed.has('/')).toBe(true)
    expect(listed.has('/contact/general')).toBe(true)
    // Anything else under /sitemaps/ is a Korean 404.
    const unknown = await html('/sitemaps/users-0.xml')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('사이트맵')
  })

  it('lets a CMS editor preview a draft in draft mode, and refuses guests and outside addresses', async () => {
    const path = `/community/news/${draft}`
    const guest = await get(site.url, `/api/preview?path=${encodeURIComponent(path)}`)
    expect(guest.status).toBe(403)
    expect((await get(site.url, `/api/preview?path=${encodeURIComponent('//evil.example')}`)).status).toBe(400)

    const editor = new CookieJar()
    await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })
    const enter = await get(site.url, `/api/preview?path=${encodeURIComponent(path)}`, { jar: editor })
    expect(enter.status).toBe(307)
    expect(enter.headers.get('location')).toBe(path)
    const preview = await html(path, editor)
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('초안 기사 ACCESS-TEST')
    expect(preview.text).toContain('미리보기 중입니다: 방문자에게는 아직 보이지 않는 초안도 함께 보입니다.')
  })

  it('shows a guest what a guest sees when the draft-mode cookie comes without a staff session', async () => {
    const editor = new CookieJar()
    await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })
    await get(site.url, `/api/preview?path=${encodeURIComponent(`/community/news/${draft}`)}`, { jar: editor })
    const bypass = editor.header().match(/__prerender_bypass=[^;]+/)?.[0]
    expect(bypass).toBeTruthy()
    const cookieOnly = new CookieJar()
    cookieOnly.storeLines([bypass as string])
    const scheduled = await payload.create({
      collection: 'news',
      data: {
        title: '예약 기사 ACCESS-TEST',
        summary: '예약 게시 확인용 요약',
        body: richText('예약된 본문'),
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
        audience: 'public',
        _status: 'published',
      },
    })
    for (const [id, status] of [
      [draft, 404],
      [scheduled.id, 404],
      [membersOnly, 307],
    ] as const) {
      const answer = await get(site.url, `/community/news/${id}`, { jar: cookieOnly })
      expect(answer.status, `post ${id}`).toBe(status)
      const text = await answer.text()
      expect(text).not.toContain('ACCESS-TEST')
      expect(text).not.toContain('미리보기 중입니다')
    }
    // After signing out, the editor's own browser (cookie still set) is a guest too.
    await postJson(site.url, '/api/users/logout', {}, { jar: editor })
    expect(editor.names()).toContain('__prerender_bypass')
    expect((await get(site.url, `/community/news/${draft}`, { jar: editor })).status).toBe(404)
  })

  it('shows both to a CMS editor through the API', async () => {
    const editor = new CookieJar()
    await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })
    expect((await get(site.url, `/api/news/${membersOnly}`, { jar: editor })).status).toBe(200)
    expect((await get(site.url, `/api/news/${draft}?draft=true`, { jar: editor })).status).toBe(200)
  })
})

describe('search and share fields of a post', () => {
  it('uses a post’s own 검색·공유 words in the head, else its title and summary, and keeps a noindex post out of the sitemap', async () => {
    const picture = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]
    expect(picture).toBeDefined()
    const post = (meta?: Record<string, unknown>) =>
      payload.create({
        collection: 'news',
        data: {
          title: '글 제목 SEO-TITLE',
          summary: '글 요약 SEO-SUMMARY',
          body: richText('본문'),
          publishedAt: new Date().toISOString(),
          audience: 'public',
          _status: 'published',
          ...(meta ? { meta } : {}),
        },
      })
    const own = await post({
      title: '검색용 제목 SEO-OWN',
      description: '검색용 설명 SEO-OWN-DESCRIPTION',
      image: picture?.id,
      noindex: true,
    })
    const plain = await post()

    const ownPage = (await html(`/community/news/${own.id}`)).text
    expect(ownPage).toMatch(/<title>검색용 제목 SEO-OWN \| [^<]+<\/title>/)
    expect(ownPage).toContain('<meta name="description" content="검색용 설명 SEO-OWN-DESCRIPTION"/>')
    expect(ownPage).toContain('<meta property="og:title" content="검색용 제목 SEO-OWN"/>')
    expect(ownPage).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(ownPage).toMatch(/<meta property="og:image" content="[^"]*\/api\/media\/file\/[^"]+"\/>/)
    // The article itself still reads as written.
    expect(ownPage).toContain('<h1 id="post-title">글 제목 SEO-TITLE</h1>')

    const plainPage = (await html(`/community/news/${plain.id}`)).text
    expect(plainPage).toMatch(/<title>글 제목 SEO-TITLE \| [^<]+<\/title>/)
    expect(plainPage).toContain('<meta name="description" content="글 요약 SEO-SUMMARY"/>')
    expect(plainPage).not.toContain('noindex')

    const sitemap = (await wholeSitemap()).text
    expect(sitemap).toContain(`/community/news/${plain.id}<`)
    expect(sitemap).not.toContain(`/community/news/${own.id}<`)
  })
})

describe('revalidation', () => {
  it('shows an edit made through the Local API on the detail, list and home pages, and removes an unpublished post', async () => {
    // Warm the cache first, so the test proves invalidation rather than a first render.
    await html('/')
    await html('/community/news/list')
    const created = await payload.create({
      collection: 'news',
      data: {
        title: '새 소식 REVALIDATE-1',
        summary: '캐시 무효화 확인용 요약',
        body: richText('첫 본문'),
        publishedAt: new Date().toISOString(),
        audience: 'public',
        _status: 'published',
      },
    })
    const detail = `/community/news/${created.id}`
    await eventually(
      async () => (await html('/community/news/list')).text.includes('REVALIDATE-1'),
      'list shows new post',
    )
    expect((await html('/')).text).toContain('REVALIDATE-1')
    expect((await html(detail)).text).toContain('첫 본문')

    await payload.update({ collection: 'news', id: created.id, data: { title: '고친 제목 REVALIDATE-2' } })
    await eventually(async () => (await html(detail)).text.includes('REVALIDATE-2'), 'detail shows the edit')
    expect((await html('/community/news/list')).text).toContain('REVALIDATE-2')
    expect((await html('/')).text).toContain('REVALIDATE-2')

    await payload.update({ collection: 'news', id: created.id, data: { _status: 'draft' } })
    await eventually(async () => (await html(detail)).status === 404, 'detail gone after unpublishing')
    expect((await html('/community/news/list')).text).not.toContain('REVALIDATE-2')
    expect((await html('/')).text).not.toContain('REVALIDATE-2')
  })

  it('keeps a post published with a future 게시일 off the site until that time, then shows it with nobody in the admin', async () => {
    await html('/community/news/list')
    const due = new Date(Date.now() + 4_000)
    const scheduled = await payload.create({
      collection: 'news',
      data: {
        title: '예약 게시 SCHEDULED-1',
        summary: '예약 게시 확인용 요약',
        body: richText('예약된 본문'),
        publishedAt: due.toISOString(),
        audience: 'public',
        _status: 'published',
      },
    })
    const detail = `/community/news/${scheduled.id}`
    // Scheduled: the admin says so, and nobody else reads it (pages, list, REST, sitemap).
    const asEditor = await payload.findByID({ collection: 'news', id: scheduled.id })
    expect(asEditor.publication).toMatch(/^예약됨 · \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/)
    expect((await html(detail)).status).toBe(404)
    expect((await html('/community/news/list')).text).not.toContain('SCHEDULED-1')
    const rest = await get(site.url, `/api/news?where[id][equals]=${scheduled.id}`)
    expect((await rest.json()).docs).toEqual([])
    expect((await wholeSitemap()).text).not.toContain(detail)

    // At its time the site's own job queue (every 2 s in tests, 10 s by default) expires the pages.
    await eventually(async () => (await html(detail)).status === 200, 'scheduled post on the site', 30_000)
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
    expect((await html('/community/news/list')).text).toContain('SCHEDULED-1')
    expect((await payload.findByID({ collection: 'news', id: scheduled.id })).publication).toBe('공개 중')
  })
})

describe("the members' education area", () => {
  let member: CookieJar
  const membersPost = (title: string) =>
    payload.create({
      collection: 'news',
      data: {
        title,
        summary: '회원 전용 요약',
        body: richText('회원 전용 본문'),
        publishedAt: new Date().toISOString(),
        audience: 'members',
        _status: 'published',
      },
    })

  beforeAll(async () => {
    member = await signIn(site, await createVerifiedMember(site))
  })

  it('serves a member the lists and articles from the page cache, marked private; guests go to the login page', async () => {
    const post = await membersPost('회원 캐시 MEMBERS-CACHE-1')
    const paths = ['/user/edu/news', '/user/edu/impact-story', `/user/edu/news-detail/${post.id}`]
    for (const path of paths) {
      const guest = await get(site.url, path)
      expect(guest.status).toBe(307)
      expect(guest.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`)
    }
    for (const path of paths) {
      // The post's own cache expiry may arrive between two requests: wait for a hit.
      await eventually(async () => {
        const response = await get(site.url, path, { jar: member })
        return response.status === 200 && response.headers.get('x-nextjs-cache') === 'HIT'
      }, `${path} from the cache`)
      const again = await get(site.url, path, { jar: member })
      expect(again.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    }
    expect((await html('/user/edu/news', member)).text).toContain('MEMBERS-CACHE-1')
    expect((await html(`/user/edu/news-detail/${post.id}`, member)).text).toContain('회원 전용 본문')
  })

  it('shows a members-only post published in the admin at once, and drops it when unpublished', async () => {
    expect((await html('/user/edu/news', member)).status).toBe(200) // cached before the change
    const post = await membersPost('새 회원 글 MEMBERS-CACHE-2')
    await eventually(async () => (await html('/user/edu/news', member)).text.includes('MEMBERS-CACHE-2'), 'list')
    const detail = `/user/edu/news-detail/${post.id}`
    expect((await html(detail, member)).text).toContain('MEMBERS-CACHE-2')

    await payload.update({ collection: 'news', id: post.id, data: { _status: 'draft' } })
    await eventually(async () => (await html(detail, member)).status === 404, 'article gone')
    expect((await html('/user/edu/news', member)).text).not.toContain('MEMBERS-CACHE-2')
  })

  it('never serves the cached copies by their own address, however spelled', async () => {
    const post = await membersPost('직접 주소 MEMBERS-CACHE-3')
    await html(`/user/edu/news-detail/${post.id}`, member) // the copy exists in the cache
    for (const path of [
      '/user/edu/cached/news/1',
      `/user/edu/cached/news/post/${post.id}`,
      '/user/edu/%63ached/news/1',
      '/user/edu/Cached/news/1',
      '//user/edu/cached/news/1',
      '/user/edu/./cached/news/1',
      '/user/edu/cached/news/1?_rsc=1',
    ]) {
      for (const cookie of ['', member.header()]) {
        // Appended as text: new URL(path, base) would read `//user/…` as a host.
        let response = await fetch(`${site.url}${path}`, { headers: { cookie }, redirect: 'manual' })
        // A path that is not canonical goes to its canonical form first (src/server/steps/canonical-path.mjs).
        const canonical = response.status === 308 ? response.headers.get('location') : null
        if (canonical) response = await fetch(`${site.url}${canonical}`, { headers: { cookie }, redirect: 'manual' })
        expect(response.status, path).toBe(404)
        expect(await response.text()).not.toContain('MEMBERS-CACHE')
      }
    }
  })

  it("past the cookie cache's minute, serves the copy from the session's row, sending no cookie; a signed-out session's token gets none", async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    jar.drop('session_data')
    const cookie = jar.header()
    const asMember = (path: string) => fetch(`${site.url}${path}`, { headers: { cookie }, redirect: 'manual' })
    await eventually(
      async () => (await asMember('/user/edu/impact-story')).headers.get('x-nextjs-cache') === 'HIT',
      'copy',
    )
    const copy = await asMember('/user/edu/impact-story')
    expect(copy.status).toBe(200)
    expect(copy.headers.get('set-cookie')).toBeNull()

    // Signed out: the token alone reads no copy at an address not asked for since.
    expect((await postJson(site.url, '/api/auth/sign-out', {}, { jar, headers: member.client })).status).toBe(200)
    const after = await asMember('/user/edu/news?page=1')
    expect(after.status).toBe(307)
    expect(after.headers.get('location')).toBe('/login?redirect=%2Fuser%2Fedu%2Fnews%3Fpage%3D1')
  })

  it('serves the copy only with a session the server signed: a session cache cookie alone or beside a made-up token is not one', async () => {
    const cookies = member.header().split('; ')
    const data = cookies.filter((cookie) => cookie.includes('session_data')).join('; ')
    expect(data).not.toBe('')
    for (const cookie of [data, `${data}; better-auth.session_token=made-up.${'A'.repeat(43)}=`]) {
      const response = await fetch(`${site.url}/user/edu/news`, { headers: { cookie }, redirect: 'manual' })
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe('/login?redirect=%2Fuser%2Fedu%2Fnews')
    }
  })
})

describe('site search and the RSS feed', () => {
  let member: CookieJar
  const ids: Record<string, number> = {}
  const post = async (
    key: string,
    fields: { title: string; summary?: string; body?: string },
    extra: {
      audience?: 'public' | 'members'
      _status?: 'published' | 'draft'
      collection?: 'news' | 'impact-stories'
    } = {},
  ) => {
    const { collection = 'news', audience = 'public', _status = 'published' } = extra
    const doc = await payload.create({
      collection,
      draft: _status === 'draft',
      data: {
        title: fields.title,
        summary: fields.summary ?? '검색 시험 요약',
        body: richText(fields.body ?? '검색 시험 본문'),
        publishedAt: new Date().toISOString(),
        audience,
        _status,
      },
    })
    ids[key] = doc.id
  }
  /** The page's <main>, React's text separators dropped (the payload in scripts repeats it). */
  const search = async (query: string, jar?: CookieJar, page?: number) => {
    const { text } = await html(`/search?q=${encodeURIComponent(query)}${page ? `&page=${page}` : ''}`, jar)
    return (text.match(/<main[\s\S]*<\/main>/)?.[0] ?? '').replaceAll('<!-- -->', '')
  }
  /** What a reader sees of it. */
  const words = (main: string) => main.replace(/<[^>]+>/g, '')

  beforeAll(async () => {
    // 창업 inside longer words, in the title, the summary and (only) the rich-text body.
    await post('title', { title: '청각장애인 창업자 모임 QZSRCH1' })
    await post(
      'summary',
      { title: '봄 행사 QZSRCH2', summary: '예비창업 과정을 엽니다' },
      { collection: 'impact-stories' },
    )
    await post('body', { title: '가을 소식 QZSRCH3', body: '본문에만 사회적창업가 이야기가 있습니다' })
    await post(
      'members',
      { title: '회원 전용 창업 자료 QZSRCH4', summary: '회원만 보는 창업 요약' },
      { audience: 'members' },
    )
    await post('draft', { title: '초안 창업 QZSRCH5' }, { _status: 'draft' })
    await post('escaped', { title: 'R&D <연구> "창업" QZSRCH6' })
    member = await signIn(site, await createVerifiedMember(site))
  })

  it('finds Korean words inside longer words in titles, summaries and bodies, highlighted, and never drafts', async () => {
    const text = await search('창업 QZSRCH')
    for (const found of ['QZSRCH1', 'QZSRCH2', 'QZSRCH3', 'QZSRCH6']) expect(words(text)).toContain(found)
    expect(words(text)).not.toContain('QZSRCH5')
    expect(text).toContain('<mark>창업</mark>자')
    expect(text).toContain('예비<mark>창업</mark>')
    expect(text).toContain('사회적<mark>창업</mark>가')
    expect(text).toContain(`/community/news/${ids.title}`)
    expect(text).toContain(`/community/impact-story/${ids.summary}`)
    // Case-insensitive, and LIKE's own wildcards typed are searched as characters.
    expect(await search('qzsrch3')).toContain('<mark>QZSRCH3</mark>')
    expect(await search('QZSRCH_')).toContain('검색 결과가 없습니다')
  })

  it('shows members-only posts to signed-in members only, linked to the members’ copy', async () => {
    const guest = await html(`/search?q=${encodeURIComponent('창업 QZSRCH')}`)
    // Nowhere in the page, scripts included.
    expect(guest.text).toContain('QZSRCH')
    expect(guest.text).not.toContain('회원 전용 창업 자료')
    expect(guest.text).not.toContain('회원만 보는')
    const signedIn = await search('창업 QZSRCH', member)
    expect(words(signedIn)).toContain('회원 전용 창업 자료 QZSRCH4')
    expect(signedIn).toContain(`/user/edu/news-detail/${ids.members}`)
    expect(words(signedIn)).toContain('뉴스 · 회원 전용')
    expect(words(signedIn)).not.toContain('QZSRCH5')
    expect(await search('QZSRCH4')).toContain('검색 결과가 없습니다')
  })

  it('pages through results, finds the site’s pages, and answers bad input in Korean', async () => {
    for (let i = 1; i <= 11; i++) await post(`page${i}`, { title: `페이지 나눔 QZPAGE ${i}` })
    const first = await search('QZPAGE')
    expect(first).toContain('검색 결과 11건')
    expect(first).toContain('/search?q=QZPAGE&amp;page=2')
    expect(words(first).match(/QZPAGE \d+/g)).toHaveLength(10)
    const second = words(await search('QZPAGE', undefined, 2))
    expect(second.match(/QZPAGE \d+/g)).toEqual(['QZPAGE 1']) // the oldest, alone on page 2
    expect(second).toContain('검색 결과 11건 (2/2페이지)')
    expect((await get(site.url, '/search?q=QZPAGE&page=3')).status).toBe(404)
    // The site's pages show on the first result page and count on every one: the total holds.
    const total = (text: string) => text.match(/검색 결과 (\d+)건/)?.[1]
    const withPages = await search('창업')
    expect(withPages).toContain('href="/impact-franchise/page-a"')
    expect(total(words(withPages))).toMatch(/^\d+$/)
    expect(total(words(await search('창업', undefined, 2)))).toBe(total(words(withPages)))
    expect(await search('청각장애인 창업 지원')).toContain('href="/impact-franchise/page-a"')
    expect(await search('가'.repeat(51))).toContain('검색어는 50자까지 입력할 수 있습니다.')
    expect(await search('가 나 다 라 마 바')).toContain('검색어는 5개 낱말까지 입력할 수 있습니다.')
    expect(await search('\u200B')).toContain('검색어를 입력해 주세요.')
  })

  it('finds what a Korean visitor means: misspellings, spacing and initial consonants; the total is what is listed', async () => {
    await post('spelling', { title: '임팩트 프랜차이즈 가맹 설명회 QZKEY1', summary: '식물성 패티로 만드는 버거' })
    const titles = (text: string) => words(text).match(/QZKEY\d/g) ?? []
    expect(titles(await search('프렌차이즈 QZKEY'))).toEqual(['QZKEY1'])
    expect(await search('프렌차이즈 QZKEY')).toContain('<mark>프랜차이즈</mark>')
    expect(titles(await search('식물성패티 QZKEY'))).toEqual(['QZKEY1'])
    expect(titles(await search('임팩트프랜차이즈 QZKEY'))).toEqual(['QZKEY1'])
    // 초성: 임팩트 프랜차이즈 가맹 설명회 → ㅇㅍㅌㅍㄹㅊㅇㅈㄱㅁㅅㅁㅎ
    expect(titles(await search('ㄱㅁㅅㅁㅎ QZKEY'))).toEqual(['QZKEY1'])
    expect(titles(await search('ㄱㅁㅅㅁㅎㅎ QZKEY'))).toEqual([])
    // The total counts exactly the results listed over the result pages.
    const listed = async (query: string) => {
      const first = await search(query)
      const total = Number(words(first).match(/검색 결과 (\d+)건/)?.[1])
      const pages = Number(words(first).match(/\(1\/(\d+)페이지\)/)?.[1] ?? 1)
      // Each result is one <h3> (its linked title).
      const results = (main: string) => (main.match(/<h3>/g) ?? []).length
      let count = results(first)
      for (let page = 2; page <= pages; page++) count += results(await search(query, undefined, page))
      return { total, count }
    }
    const { total, count } = await listed('창업')
    expect(count).toBe(total)
  })

  it('answers a repeated search with a post published or renamed since, and without one taken down', async () => {
    const finds = async (title: string) => words(await search('QZFRESH')).includes(title)
    expect(await search('QZFRESH')).toContain('검색 결과가 없습니다')
    await post('searchFresh', { title: '새 소식 QZFRESH' })
    const id = Number(ids.searchFresh)
    await eventually(() => finds('새 소식 QZFRESH'), 'the new post found')
    await payload.update({ collection: 'news', id, data: { title: '고친 소식 QZFRESH' } })
    await eventually(async () => (await finds('고친 소식 QZFRESH')) && !(await finds('새 소식')), 'the new title')
    await payload.update({ collection: 'news', id, data: { _status: 'draft' } })
    await eventually(async () => (await search('QZFRESH')).includes('검색 결과가 없습니다'), 'the draft gone')
  })

  it('keeps apart searches whose words differ only by a comma', async () => {
    await post('comma', { title: '쉼표 시험 QZCOMMA1 QZCOMMA2' })
    expect(words(await search('QZCOMMA1 QZCOMMA2'))).toContain('쉼표 시험 QZCOMMA1 QZCOMMA2')
    expect(await search('QZCOMMA1,QZCOMMA2')).toContain('검색 결과가 없습니다')
  })

  it('serves RSS of public posts only, escaped, linked from the pages, and fresh after a publish', async () => {
    const response = await get(site.url, '/feed.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const feed = await response.text()
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(feed).toContain('QZSRCH1')
    expect(feed).toContain('<title>R&amp;D &lt;연구&gt; &quot;창업&quot; QZSRCH6</title>')
    expect(feed).not.toContain('QZSRCH4')
    expect(feed).not.toContain('QZSRCH5')
    expect(feed).not.toContain('ACCESS-TEST')
    expect(feed).toContain(`<link>${site.url}/community/news/${ids.title}</link>`)

    const alternate =
      /<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/feed\.xml" title="뉴스 · 임팩트 스토리"\/>/
    for (const path of ['/', '/intro/page-a', `/community/news/${ids.title}`, '/search'])
      expect((await html(path)).text, path).toMatch(alternate)

    await post('fresh', { title: '새 소식 QZFEED' })
    await eventually(async () => (await html('/feed.xml')).text.includes('QZFEED'), 'the new post in the feed')
  })
})

describe('staff pages, menus and redirects', () => {
  const admin = new CookieJar()
  const hero = (heading: string) => ({ heading, mode: 'title1' as const })

  beforeAll(async () => {
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
  })

  /** A REST call as the admin panel makes it: same origin, the staff member's cookie. */
  async function rest(method: string, path: string, body?: unknown) {
    const response = await fetch(new URL(path, site.url), {
      method,
      headers: { 'content-type': 'application/json', origin: site.url, cookie: admin.header() },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, text, json: text ? JSON.parse(text) : null }
  }

  /**
   * Where a redirect points. Next 16.4 sends the Location header twice (same value) on the first,
   * uncached answer of a page that redirects; browsers accept identical duplicates.
   */
  const locationOf = (response: Response) => {
    const values = new Set(response.headers.get('location')?.split(', '))
    expect(values.size).toBeLessThanOrEqual(1)
    return [...values][0]
  }

  it('never gives a guest a page draft through /api, nor at its address', async () => {
    const created = await rest('POST', '/api/pages?draft=true', {
      title: '초안 페이지 DRAFT-TEST',
      path: '/p/초안-페이지',
      hero: hero('초안 DRAFT-TEST'),
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = created.json.doc.id
    for (const path of [
      `/api/pages/${id}`,
      `/api/pages/${id}?draft=true`,
      '/api/pages?limit=100&draft=true',
      `/api/pages?where[path][equals]=${encodeURIComponent('/p/초안-페이지')}&draft=true`,
      `/api/pages/versions?limit=100`,
    ]) {
      const answer = await get(site.url, path)
      expect(await answer.text()).not.toContain('DRAFT-TEST')
    }
    expect((await html(encodeURI('/p/초안-페이지'))).status).toBe(404)
    // The admin sees it.
    expect((await rest('GET', `/api/pages/${id}?draft=true`)).text).toContain('DRAFT-TEST')
  })

  it.each([
    ['/foodtech', '고정 페이지 주소'],
    ['/intro/page-a', '고정 페이지 주소'],
    ['/login', '/p/ 로 시작'],
    ['/p/../admin', '한글, 영문, 숫자'],
  ])('refuses a new page at %s in Korean', async (path, message) => {
    const answer = await rest('POST', '/api/pages', {
      title: '가로채기',
      path,
      hero: hero('가로채기'),
      _status: 'published',
    })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(message)
  })

  it("refuses moving a fixed page or taking another's fixed address", async () => {
    const foodtech = (await payload.find({ collection: 'pages', where: { path: { equals: '/foodtech' } } })).docs[0]
    const moved = await rest('PATCH', `/api/pages/${foodtech?.id}`, { path: '/p/푸드테크' })
    expect(moved.status).toBe(400)
    expect(moved.text).toContain('고정 페이지라서 주소(/foodtech)를 바꿀 수 없습니다')
    const staff = await rest('POST', '/api/pages', {
      title: '임시',
      path: '/p/임시-페이지',
      hero: hero('임시'),
      _status: 'published',
    })
    expect(staff.status).toBe(201)
    const taken = await rest('PATCH', `/api/pages/${staff.json.doc.id}`, { path: '/invest', _status: 'published' })
    expect(taken.status).toBe(400)
    expect(taken.text).toContain('「/invest」은(는) 사이트 메뉴의 고정 페이지 주소라서 쓸 수 없습니다')
  })

  it('serves a published page at its Hangul address; a rename leaves a permanent redirect unless unticked', async () => {
    const created = await rest('POST', '/api/pages', {
      title: '채용 안내',
      path: '채용 안내', // typed as a bare name: becomes /p/채용-안내
      hero: hero('함께 일할 동료를 찾습니다'),
      layout: [
        {
          blockType: 'faq',
          heading: '자주 묻는 질문',
          items: [{ question: '언제 뽑나요?', answer: '수시로 뽑습니다.' }],
        },
        { blockType: 'location', heading: '오시는 길', address: '서울특별시 성동구 성수이로 1' },
      ],
      meta: { title: '채용 안내 | 푸드테크', description: '채용 절차와 자주 묻는 질문' },
      _status: 'published',
    })
    expect(created.status).toBe(201)
    expect(created.json.doc.path).toBe('/p/채용-안내')
    const page = await html(encodeURI('/p/채용-안내'))
    expect(page.status).toBe(200)
    expect(page.text).toContain('함께 일할 동료를 찾습니다')
    expect(page.text).toContain('<title>채용 안내 | 푸드테크')
    expect(page.text).toContain('"@type":"FAQPage"')
    expect(page.text).toContain('<summary>언제 뽑나요?</summary>')
    expect(page.text).toContain(
      `https://map.kakao.com/link/search/${encodeURIComponent('서울특별시 성동구 성수이로 1')}`,
    )

    const id = created.json.doc.id
    expect((await rest('PATCH', `/api/pages/${id}`, { path: '/p/채용', _status: 'published' })).status).toBe(200)
    await eventually(async () => (await html(encodeURI('/p/채용'))).status === 200, 'the new address serves')
    const old = await get(site.url, encodeURI('/p/채용-안내'))
    expect([301, 308]).toContain(old.status)
    expect(locationOf(old)).toBe(encodeURI('/p/채용'))

    // Moved again: the first address follows the page (no chain), the second leaves one too.
    expect((await rest('PATCH', `/api/pages/${id}`, { path: '/p/인재-채용', _status: 'published' })).status).toBe(200)
    for (const before of ['/p/채용-안내', '/p/채용']) {
      await eventually(
        async () => locationOf(await get(site.url, encodeURI(before))) === encodeURI('/p/인재-채용'),
        `${before} sends on to the page's new address`,
      )
    }

    // Unticked: the old address is given up on purpose.
    expect(
      (await rest('PATCH', `/api/pages/${id}`, { path: '/p/채용-공고', leaveRedirect: false, _status: 'published' }))
        .status,
    ).toBe(200)
    await eventually(async () => (await html(encodeURI('/p/인재-채용'))).status === 404, 'the unticked address is gone')
  })

  it('shows a menu edit on every page of every server process, and leaves hidden and unpublished entries out', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const original = settings.navigation
    expect(original?.length).toBeGreaterThan(0)
    const news = await payload.create({
      collection: 'pages',
      data: { title: '숨김 테스트', path: '/p/메뉴-테스트', hero: hero('메뉴 테스트'), _status: 'published' },
    })
    const navigation = [
      ...(original ?? []).map((group) =>
        group.label === '투자 지원' ? { ...group, label: '투자 안내 MENU-TEST' } : group,
      ),
      { label: '숨긴 메뉴 HIDDEN-TEST', hidden: true, kind: 'route' as const, route: '/search' as const },
      { label: '채용 MENU-PAGE', hidden: false, kind: 'page' as const, page: news.id },
      { label: '외부 MENU-EXT', hidden: false, kind: 'external' as const, url: 'https://example.com/채용' },
    ]
    await payload.updateGlobal({ slug: 'site-settings', data: { navigation } })
    try {
      const everyServer = async () => {
        for (let request = 0; request < 6; request++) {
          const answer = await getOnNewConnection(new URL('/foodtech', site.url))
          const text = answer.body.toString()
          if (!text.includes('투자 안내 MENU-TEST') || !text.includes('href="/p/메뉴-테스트"')) return false
        }
        return true
      }
      await eventually(everyServer, 'every server shows the edited menu')
      const text = (await html('/')).text
      expect(text).not.toContain('HIDDEN-TEST')
      expect(text).toContain('href="https://example.com/채용"')
      // Another site's address opens in a new window wherever it sits in the menu, top level too.
      expect(text).toMatch(
        /<a href="https:\/\/example\.com\/채용" target="_blank" rel="noopener noreferrer" class="nav-link">외부 MENU-EXT/,
      )
      // The page taken down: its entry goes with it.
      await payload.update({ collection: 'pages', id: news.id, data: { _status: 'draft' } })
      await eventually(
        async () => !(await html('/foodtech')).text.includes('MENU-PAGE'),
        'the unpublished entry leaves',
      )
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { navigation: original } })
    }
  })

  it('refuses a menu link to a typed http address in Korean', async () => {
    const answer = await rest('POST', '/api/globals/site-settings', {
      footerLinks: [{ label: '나쁜 링크', kind: 'external', url: 'javascript:alert(1)' }],
    })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('https:// 로 시작하는 올바른 주소를 입력해 주세요')
  })
})
