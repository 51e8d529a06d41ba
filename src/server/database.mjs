/**
 * The web server's one connection pool to Postgres, beside Payload's and better-auth's (so a
 * server process holds three). Its users, and why SERVER_POOL_SIZE is five:
 *  - the cache listener holds one connection for LISTEN as long as it listens (src/cache/listener.mjs);
 *  - the page-view writer runs at most two INSERTs at once (src/page-views/intake.mjs);
 *  - the rest serves the server's rate limits and the database probe (src/server/database-probe.mjs),
 *    which must find a connection even while both writers wait for a commit.
 * A connection that dies while idle is dropped by the pool; its next user reports the outage.
 */
import pg from 'pg'

export const SERVER_POOL_SIZE = 5

/**
 * @param {string} databaseUrl
 * @param {{ log?: (message: string) => void }} [options]
 */
export function createServerPool(databaseUrl, { log = console.error } = {}) {
  // A connection attempt that hangs (an unreachable host) fails after 2 s, like a refused one.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: SERVER_POOL_SIZE,
    connectionTimeoutMillis: 2000,
    keepAlive: true,
  })
  pool.on('error', (error) => log(`[database] idle connection lost: ${error.message}`))
  return pool
}
