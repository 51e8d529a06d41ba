/**
 * The link checker's pure parts (src/link-check): which links it finds in pages, posts, legal texts,
 * menus and redirects, with where each sits; how it judges a link that needs no request; and how it
 * paces requests to other sites. Whole runs against a database: tests/int/link-check.int.test.ts.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  classifyTarget,
  FIXED_SCREENS,
  type IndexedPage,
  type IndexedPost,
  normalizeSitePath,
  pathVerdict,
  type SiteIndex,
  shownAddress,
} from '@/link-check/classify'
import { checkExternalAddresses, isPrivateAddress, statusText } from '@/link-check/external'
import {
  type LinkOccurrence,
  legalLinks,
  pageLinks,
  postLinks,
  redirectLinks,
  settingsLinks,
} from '@/link-check/extract'

const ADMIN = '/admin'

const textNode = (text: string) => ({ type: 'text', text, version: 1 })
const customLink = (url: string, label: string) => ({
  type: 'link',
  fields: { linkType: 'custom', url, newTab: false },
  children: [textNode(label)],
})
const internalLink = (relationTo: string, value: unknown, label: string) => ({
  type: 'link',
  fields: { linkType: 'internal', doc: { relationTo, value }, newTab: false },
  children: [textNode(label)],
})
const body = (...inline: unknown[]) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [textNode('앞 '), ...inline] }] },
})

const where = (found: LinkOccurrence[]) => found.map((link) => `${link.source.document} › ${link.place}`)

describe('finding links', () => {
  it("finds a page's card links and rich-text links with their block, card and link numbers", () => {
    const page = {
      id: 7,
      title: '회사 소개',
      layout: [
        { blockType: 'richText', heading: '인사말', body: body(customLink('/foodtech', '더 보기')) },
        { blockType: 'stats', items: [] },
        {
          blockType: 'cards',
          cards: [
            { title: 'A', href: '' },
            { title: 'B', href: 'https://example.com/b' },
          ],
        },
      ],
    }
    const found = pageLinks(page, ADMIN)
    expect(where(found)).toEqual([
      '페이지 ‘회사 소개’ › 블록 1 본문 ‘인사말’ › 링크 1 ‘더 보기’',
      '페이지 ‘회사 소개’ › 블록 3 카드 목록 › 카드 2 링크',
    ])
    expect(found.map((link) => link.target)).toEqual([
      { type: 'url', value: '/foodtech' },
      { type: 'url', value: 'https://example.com/b' },
    ])
    expect(found[0]?.source.editUrl).toBe('/admin/collections/pages/7')
  })

  it("finds a post body's internal links (a chosen page or post) and autolinks", () => {
    const post = {
      id: 3,
      title: '새 소식',
      body: body(internalLink('pages', 12, '소개'), internalLink('news', { id: 5, title: 'x' }, '지난 글'), {
        type: 'autolink',
        fields: { linkType: 'custom', url: 'https://a.example' },
        children: [],
      }),
    }
    const found = postLinks(post, 'news', ADMIN)
    expect(where(found)).toEqual([
      '뉴스 ‘새 소식’ › 본문 › 링크 1 ‘소개’',
      '뉴스 ‘새 소식’ › 본문 › 링크 2 ‘지난 글’',
      '뉴스 ‘새 소식’ › 본문 › 링크 3',
    ])
    expect(found.map((link) => link.target)).toEqual([
      { type: 'doc', collection: 'pages', id: 12 },
      { type: 'doc', collection: 'news', id: 5 },
      { type: 'url', value: 'https://a.example' },
    ])
  })

  it("finds the legal texts' links under the document they belong to", () => {
    const found = legalLinks(
      { id: 4, title: '개인정보처리방침 2026.09.01 시행', body: body(customLink('https://kisa.example', '신고')) },
      ADMIN,
    )
    expect(where(found)).toEqual(['약관·방침 ‘개인정보처리방침 2026.09.01 시행’ › 전문 › 링크 1 ‘신고’'])
    expect(found[0]?.source.editUrl).toBe('/admin/collections/legal-versions/4')
  })

  it("finds the menus' visible links (a group's own link only without a submenu), social links and the Kakao channel", () => {
    const settings = {
      navigation: [
        {
          label: '회사',
          kind: 'page',
          page: 1,
          children: [
            { label: '연혁', kind: 'page', page: null },
            { label: '숨김', kind: 'route', route: '/search', hidden: true },
          ],
        },
        { label: '뉴스', kind: 'route', route: '/community/news/list', children: [] },
      ],
      myMenu: [{ label: '내 정보', kind: 'post', post: { relationTo: 'impact-stories', value: 9 } }],
      footerLinks: [{ label: '블로그', kind: 'external', url: 'https://blog.example' }],
      socialLinks: [{ platform: 'instagram', url: 'https://insta.example/x' }],
      company: { kakaoChannel: 'https://pf.kakao.com/_x/chat' },
    }
    const found = settingsLinks(settings, ADMIN)
    expect(where(found)).toEqual([
      '사이트 설정 › 상단 메뉴 ‘회사’ › 하위 메뉴 ‘연혁’',
      '사이트 설정 › 상단 메뉴 ‘뉴스’',
      '사이트 설정 › 마이메뉴 ‘내 정보’',
      '사이트 설정 › 푸터 링크 ‘블로그’',
      '사이트 설정 › 소셜 링크 ‘인스타그램’',
      '사이트 설정 › 회사 정보 › 카카오톡 채널 상담 주소',
    ])
    expect(found[0]?.target).toEqual({ type: 'doc', collection: 'pages', id: undefined })
    expect(found[2]?.target).toEqual({ type: 'doc', collection: 'impact-stories', id: 9 })
    expect(found[0]?.source.editUrl).toBe('/admin/globals/site-settings')
  })

  it('finds where a redirect sends visitors', () => {
    const found = redirectLinks({ id: 4, from: '/p/옛-주소', kind: 'page', page: 99 }, ADMIN)
    expect(where(found)).toEqual(['주소 연결 ‘/p/옛-주소’ › 보낼 곳'])
    expect(found[0]?.source.editUrl).toBe('/admin/collections/redirects/4')
  })
})

function siteIndex({
  pages = [],
  news = [],
  redirects = [],
}: {
  pages?: IndexedPage[]
  news?: IndexedPost[]
  redirects?: [string, boolean][]
} = {}): SiteIndex {
  return {
    now: new Date('2026-12-01T00:00:00Z'),
    siteOrigin: 'https://www.foodimpact.example',
    pagesById: new Map(pages.map((page) => [String(page.id), page])),
    pagesByPath: new Map(pages.map((page) => [page.path, page])),
    posts: { news: new Map(news.map((post) => [String(post.id), post])), 'impact-stories': new Map() },
    redirects: new Map(redirects),
    legal: new Set(['/legal/privacy', '/legal/privacy/compare', '/legal/privacy/2026-09-01']),
    mediaFiles: new Set(['deck.pdf']),
  }
}

const index = siteIndex({
  pages: [
    { id: 1, title: '회사 소개', path: '/intro/page-a', published: true },
    { id: 2, title: '채용 안내', path: '/p/채용-안내', published: false },
  ],
  news: [
    { id: 10, title: '게시', published: true, publishedAt: '2026-11-01T00:00:00Z' },
    { id: 11, title: '초안', published: false, publishedAt: '2026-11-01T00:00:00Z' },
    { id: 12, title: '예약', published: true, publishedAt: '2026-12-24T01:00:00Z' },
  ],
  redirects: [
    ['/p/옛-주소', true],
    ['/p/끊긴-주소', false],
  ],
})

const verdict = (target: Parameters<typeof classifyTarget>[0]) => classifyTarget(target, index)

describe('judging links without a request', () => {
  it('passes published pages and posts, fixed screens, lists, contact forms, files and live redirects', () => {
    for (const value of [
      '/intro/page-a',
      '/intro/page-a/?x=1#top',
      '/community/news/10',
      '/community/news/list',
      '/community/impact-story/list/3',
      '/user/edu/news-detail/10',
      '/contact/invest',
      '/login',
      '/legal/privacy',
      '/legal/privacy/2026-09-01',
      '/api/media/file/deck.pdf',
      '/p/옛-주소',
      '/p/%EC%98%9B-%EC%A3%BC%EC%86%8C',
    ]) {
      expect(verdict({ type: 'url', value }), value).toEqual({ ok: true })
    }
    expect(verdict({ type: 'doc', collection: 'pages', id: 1 })).toEqual({ ok: true })
    expect(verdict({ type: 'route', route: '/contact/edu' })).toEqual({ ok: true })
  })

  it('finds deleted, unpublished and not yet public documents broken, saying which', () => {
    const reasons = [
      verdict({ type: 'doc', collection: 'pages', id: 404 }),
      verdict({ type: 'doc', collection: 'pages', id: 2 }),
      verdict({ type: 'doc', collection: 'pages' }),
      verdict({ type: 'doc', collection: 'news', id: 11 }),
      verdict({ type: 'doc', collection: 'news', id: 12 }),
      verdict({ type: 'url', value: '/community/news/999' }),
    ].map((result) => (result as { reason: string }).reason)
    expect(reasons).toEqual([
      '연결된 페이지가 삭제되었습니다.',
      '연결된 페이지가 게시되지 않았습니다 (초안 ‘채용 안내’).',
      '연결할 페이지가 비어 있습니다 (삭제된 문서).',
      '연결된 게시물이 게시되지 않았습니다 (초안).',
      '연결된 게시물이 아직 공개되지 않았습니다 (공개 예정 2026.12.24 10:00).',
      '연결된 게시물이 삭제되었습니다.',
    ])
  })

  it('finds addresses the site does not serve broken (404), a draft page and a dead redirect among them', () => {
    expect(verdict({ type: 'url', value: '/no-such-page' })).toMatchObject({ status: 'broken', httpStatus: 404 })
    expect(verdict({ type: 'url', value: '/p/채용-안내' })).toMatchObject({
      status: 'broken',
      reason: '이 주소의 페이지가 게시되지 않았습니다 (초안 ‘채용 안내’).',
    })
    expect(verdict({ type: 'url', value: '/p/끊긴-주소' })).toMatchObject({ status: 'broken', httpStatus: 404 })
    expect(verdict({ type: 'url', value: '/legal/terms' })).toMatchObject({ status: 'broken' })
    expect(verdict({ type: 'url', value: '/legal/privacy/2025-01-01' })).toMatchObject({ status: 'broken' })
    expect(verdict({ type: 'url', value: '/api/media/file/gone.pdf' })).toMatchObject({ status: 'broken' })
  })

  it('leaves https addresses to the external check, but checks the site’s own origin as a path', () => {
    expect(verdict({ type: 'url', value: 'https://other.example/a' })).toEqual({ external: 'https://other.example/a' })
    expect(verdict({ type: 'url', value: 'https://www.foodimpact.example/intro/page-a' })).toEqual({ ok: true })
    expect(verdict({ type: 'url', value: 'https://www.foodimpact.example/gone' })).toMatchObject({ status: 'broken' })
  })

  it('finds typed addresses that break the link rule broken (the pages show them as text)', () => {
    for (const value of ['javascript:alert(1)', 'http://x.example', '//evil.example', '']) {
      expect(verdict({ type: 'url', value }), value).toMatchObject({ ok: false, status: 'broken' })
    }
  })

  it('shows staff the address of a chosen document, or that it is gone', () => {
    expect(shownAddress({ type: 'doc', collection: 'pages', id: 1 }, index)).toBe('/intro/page-a')
    expect(shownAddress({ type: 'doc', collection: 'pages', id: 404 }, index)).toBe('(삭제된 페이지, ID 404)')
    expect(shownAddress({ type: 'doc', collection: 'news', id: 10 }, index)).toBe('/community/news/10')
  })

  it('reads paths as the routes do: decoded, NFC, no query, no trailing slash', () => {
    expect(normalizeSitePath('/p/%E1%84%8E%E1%85%A2/?a=1')).toBe('/p/채')
    expect(normalizeSitePath('/')).toBe('/')
    expect(pathVerdict('/', siteIndex())).toMatchObject({ status: 'broken' })
  })
})

describe('the fixed screens', () => {
  it("are every page of src/app/(site) that takes no parameter, and next.config.mjs's redirects", () => {
    const folder = path.resolve(import.meta.dirname, '../../src/app/(site)')
    const routes = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
      .map((entry) => path.relative(folder, entry.parentPath))
      .filter((route) => !route.includes('['))
      .map(
        (route) =>
          `/${route
            .split(path.sep)
            .filter((part) => !part.startsWith('('))
            .join('/')}`,
      )
    expect(routes.filter((route) => !(FIXED_SCREENS as readonly string[]).includes(route))).toEqual([])
  })
})

describe('asking other sites', () => {
  it('says an answer in Korean and refuses private addresses', () => {
    expect(statusText(404)).toBe('404 찾을 수 없음')
    expect(statusText(418)).toBe('418')
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', '::ffff:10.0.0.1', 'fd00::1']) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    expect(isPrivateAddress('8.8.8.8')).toBe(false)
  })

  it('asks each address once, one at a time per host, at the overall rate', async () => {
    const started: { address: string; at: number }[] = []
    const busy = new Set<string>()
    let overlapOnHost = false
    const check = async (address: string) => {
      const host = new URL(address).host
      if (busy.has(host)) overlapOnHost = true
      busy.add(host)
      started.push({ address, at: Date.now() })
      await new Promise((resolve) => setTimeout(resolve, 30))
      busy.delete(host)
      return { ok: true } as const
    }
    const addresses = ['https://a.example/1', 'https://a.example/2', 'https://b.example/1', 'https://c.example/1']
    // The clock is Vitest's, so a busy machine waking a timer late cannot move a start.
    vi.useFakeTimers()
    const checked = checkExternalAddresses([...addresses, addresses[0] as string], { perSecond: 20 }, check)
    const results = await vi
      .runAllTimersAsync()
      .then(() => checked)
      .finally(() => vi.useRealTimers())
    expect([...results.keys()].sort()).toEqual([...addresses].sort())
    expect(started).toHaveLength(4)
    expect(overlapOnHost).toBe(false)
    // 20 a second: each start 50 ms after the one before on the test's own clock.
    for (let i = 1; i < started.length; i++) {
      expect((started[i]?.at ?? 0) - (started[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(50)
    }
  })

  it('gives no verdict to addresses left when the time budget ends', async () => {
    const results = await checkExternalAddresses(
      ['https://a.example/1', 'https://b.example/1', 'https://c.example/1'],
      { perSecond: 1, budgetMs: 500, concurrency: 1 },
      async () => ({ ok: true }),
    )
    expect(results.size).toBe(1)
  })
})
