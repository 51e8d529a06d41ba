/**
 * Page views: what a beacon (PageViewTracker.tsx, POST /api/track) may count and how it is stored.
 * The web server's step (src/server/steps/page-views.mjs) reads the request; this decides.
 *
 * Per event: JSON and the zod schema; bots and staff (an editor's cookie, the admin's preview in
 * draft mode) are answered 204 and stored nothing; the path is counted without the query
 * parameters that do not choose a page (countedPath), and only if the site serves a page there
 * (served-paths.mjs: known in memory, so the usual event costs a few map look-ups), else 422.
 * Accepted events wait in a queue; one writer at a time stores everything queued in ONE multi-row
 * INSERT into Payload's `page_views` table, which counts a view only if its client address has no
 * counted view of the page in the last COUNT_WINDOW_MS (group commit; the statement lives with the
 * others on Payload's tables, src/db/payload-tables/page-views.mjs), and each event is answered
 * 204 only after the statement holding its row committed: every 2xx is a stored row, or a view the
 * window had already counted. Two writers (one connection each) overlap: while one group waits
 * for its commit, the next one is already on its way.
 *
 * While the database is unreachable (stopped, restarting, network) a failed group goes back to
 * the front of the queue and is tried again, at least once a second, so a short outage loses
 * nothing: each event waits for its row up to RETRY_WINDOW_MS, then gets 503 and is dropped. Any
 * other failure (the database refused the rows) answers 503 at once. The queue is bounded
 * (MAX_QUEUED): beyond it new events get 503 without waiting. A 2xx is never sent for an event
 * that is not stored; a connection lost during COMMIT may store a retried group twice.
 */
import { z } from 'zod'
import { COUNT_KEPT_MS, countKey, PAGE_VIEW_SQL } from '../db/payload-tables/page-views.mjs'
import { isNotAVisitor } from '../lib/bots.mjs'
import { CheckUnavailable } from './served-paths.mjs'

/**
 * One counted view per client address and page in this window: a reload, a tab left open or a
 * client sending the same event again adds nothing, so one address cannot decide the most
 * viewed pages. By address, not by the event's sessionId (the client chooses it anew at will).
 */
export const COUNT_WINDOW_MS = 30 * 60_000
/** INSERTs in flight at once (connections of the server's pool, src/server/database.mjs). */
const WRITERS = 2
/** Rows per INSERT at most; larger groups are split. */
const MAX_GROUP = 1000
/** Events waiting for the database at most (a stalled database must not fill the memory): then 503. */
const MAX_QUEUED = 20_000
/**
 * How long an event may wait for an unreachable database before its request gets 503: a restart
 * or a managed database's failover, well inside proxies' usual 60 s. Under heavy traffic the
 * queue bound is reached first.
 */
const RETRY_WINDOW_MS = 30_000
/** Pause before retrying after a connection failure: doubles from the first to the last. */
const RETRY_PAUSE_MS = { first: 100, max: 1000 }

// Postgres text cannot hold NUL: refused here, not by an INSERT that would fail its whole group.
const text = (max) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'))
const sitePath = text(2048).regex(/^\/[^\s]*$/, 'a path starting with /')

export const trackEventSchema = z.strictObject({
  path: sitePath,
  // '' on the first page of a visit.
  pathFrom: z.union([sitePath, z.literal('')]).nullable(),
  referrer: text(2048).nullable(),
  eventType: z.literal('pageView'),
  sessionId: z.uuid(),
})

/** Query parameters that choose what a page shows (list pages); any other is not part of the page's address. */
const COUNTED_QUERY = ['page']
const SITE = 'http://site.invalid'

/**
 * The address a view is counted under: the path as a URL parser writes it, with only the query
 * parameters that choose what a page shows (`/community/notice/list?page=2`). Everything else
 * (`?ref=` of an inquiry, `?redirect=`, tracking tags, junk) is dropped: it is not another page,
 * and some of it is personal. Undefined for anything that is not a path on this site.
 * @param {string} path
 * @returns {string | undefined}
 */
