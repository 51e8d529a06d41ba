/**
 * Listens on Postgres for cache tags expired anywhere (any server process, a script, a job)
 * and expires them in this process's Next cache at once, through the cache handler Next itself
 * uses (src/cache/next-cache-handler.mjs): no request, no route, no secret. It holds one
 * connection of the server's pool (src/server/database.mjs) while it listens, and destroys it
 * rather than hand a listening connection back.
 *
 * When the connection is lost (the database stopped, restarted or became unreachable) it tries
 * again after 0.2 s, then with a pause doubling up to 1 s, so it is back within about a second of
 * the database. Notifications sent while it was away are lost, so after such a gap it expires
 * every cached page once: the next visit to each page renders it from the database again.
 *
 * Its connection is the server's first to learn that Postgres went away (a crash closes it at
 * once, while requests are still failing their way to an answer): `onLost` is told then.
 *
 * `ready` settles once the first attempt to listen has succeeded or failed. The server takes
 * requests only then: a page rendered before it listens could outlive a change it never heard
 * of, and the attempt gets an idle process. A first page's render holds the event loop for
 * seconds on a busy machine, long enough for the pool's connect timeout to fire on a connection
 * Postgres had already accepted.
 */
import { ALL_TAGS, CACHE_CHANNEL } from '../server/contract.mjs'

const RETRY_PAUSE_MS = { first: 200, max: 1000 }

/**
 * A page rendered while the change was being committed read the data before it, and may be
 * stored after the tag was expired (its write is newer than the expiry): the tags are expired
 * again after these delays, so such a render is not served until the next change. Seen in e2e:
 * a post published while its page was being asked for kept answering 404.
 */
const SETTLE_MS = [2000, 10000]

/**
 * @param {{
 *   pool: import('pg').Pool,
 *   expire: (tags: string[]) => Promise<void>,
 *   onLost?: () => void,
 *   log?: (message: string) => void,
 * }} options
 * @returns {{ ready: Promise<void>, stop: () => Promise<void> }}
 */
export function startCacheListener({ pool, expire, onLost = () => {}, log = console.error }) {
  /** @type {import('pg').PoolClient | undefined} */
  let client
  let stopped = false
  let retryMs = RETRY_PAUSE_MS.first
  /** Set once a connection was lost: the next successful one expires everything. */
  let missedNotifications = false

  async function revalidate(tags) {
    try {
      await expire(tags)
      return true
    } catch (error) {
      log(`[cache] revalidate failed: ${error.message}`)
      return false
    }
  }

  function listenTo(current) {
    current.on('notification', (message) => {
      try {
        const tags = JSON.parse(message.payload ?? '[]')
        if (Array.isArray(tags) && tags.length > 0) {
          void revalidate(tags)
          for (const delay of SETTLE_MS) setTimeout(() => !stopped && void revalidate(tags), delay).unref()
        }
      } catch {
        log('[cache] ignored a malformed notification')
      }
    })
    current.on('error', (error) => {
      log(`[cache] listener connection lost: ${error.message}`)
      if (current === client) onLost()
      reconnect(current)
    })
  }

  /** Resolves the first attempt's `ready`, whatever its outcome. */
  let settleFirstAttempt = () => {}
  const ready = new Promise((resolve) => {
    settleFirstAttempt = () => resolve(undefined)
  })

  async function connect() {
    if (stopped) return settleFirstAttempt()
    let current
    try {
      current = await pool.connect()
    } catch (error) {
      retryLater(error)
      return settleFirstAttempt()
    }
    if (stopped) {
      current.release(true)
      return settleFirstAttempt()
    }
    client = current
    listenTo(current)
    try {
      await current.query(`LISTEN ${CACHE_CHANNEL}`)
    } catch (error) {
      reconnect(current, error)
      return settleFirstAttempt()
    }
    settleFirstAttempt()
    retryMs = RETRY_PAUSE_MS.first
    if (missedNotifications && (await revalidate([ALL_TAGS]))) missedNotifications = false
  }

  function retryLater(error) {
    if (error && retryMs === RETRY_PAUSE_MS.first) log(`[cache] cannot listen yet: ${error.message}`)
    missedNotifications = true
    if (stopped) return
    setTimeout(connect, retryMs).unref()
    retryMs = Math.min(retryMs * 2, RETRY_PAUSE_MS.max)
  }

  /** Replaces a failed connection once, however many ways it reported the failure. */
  function reconnect(failed, error) {
    if (failed !== client) return
    client = undefined
    failed.release(true)
    retryLater(error)
  }

  void connect()
  return {
    ready,
    stop: async () => {
      stopped = true
      const current = client
      client = undefined
      current?.release(true)
    },
  }
}
