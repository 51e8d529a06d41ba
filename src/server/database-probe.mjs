/**
 * Whether Postgres answers right now: `SELECT 1` on the server's pool (src/server/database.mjs),
 * never on the pools the pages use, which may all be busy. Asked only when an answer failed, to
 * tell "the database is down" (a maintenance answer, 503) from a bug (500, as it was).
 */

/** A probe gives up after this long: a database that does not answer is down for us. */
const TIMEOUT_MS = 1000
/** A failure seen this recently still explains a failed answer (requests that began during the outage). */
const DOWN_GRACE_MS = 2000

/**
 * @param {{ pool: { query: (sql: string) => Promise<unknown> } }} options
 * @returns {{ isDown: () => Promise<boolean>, noteOutage: () => void }}
 */
export function createDatabaseProbe({ pool }) {
  let lastFailureAt = Number.NEGATIVE_INFINITY
  /** @type {Promise<boolean> | undefined} */
  let inFlight

  function reachable() {
    if (inFlight) return inFlight
    let timer
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)
    })
    inFlight = Promise.race([pool.query('SELECT 1'), timeout])
      .then(
        () => true,
        () => {
          lastFailureAt = Date.now()
          return false
        },
      )
      .finally(() => {
        clearTimeout(timer)
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
  }
}
