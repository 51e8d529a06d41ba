/**
 * Whether a link works, for the links that need no request: a path of this site, a chosen page or
 * post, a site screen. Decided from one snapshot of the content (SiteIndex, loaded by ./run.ts) the
 * way the site's routes decide what they serve: a page only while it is published, a post once its
 * 게시일 has come, an address a redirect leaves only while the redirect leads somewhere. An `https:`
 * address is left to ./external.ts.
 */
import { type CommunityCategory, communityCategories } from '@/community/categories'
import { inquiryKinds } from '@/inquiries/options'
import { formatDateTime } from '@/lib/format'
import { linkKind } from '@/lib/link-rule'
import { sitePath } from '@/lib/safe-redirect'
import { isSiteRoute } from '@/navigation/routes'
import { pathOfSegments } from '@/site-pages/paths'
import type { LinkedCollection, LinkTarget } from './extract'

export type LinkStatus = 'broken' | 'unreachable'

/** A link's verdict: fine, or broken/unreachable with the reason staff read. */
export type Verdict = { ok: true } | { ok: false; status: LinkStatus; reason: string; httpStatus?: number }
/** An `https:` address another site serves: asked by ./external.ts. */
export type Pending = { external: string }

export interface IndexedPage {
  id: number | string
  title: string
  path: string
  published: boolean
}

export interface IndexedPost {
  id: number | string
  title: string
  published: boolean
  publishedAt?: string | null
}

/** What the site serves now, as the check sees it. */
export interface SiteIndex {
  now: Date
  /** The site's own origin (SITE_URL): an https link to it is checked as a path. */
  siteOrigin?: string
  pagesById: Map<string, IndexedPage>
  pagesByPath: Map<string, IndexedPage>
  posts: Record<'news' | 'impact-stories', Map<string, IndexedPost>>
  /** Redirect sources (normalized paths) → whether the redirect's own target is served. */
  redirects: Map<string, boolean>
  /** The legal texts' addresses (/legal/terms, /legal/terms/2026-03-01, …: src/legal/versions.ts legalPaths). */
  legal: Set<string>
  /** Uploaded files' names, for /api/media/file/{name}; undefined until asked. */
  mediaFiles: Set<string>
}

/**
 * The site's screens that are no CMS document and take no parameter: the menus' site screens
 * (src/navigation/routes.ts) and the rest of src/app/(site)'s fixed pages, plus the addresses
 * next.config.mjs redirects onto one of them. tests/unit/link-check.test.ts keeps this list equal
 * to the route folders.
 */
export const FIXED_SCREENS = [
  '/contact/complete',
  '/contact/lookup',
  '/find-id',
  '/find-pw',
  '/reset-pw',
  '/login',
  '/signup',
  '/search',
  '/menu',
  '/auth-error',
  '/user/applications',
  '/user/delete-account',
  '/user/consent',
  '/unsubscribe',
  '/user/edu',
  '/user/edu/news',
  '/user/edu/impact-story',
  '/user/menu',
  '/user/profile',
  // next.config.mjs redirects
  '/intro',
  '/community',
  '/community/news',
  '/community/impact-story',
  '/contact',
  '/user',
  // route handlers a visitor may be sent to
  '/feed.xml',
  '/sitemap.xml',
] as const

const fixedScreens = new Set<string>(FIXED_SCREENS)

const SITE = 'http://site.invalid'

/**
 * A site path as the site's routes read it: no query or fragment, segments decoded and Unicode NFC
 * (src/site-pages/paths.ts), no trailing slash. Undefined when it is not a path of this site.
 */
