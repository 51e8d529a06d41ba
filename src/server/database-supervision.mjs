/**
 * What `npm start`'s supervisor of the embedded Postgres reports over IPC (src/db/supervisor.ts):
 * /api/ready says why the database is away, and the maintenance answer counts it.
 */

const READY = /^\/api\/ready(?:$|\?)/

/** A restart this recent still explains a failed answer (a request that began during it), as the database probe counts one. */
const AWAY_GRACE_MS = 2000
let awayAt = Number.NEGATIVE_INFINITY

/** @type {{ state: 'running' | 'restarting' | 'failed', since: string, restarts: number, cause?: string, message?: string, action?: string, detail?: string } | undefined} */
let current

/**
 * Follows the supervisor's messages; `onChange` runs on each (e.g. the database probe counts a
 * restart as an outage, so an answer that failed just before it is a 503, not a 500).
 * @param {(state: NonNullable<typeof current>) => void} [onChange]
 */
export function followDatabaseSupervisor(onChange) {
  process.on('message', (message) => {
    if (message?.type !== 'database' || typeof message.state?.state !== 'string') return
    current = message.state
    if (current.state !== 'running') awayAt = Date.now()
    onChange?.(message.state)
  })
}

/** Whether the supervised database is restarting or cannot start, or was a moment ago (the maintenance answer). */
export const databaseAwayBySupervisor = () =>
  (current !== undefined && current.state !== 'running') || Date.now() - awayAt < AWAY_GRACE_MS

/**
 * Answers /api/ready itself while the supervised database is restarting or cannot start.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} whether it answered
 */
export function answerReadyWhileDatabaseAway(req, res) {
  if (!current || current.state === 'running' || !READY.test(req.url ?? '')) return false
  const body = JSON.stringify({
    status: 'unavailable',
    reason: current.state === 'failed' ? 'database cannot start' : 'database restarting',
    database: current,
  })
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

/** The supervised embedded database is away: /api/ready says why. */
export const readyWhileDatabaseAway = {
  name: 'readiness while the database is away',
  run({ req, res }, next) {
    if (!answerReadyWhileDatabaseAway(req, res)) next()
  },
}
