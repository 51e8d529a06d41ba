/**
 * Listens on Postgres for cache tags expired anywhere (any server process, a script, a job)
 * and expires them in this process's Next cache through /api/internal/revalidate.
 *
 * When the connection is lost (the database stopped, restarted or became unreachable) it tries
 * again after 0.2 s, then with a pause doubling up to 1 s, so it is back within about a second of
 * the database. Notifications sent while it was away are lost, so after such a gap it expires
 * every cached page once: the next visit to each page renders it from the database again.
 */
import pg from 'pg'
import { ALL_TAGS, CACHE_CHANNEL, REVALIDATE_PATH, revalidateSecret } from '../../src/lib/cache-broadcast.mjs'

const RETRY_PAUSE_MS = { first: 200, max: 1000 }

/**
 * @param {{ databaseUrl: string, port: number, payloadSecret: string, log?: (message: string) => void }} options
 * @returns {{ warmUp: () => Promise<void>, stop: () => Promise<void> }}
 */
export function startCacheListener({ databaseUrl, port, payloadSecret, log = console.error }) {
  const secret = revalidateSecret(payloadSecret)
  let client
  let stopped = false
  let retryMs = RETRY_PAUSE_MS.first
  /** Set once a connection was lost: the next successful one expires everything. */
  let missedNotifications = false

  async function revalidate(tags) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${REVALIDATE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify({ tags }),
      })
      if (!response.ok) log(`[cache] revalidate answered ${response.status}`)
      return response.ok
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
    // The first call loads the route into Next (about 0.5 s on a busy machine): made at start,
    // so that the first change after a start reaches this server within the second too.
    warmUp: () => revalidate([]),
    stop: async () => {
      stopped = true
      await client?.end().catch(() => {})
    },
  }
}
