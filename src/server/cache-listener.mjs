/**
 * Listens on Postgres for cache tags expired anywhere (any server process, a script, a job)
 * and expires them in this process's Next cache at once, through the cache handler Next itself
 * uses (src/cache/next-cache-handler.mjs): no request, no route, no secret.
 *
 * When the connection is lost (the database stopped, restarted or became unreachable) it tries
 * again after 0.2 s, then with a pause doubling up to 1 s, so it is back within about a second of
 * the database. Notifications sent while it was away are lost, so after such a gap it expires
 * every cached page once: the next visit to each page renders it from the database again.
 */
import pg from 'pg'
import { ALL_TAGS, CACHE_CHANNEL } from './contract.mjs'

const RETRY_PAUSE_MS = { first: 200, max: 1000 }

/**
 * @param {{ databaseUrl: string, expire: (tags: string[]) => Promise<void>, log?: (message: string) => void }} options
 * @returns {{ stop: () => Promise<void> }}
 */
export function startCacheListener({ databaseUrl, expire, log = console.error }) {
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

  async function connect() {
    if (stopped) return
    const current = new pg.Client({ connectionString: databaseUrl, keepAlive: true })
    client = current
    current.on('notification', (message) => {
      try {
        const tags = JSON.parse(message.payload ?? '[]')
        if (Array.isArray(tags) && tags.length > 0) void revalidate(tags)
      } catch {
        log('[cache] ignored a malformed notification')
      }
    })
    current.on('error', (error) => {
      log(`[cache] listener connection lost: ${error.message}`)
      reconnect(current)
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${CACHE_CHANNEL}`)
    } catch (error) {
      if (retryMs === RETRY_PAUSE_MS.first) log(`[cache] cannot listen yet: ${error.message}`)
      reconnect(current)
      return
    }
    retryMs = RETRY_PAUSE_MS.first
    if (missedNotifications && (await revalidate([ALL_TAGS]))) missedNotifications = false
  }

  /** Replaces a failed connection once, however many ways it reported the failure. */
  function reconnect(failed) {
    if (failed !== client) return
    client = undefined
    missedNotifications = true
    failed.end().catch(() => {})
    if (stopped) return
    setTimeout(connect, retryMs).unref()
    retryMs = Math.min(retryMs * 2, RETRY_PAUSE_MS.max)
  }

  void connect()
  return {
    stop: async () => {
      stopped = true
      await client?.end().catch(() => {})
    },
  }
}
