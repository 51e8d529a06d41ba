/**
 * Listens on Postgres for cache tags expired anywhere (any server process, a script, a job)
 * and expires them in this process's Next cache through /api/internal/revalidate.
 * Reconnects with a growing pause when the database goes away.
 */
import pg from 'pg'
import { CACHE_CHANNEL, revalidateSecret } from '../../src/lib/cache-broadcast.mjs'

/**
 * @param {{ databaseUrl: string, port: number, payloadSecret: string, log?: (message: string) => void }} options
 * @returns {{ warmUp: () => Promise<void>, stop: () => Promise<void> }}
 */
export function startCacheListener({ databaseUrl, port, payloadSecret, log = console.error }) {
  const secret = revalidateSecret(payloadSecret)
  let client
  let stopped = false
  let retryMs = 500

  async function revalidate(tags) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/internal/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify({ tags }),
      })
      if (!response.ok) log(`[cache] revalidate answered ${response.status}`)
    } catch (error) {
      log(`[cache] revalidate failed: ${error.message}`)
    }
  }

  async function connect() {
    if (stopped) return
    client = new pg.Client({ connectionString: databaseUrl })
    client.on('notification', (message) => {
      try {
        const tags = JSON.parse(message.payload ?? '[]')
        if (Array.isArray(tags) && tags.length > 0) void revalidate(tags)
      } catch {
        log('[cache] ignored a malformed notification')
      }
    })
    client.on('error', (error) => {
      log(`[cache] listener connection lost: ${error.message}`)
      reconnect()
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CACHE_CHANNEL}`)
      retryMs = 500
    } catch (error) {
      log(`[cache] cannot listen yet: ${error.message}`)
      reconnect()
    }
  }

  function reconnect() {
    const old = client
    client = undefined
    old?.end().catch(() => {})
    if (stopped) return
    setTimeout(connect, retryMs).unref()
    retryMs = Math.min(retryMs * 2, 10_000)
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
