/**
 * Whether Postgres answers right now: `SELECT 1` on a connection of its own (never one of the
 * pools the pages use, which may all be busy). Asked only when an answer failed, to tell "the
 * database is down" (a maintenance answer, 503) from a bug (500, as it was).
 */
import pg from 'pg'

/** A probe gives up after this long: a database that does not answer is down for us. */
const TIMEOUT_MS = 1000
/** A failure seen this recently still explains a failed answer (requests that began during the outage). */
const DOWN_GRACE_MS = 2000

/**
 * @param {{ databaseUrl: string }} options
 * @returns {{ isDown: () => Promise<boolean>, noteOutage: () => void, stop: () => Promise<void> }}
 */
export function createDatabaseProbe({ databaseUrl }) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
  })
  // Its idle connection dies with the database; the next probe reports that.
  pool.on('error', () => {})
  let lastFailureAt = Number.NEGATIVE_INFINITY
  /** @type {Promise<boolean> | undefined} */
  let inFlight

  function reachable() {
    inFlight ??= pool
      .query('SELECT 1')
      .then(
        () => true,
        () => {
          lastFailureAt = Date.now()
          return false
        },
      )
      .finally(() => {
        inFlight = undefined
      })
    return inFlight
  }

  return {
    /** Down now, or it was a moment ago. Concurrent callers share one probe. */
    isDown: async () => !(await reachable()) || Date.now() - lastFailureAt < DOWN_GRACE_MS,
    /** Told by the database's supervisor (a crash, a restart): counts as a failure seen now. */
    noteOutage: () => {
      lastFailureAt = Date.now()
    },
    stop: () => pool.end().catch(() => {}),
  }
}