export function countedPath(path) {
  let url
  try {
    url = new URL(path, SITE)
  } catch {
    return undefined
  }
  if (url.origin !== SITE || url.pathname.startsWith('//')) return undefined
  const query = new URLSearchParams()
  for (const name of COUNTED_QUERY) {
    const values = url.searchParams.getAll(name)
    if (values.length === 1) query.set(name, values[0])
  }
  const search = query.toString()
  return search ? `${url.pathname}?${search}` : url.pathname
}

/**
 * What a view keeps of its referrer: the other site's origin (`https://search.naver.com`), never
 * its path, query or fragment (a form sent before its script ran puts what was typed there, a
 * password included); null for this site's own pages (`siteHosts`: the host the site answers to
 * and the one the request was sent to), for anything but http(s), and for what is no address.
 * @param {string | null | undefined} referrer
 * @param {Array<string | undefined>} siteHosts
 * @returns {string | null}
 */
export function referrerOrigin(referrer, siteHosts) {
  if (!referrer) return null
  let url
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (siteHosts.some((host) => host && host.toLowerCase() === url.host)) return null
  return url.origin
}

/** Cookies of staff: an editor's CMS session, and Next's draft mode (the admin's preview). */
const STAFF_COOKIE = /(?:^|;\s*)(?:payload-token|__prerender_bypass)=/

/**
 * desktop | mobile | tablet, from the user agent. iPadOS reports itself as a Mac by default
 * (counted as desktop); Android tablets leave "Mobile" out of the user agent.
 */
export function deviceClass(userAgent = '') {
  if (/ipad|tablet|kindle|silk\/|playbook|sm-t\d/i.test(userAgent)) return 'tablet'
  if (/android/i.test(userAgent) && !/mobile/i.test(userAgent)) return 'tablet'
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(userAgent)) return 'mobile'
  return 'desktop'
}

/**
 * The database could not be reached or is going away (worth retrying), as opposed to refusing the
 * rows: no SQLSTATE (a socket error or "Connection terminated"), Node's E… socket codes, class 08
 * (connection exception), 53 (insufficient resources), 57P01–57P03 (shutdown, starting up); and a
 * serialization failure or deadlock (40001, 40P01: groups counting the same keys at once).
 */
function isUnreachable(error) {
  const code = error?.code
  return typeof code !== 'string' || code.startsWith('E') || /^(08|53|57P0[1-3]|40001|40P01)/.test(code)
}

/**
 * The intake of one server process.
 * @param {{
 *   pool?: import('pg').Pool,
 *   siteHost?: string,
 *   isServed?: (path: string, cookie: string | undefined) => Promise<boolean>,
 *   log?: (message: string) => void,
 * }} options `pool`: the server's pool (src/server/database.mjs), none stores nothing; `siteHost`:
 *   the host the site answers to (its referrers are not stored); `isServed`:
 *   whether the site serves a page at the path (src/page-views/served-paths.mjs)
 */