export function normalizeSitePath(value: string): string | undefined {
  const target = sitePath(value)
  if (!target) return undefined
  const path = pathOfSegments('/', new URL(target, SITE).pathname.split('/').slice(1))
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The chosen document's kind with its subject particle. */
const emptyChoice: Record<LinkedCollection, string> = {
  pages: '페이지가',
  news: '게시물이',
  'impact-stories': '게시물이',
}

const broken = (reason: string, httpStatus?: number): Verdict => ({ ok: false, status: 'broken', reason, httpStatus })
const OK: Verdict = { ok: true }

/** A post that exists: served once published and its 게시일 has come. */
function postVerdict(post: IndexedPost | undefined, now: Date, word = '게시물'): Verdict {
  if (!post) return broken(`연결된 ${word}이 삭제되었습니다.`)
  if (!post.published) return broken(`연결된 ${word}이 게시되지 않았습니다 (초안).`)
  if (post.publishedAt && new Date(post.publishedAt).getTime() > now.getTime()) {
    return broken(`연결된 ${word}이 아직 공개되지 않았습니다 (공개 예정 ${formatDateTime(post.publishedAt)}).`)
  }
  return OK
}

function pageVerdict(page: IndexedPage | undefined): Verdict {
  if (!page) return broken('연결된 페이지가 삭제되었습니다.')
  if (!page.published) return broken(`연결된 페이지가 게시되지 않았습니다 (초안 ‘${page.title}’).`)
  return OK
}

/** A chosen page or post (a menu's, a redirect's, a rich-text internal link). */
export function docVerdict(collection: LinkedCollection, id: number | string | undefined, index: SiteIndex): Verdict {
  if (id === undefined) return broken(`연결할 ${emptyChoice[collection]} 비어 있습니다 (삭제된 문서).`)
  if (collection === 'pages') return pageVerdict(index.pagesById.get(String(id)))
  return postVerdict(index.posts[collection].get(String(id)), index.now)
}

const categories = Object.keys(communityCategories) as CommunityCategory[]
const POST_ID = /^[1-9]\d{0,9}$/

/** Whether the site serves `path` (normalized), and if not, why. */
export function pathVerdict(path: string, index: SiteIndex, { followRedirects = true } = {}): Verdict {
  const segments = path.split('/').slice(1)
  // A legal text's addresses answer once a version of it is public (a menu's site screen among them).
  if (segments[0] === 'legal' && segments.length >= 2) {
    return index.legal.has(path) ? OK : broken('없는 약관·방침 주소입니다 (404).', 404)
  }
  if (fixedScreens.has(path) || isSiteRoute(path)) return OK
  const page = index.pagesByPath.get(path)
  if (page?.published) return OK
  // /community/{category}/list[/N], /community/{category}/{id}
  if (segments[0] === 'community' && categories.includes(segments[1] as CommunityCategory)) {
    const category = segments[1] as CommunityCategory
    const collection = communityCategories[category].collection
    if (segments.length === 3 && segments[2] === 'list') return OK
    if (segments.length === 4 && segments[2] === 'list' && POST_ID.test(segments[3] ?? '')) return OK
    if (segments.length === 3 && POST_ID.test(segments[2] ?? '')) {
      return postVerdict(index.posts[collection].get(segments[2] ?? ''), index.now, '게시물')
    }
  }
  // The members' copies: /user/edu/news-detail/{id}, /user/edu/impact-story/{id}
  const members = /^\/user\/edu\/(news-detail|impact-story)\/([^/]+)$/.exec(path)
  if (members && POST_ID.test(members[2] ?? '')) {
    const collection = members[1] === 'news-detail' ? 'news' : 'impact-stories'
    return postVerdict(index.posts[collection].get(members[2] ?? ''), index.now, '게시물')
  }
  if (segments[0] === 'contact' && segments.length === 2 && inquiryKinds.includes(segments[1] as never)) return OK
  if (path.startsWith('/api/media/file/') && segments.length === 4) {
    return index.mediaFiles.has(segments[3] ?? '') ? OK : broken('미디어에 없는 파일입니다 (삭제된 파일).', 404)
  }
  // Only where the site would answer 404 does it look for a redirect (src/redirects).
  if (followRedirects && index.redirects.has(path)) {
    return index.redirects.get(path)
      ? OK
      : broken('이 주소의 주소 연결(리디렉션)이 가리키는 곳이 없어 404가 됩니다.', 404)
  }
  if (page) return broken(`이 주소의 페이지가 게시되지 않았습니다 (초안 ‘${page.title}’).`)
  return broken('사이트에 없는 주소입니다 (404).', 404)
}

const INVALID = '사이트 경로(/ 로 시작)나 https:// 주소가 아니라서 링크로 보이지 않습니다.'

/**
 * The verdict on one link that needs no request, or the `https:` address to ask. A typed address
 * that breaks the link rule (src/lib/link-rule.ts) is shown as plain text by the pages: broken.
 */
export function classifyTarget(target: LinkTarget, index: SiteIndex): Verdict | Pending {
  switch (target.type) {
    case 'doc':
      return docVerdict(target.collection, target.id, index)
    case 'route':
      return isSiteRoute(target.route) || fixedScreens.has(target.route)
        ? pathVerdict(target.route, index)
        : broken('사이트에 없는 화면입니다 (404).', 404)
    case 'url': {
      const kind = linkKind(target.value)
      if (kind === 'site') {
        const path = normalizeSitePath(target.value)
        return path ? pathVerdict(path, index) : broken(INVALID)
      }
      if (kind === 'https') {
        const url = new URL(target.value)
        if (index.siteOrigin && url.origin === index.siteOrigin) {
          const path = normalizeSitePath(`${url.pathname}${url.search}`)
          return path ? pathVerdict(path, index) : broken(INVALID)
        }
        return { external: target.value }
      }
      return broken(target.value === '' ? '링크 주소가 비어 있습니다.' : INVALID)
    }
  }
}

/** The address staff see for a link: what they typed, or the chosen document's address or name. */
export function shownAddress(target: LinkTarget, index: SiteIndex): string {
  switch (target.type) {
    case 'url':
      return target.value
    case 'route':
      return target.route
    case 'doc': {
      if (target.id === undefined) return `(비어 있는 ${target.collection === 'pages' ? '페이지' : '게시물'} 연결)`
      if (target.collection === 'pages') {
        const page = index.pagesById.get(String(target.id))
        return page ? page.path : `(삭제된 페이지, ID ${target.id})`
      }
      const post = index.posts[target.collection].get(String(target.id))
      const category = target.collection === 'news' ? 'news' : 'impact-story'
      return post ? `/community/${category}/${target.id}` : `(삭제된 게시물, ID ${target.id})`
    }
  }
}
