/**
 * The server's one Postgres pool (beside Payload's and better-auth's): the cache listener's LISTEN,
 * at most two page-view INSERTs, and the rate limits and database probe, which must find a
 * connection while both writers wait.
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
