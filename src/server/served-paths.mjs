/**
 * Whether the site serves a page at a path, asked of the site itself: a HEAD request to our own
 * port, answered by Next exactly as a visitor's would be (routes, rewrites, published content,
 * 404s). Page views (src/server/steps/page-views.mjs) count only such paths, so a client cannot fill the
 * statistics with paths nobody can open (issue 18, L11). No second route table to keep in step
 * with the app.
 *
 * Cheap where it matters: a path's answer is remembered (MAX_ENTRIES, for TTL_MS; a refusal for
 * NEGATIVE_TTL_MS), one check runs per path however many events wait for it, and at most
 * MAX_IN_FLIGHT checks run at once (MAX_WAITING more wait their turn). A path nobody has opened costs one page answer, which the
 * client could have asked for directly. The members' area (/user/…) answers per visitor: checked
 * with the visitor's cookie each time, never remembered; without a cookie it is not a page view.
 */
import http from 'node:http'
import { reachesPrefix } from '../lib/loose-path.mjs'

const MAX_ENTRIES = 5000
const TTL_MS = 10 * 60_000
const NEGATIVE_TTL_MS = 60_000
const MAX_IN_FLIGHT = 8
/** Checks waiting for one of those at most; beyond, the event is not stored (503). */
const MAX_WAITING = 1000
const TIMEOUT_MS = 5000

export class CheckUnavailable extends Error {}

/**
 * @param {{ port: number, host: string, siteHost: string }} target where this server listens, and
 *   the Host the site answers to
 * @returns {(path: string, headers: Record<string, string>) => Promise<{ status: number, page: boolean }>}
 *   the status, and whether the answer is an HTML page (robots.txt, the feed, images and /api/… are not)
 */
export function loopbackHead({ port, host, siteHost }) {
  const address = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return (path, headers) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: address,
          port,
          path,
          method: 'HEAD',
          agent: false,
          timeout: TIMEOUT_MS,
          headers: { ...headers, host: siteHost },
        },
        (response) => {
          response.resume()
          const page = /^text\/html\b/i.test(String(response.headers['content-type'] ?? ''))
          resolve({ status: response.statusCode ?? 0, page })
        },
      )
      request.on('timeout', () => request.destroy(new Error('timeout')))
      request.on('error', reject)
      request.end()
    })
}

/**
 * @param {{
 *   head: (path: string, headers: Record<string, string>) => Promise<number | { status: number, page: boolean }>,
 *   now?: () => number,
 * }} options `head` answers the status, or the status and whether the answer is an HTML page
 */
export function createServedPathCheck({ head, now = Date.now }) {
  /** @type {Map<string, { served: boolean, until: number }>} oldest first */
  const known = new Map()
  /** @type {Map<string, Promise<boolean>>} */
  const pending = new Map()
  let inFlight = 0
  /** @type {(() => void)[]} */
  const waiting = []

  async function takeSlot() {
    if (inFlight < MAX_IN_FLIGHT) {
      inFlight += 1
      return
    }
    if (waiting.length >= MAX_WAITING) throw new CheckUnavailable('too many checks waiting')
    // The slot is handed over as it is (inFlight unchanged).
    await new Promise((resolve) => waiting.push(resolve))
  }

  function releaseSlot() {
    const next = waiting.shift()
    if (next) next()
    else inFlight -= 1
  }

  async function ask(path, headers) {
    await takeSlot()
    try {
      const answer = await head(path, headers).catch((error) => {
        throw new CheckUnavailable(error.message)
      })
      const { status, page } = typeof answer === 'number' ? { status: answer, page: true } : answer
      if (status >= 500 || status === 429) throw new CheckUnavailable(`status ${status}`)
      // A page view is of a page: robots.txt, the feed, an image or an API answer is none.
      return status === 200 && page
    } finally {
      releaseSlot()
    }
  }

  function remember(path, served) {
    known.delete(path)
    known.set(path, { served, until: now() + (served ? TTL_MS : NEGATIVE_TTL_MS) })
    if (known.size > MAX_ENTRIES) known.delete(known.keys().next().value)
  }

  /**
   * @param {string} path a canonical site path (pathname and query)
   * @param {string | undefined} cookie the visitor's Cookie header
   * @returns {Promise<boolean>} whether a visitor is served the page; throws CheckUnavailable
   */
  return async function isServed(path, cookie) {
    if (reachesPrefix(path, '/user')) return cookie ? ask(path, { cookie }) : false
    const entry = known.get(path)
    if (entry && entry.until > now()) return entry.served
    let check = pending.get(path)
    if (!check) {
      check = ask(path, {}).then((served) => {
        remember(path, served)
        return served
      })
      check.finally(() => pending.delete(path)).catch(() => {})
      pending.set(path, check)
    }
    return check
  }
}
