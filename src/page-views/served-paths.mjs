/**
 * Whether the site serves a page at a path, known in memory: page views
 * (src/page-views/intake.mjs) count only such paths, so a client cannot fill the statistics
 * with paths nobody can open. Three sources, none of them a request:
 *  - the build's pages without parameters (readBuiltPages: Next's manifests of the build);
 *  - the addresses the content decides (CMS pages, published posts and their lists, legal texts,
 *    contact forms), listed by the app (src/navigation/site-addresses.ts, through the contract) and
 *    kept here until a tag of their list is expired on the cache channel (`expire`, called by the
 *    cache listener); a list that fails to load is asked again on the next check;
 *  - the members' area (/user/…): only with a signed-in member's cookie, checked by the app on
 *    every such event and never remembered; a member's own pages (their applications) too.
 * A path whose query chooses a page (`?page=N`) counts only where that page of the list exists.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { reachesPrefix } from '../lib/loose-path.mjs'
import { isCachedEduPath } from '../lib/members-cache-path.mjs'
import { ALL_TAGS, siteAddresses } from '../server/contract.mjs'

/** The check cannot answer now (the app has not booted, the database does not answer): 503. */
export class CheckUnavailable extends Error {}

const SITE = 'http://site.invalid'

const pathOf = (address) => address.split('?')[0]

/** An address as page views count it: the path as a URL parser writes it (Hangul percent-encoded), and its query. */
function normalized(address) {
  const url = new URL(address, SITE)
  return url.pathname + url.search
}

/**
 * The build's pages without parameters, and the fixed addresses Next rewrites onto them
 * (/api/auth/error), from the manifests Next itself reads at start and ships in its standalone
 * output: app-path-routes-manifest.json (each app route's address) and routes-manifest.json (the
 * rewrites). Left out: routes with parameters (their addresses come from the content), Next's own
 * (/_not-found), and the addresses the app uses inside (/cms/…, the members' cached copies).
 * @param {string} distDir the build's folder (.next)
 * @returns {Set<string>}
 */
export function readBuiltPages(distDir) {
  const read = (name) => JSON.parse(readFileSync(path.join(distDir, name), 'utf8'))
  const pages = new Set()
  for (const [route, address] of Object.entries(read('app-path-routes-manifest.json'))) {
    if (!route.endsWith('/page') || address.includes('[') || address.startsWith('/_')) continue
    if (reachesPrefix(address, '/cms') || isCachedEduPath(address)) continue
    pages.add(address)
  }
  const { rewrites = [] } = read('routes-manifest.json')
  const all = Array.isArray(rewrites)
    ? rewrites
    : [...(rewrites.beforeFiles ?? []), ...(rewrites.afterFiles ?? []), ...(rewrites.fallback ?? [])]
  for (const { source, destination, has, missing } of all) {
    if (!has && !missing && !/[:(*?]/.test(source) && pages.has(destination)) pages.add(source)
  }
  return pages
}

/**
 * @param {{
 *   builtPages: () => Set<string>,
 *   addresses?: () => import('../server/contract.mjs').SiteAddresses | undefined,
 * }} options `builtPages`: readBuiltPages of this build; `addresses`: the app's (contract)
 */
export function createServedPathCheck({ builtPages, addresses = siteAddresses }) {
  /**
   * Each list of the app's as loaded, until a tag of its expires: its addresses, and the paths
   * of its lists with pages (`{path}?page=N`), where only the pages that exist count.
   * @type {Map<object, Promise<{ addresses: Set<string>, paged: Set<string> }>>}
   */
  const known = new Map()

  function load(list) {
    let loaded = known.get(list)
    if (loaded) return loaded
    loaded = list.load().then((found) => {
      const addresses = new Set(found.map(normalized))
      const paged = new Set([...addresses].filter((address) => address.includes('?page=')).map(pathOf))
      return { addresses, paged }
    })
    const current = loaded
    known.set(list, current)
    current.catch(() => {
      if (known.get(list) === current) known.delete(list)
    })
    return current
  }

  /**
   * @param {string} address a path as page views count it (countedPath: pathname and `?page=N`)
   * @param {string | undefined} cookie the visitor's Cookie header
   * @returns {Promise<boolean>} whether a visitor is served a page there; throws CheckUnavailable
   */
  async function isServed(address, cookie) {
    const members = reachesPrefix(address, '/user')
    // A page of the build is known without the app or the database (an outage's page views wait).
    if (!members && builtPages().has(address)) return true
    const app = addresses()
    if (!app) throw new CheckUnavailable('the app has not booted')
    try {
      if (members) {
        if (!cookie) return false
        const own = await app.memberAddresses(cookie, address)
        if (!own) return false
        if (own.some((mine) => normalized(mine) === address)) return true
      }
      const lists = await Promise.all(app.lists.map(load))
      const pathname = pathOf(address)
      // Elsewhere `?page=` chooses nothing, and the page is the one at the path.
      const pageOfPath = pathname !== address && !lists.some((list) => list.paged.has(pathname))
      const has = (set) => set.has(address) || (pageOfPath && set.has(pathname))
      return has(builtPages()) || lists.some((list) => has(list.addresses))
    } catch (error) {
      throw new CheckUnavailable(error instanceof Error ? error.message : String(error))
    }
  }

  /**
   * Forgets the lists that a tag expired anywhere names (ALL_TAGS: every list).
   * @param {string[]} tags
   */
  function expire(tags) {
    const app = addresses()
    if (!app || tags.includes(ALL_TAGS)) return known.clear()
    for (const list of app.lists) if (list.tags.some((tag) => tags.includes(tag))) known.delete(list)
  }

  return { isServed, expire }
}
