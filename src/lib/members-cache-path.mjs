/**
 * The education area's cached copies (src/app/(site)/(user-nav)/user/edu/cached): the same for
 * every member, served by src/proxy.ts to a signed-in member in place of the page they asked
 * for. Never an address of their own: src/proxy.ts refuses a request
 * for this prefix, however it is spelled. Plain JavaScript: the web server loads it without a
 * TypeScript loader.
 */
import { reachesPrefix } from './loose-path.mjs'

export const CACHED_EDU_PREFIX = '/user/edu/cached'

/** A list's page number and an article's id, as the pages accept them. */
export const PAGE_NUMBER = /^[1-9]\d{0,4}$/
export const POST_ID = /^[1-9]\d{0,9}$/

/**
 * Whether a request target (a path, or an absolute URL; any query is ignored) reaches the cached
 * copies, however spelled (src/lib/loose-path.mjs).
 * @param {string} target
 * @returns {boolean}
 */
export function isCachedEduPath(target) {
  return reachesPrefix(target, CACHED_EDU_PREFIX)
}

/**
 * The cached copy of a members' page, if the address has one: `/user/edu/news?page=2` →
 * `/user/edu/cached/news/2`, `/user/edu/news-detail/7` → `/user/edu/cached/news/post/7`.
 * @param {string} pathname
 * @param {URLSearchParams} query
 * @returns {string | undefined}
 */
export function cachedEduPath(pathname, query) {
  const pages = query.getAll('page')
  if (pages.length > 1) return undefined
  const page = pages[0] ?? '1'
  if (pathname === '/user/edu/news' || pathname === '/user/edu/impact-story') {
    return PAGE_NUMBER.test(page) ? `${CACHED_EDU_PREFIX}/${pathname.slice('/user/edu/'.length)}/${page}` : undefined
  }
  const post = pathname.match(/^\/user\/edu\/(news-detail|impact-story)\/([^/]+)$/)
  if (!post || !POST_ID.test(post[2])) return undefined
  return `${CACHED_EDU_PREFIX}/${post[1] === 'news-detail' ? 'news' : 'impact-story'}/post/${post[2]}`
}