export function createPageViewIntake({ pool, siteHost, isServed = async () => true, log = console.error } = {}) {
  /** @type {{ row: unknown[], deadline: number, done: (ok: boolean) => void }[]} */
  let queue = []
  let writers = 0
  /** Set while the database is unreachable: no writer starts before the retry timer fires. */
  let retryTimer
  let retryPauseMs = RETRY_PAUSE_MS.first
  let uncheckedLoggedAt = Number.NEGATIVE_INFINITY

  async function writeGroups() {
    writers += 1
    while (queue.length > 0 && !retryTimer) {
      const group = queue.slice(0, MAX_GROUP)
      queue = queue.slice(group.length)
      const columns = [[], [], [], [], [], []]
      for (const { row } of group) for (let i = 0; i < 6; i++) columns[i].push(row[i])
      const now = Date.now()
      try {
        await pool.query(PAGE_VIEW_SQL.insertGroup, [...columns, now, COUNT_WINDOW_MS, now - COUNT_KEPT_MS])
        retryPauseMs = RETRY_PAUSE_MS.first
        for (const entry of group) entry.done(true)
      } catch (error) {
        if (!isUnreachable(error)) {
          log(`[track] insert of ${group.length} events failed: ${error.message}`)
          for (const entry of group) entry.done(false)
          continue
        }
        if (retryPauseMs === RETRY_PAUSE_MS.first) log(`[track] database unreachable, events wait: ${error.message}`)
        queue = group.concat(queue)
        scheduleRetry()
      }
    }
    writers -= 1
  }

  function scheduleRetry() {
    if (retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      dropExpired()
      startWriters()
    }, retryPauseMs)
    retryPauseMs = Math.min(retryPauseMs * 2, RETRY_PAUSE_MS.max)
  }

  /** Events that waited out RETRY_WINDOW_MS: their requests get 503 now. */
  function dropExpired() {
    const now = Date.now()
    const expired = queue.filter((entry) => entry.deadline <= now)
    if (expired.length === 0) return
    queue = queue.filter((entry) => entry.deadline > now)
    log(`[track] ${expired.length} events not stored: the database stayed unreachable`)
    for (const entry of expired) entry.done(false)
  }

  function startWriters() {
    // Requests that arrive while the writers are busy form the next group.
    while (writers < WRITERS && queue.length > 0 && !retryTimer) void writeGroups()
  }

  /** Resolves once the event is committed (true), or its group failed or waited too long (false). */
  function store(row) {
    return new Promise((resolve) => {
      queue.push({ row, deadline: Date.now() + RETRY_WINDOW_MS, done: resolve })
      startWriters()
    })
  }

  /**
   * One event as its request brought it: the status to answer (204 stored or not counted; 400, 422
   * or 503 otherwise; never a 2xx for an event that is not stored).
   * @param {{ body: Buffer, headers: import('node:http').IncomingHttpHeaders, client: string }} request
   * @returns {Promise<number>}
   */
  async function accept({ body, headers, client }) {
    let parsed
    try {
      parsed = trackEventSchema.safeParse(JSON.parse(body.toString('utf8')))
    } catch {
      return 400
    }
    if (!parsed.success) return 400
    const path = countedPath(parsed.data.path)
    if (!path) return 400
    const userAgent = headers['user-agent'] ?? ''
    const cookie = headers.cookie
    // Not counted, and nothing to correct on the client's side: 204.
    if (isNotAVisitor(userAgent) || (cookie && STAFF_COOKIE.test(cookie))) return 204
    if (!pool || queue.length >= MAX_QUEUED) return 503
    let served
    try {
      served = await isServed(path, cookie)
    } catch (error) {
      if (!(error instanceof CheckUnavailable)) throw error
      // Once in a while, not per event: an outage would otherwise write a line per page view.
      if (Date.now() - uncheckedLoggedAt > 10_000) {
        uncheckedLoggedAt = Date.now()
        log(`[track] cannot tell whether ${path} is served: ${error.message}`)
      }
      return 503
    }
    // A path the site does not serve (a 404, a redirect, a guest's members' page) is no page view.
    if (!served) return 422
    const event = parsed.data
    // 204 whether or not it is counted: a view already counted in the window is no error.
    const ok = await store([
      path,
      (event.pathFrom && countedPath(event.pathFrom)) || null,
      referrerOrigin(event.referrer, [siteHost, headers.host]),
      event.sessionId,
      deviceClass(userAgent),
      countKey(client, path),
    ])
    return ok ? 204 : 503
  }

  /** Resolves once every queued event is stored or refused; the pool is its owner's to end. */
  async function stop() {
    while (writers > 0 || queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 10))
  }

  // The site's rate limiter shares this pool (src/server/services.mjs).
  return { accept, stop, pool }
}
