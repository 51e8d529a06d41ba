/**
 * The production HTTP server: Next.js (with Payload inside) behind a thin Node `http` layer that
 *  - records the client address from the socket, so a forged X-Forwarded-For can neither dodge
 *    a rate limit nor choose the IP stored on a session (unless TRUSTED_PROXY says a proxy in
 *    front of us sets it),
 *  - refuses what Next would answer with a 500 or read without limit: an undecodable path, a body
 *    over its size limit (scripts/lib/request-guard.mjs); a server action call that fails inside
 *    Next is the caller's bad request (scripts/lib/action-failures.mjs),
 *  - answers 503 with a Korean maintenance page instead of Next's 500 while Postgres is down
 *    (scripts/lib/maintenance.mjs; pages served from the cache keep answering 200), and while
 *    `npm start` restarts its embedded Postgres, /api/ready with the reason
 *    (scripts/lib/database-supervision.mjs),
 *  - sends a path with `.` segments or repeated slashes to its canonical form (308), so every
 *    check below sees the path the app serves (scripts/lib/canonical-path.mjs),
 *  - marks every answer under /user/ and every /api answer that does not say otherwise private
 *    (scripts/lib/private-caching.mjs),
 *  - sends each HTML page with a fresh script nonce (scripts/lib/script-nonces.mjs), compressing
 *    after that (so Next's own compression is off in next.config.mjs),
 *  - gives every request an id (X-Request-Id, on every log line written while it runs) and writes
 *    one access-log line per request when logs are JSON (src/lib/logging.mjs), and
 *  - shuts down gracefully on SIGTERM/SIGINT: stop accepting, let requests in flight finish,
 *    then the job runner's running tick and mails being sent (src/lib/shutdown.mjs), then the
 *    queued page views, all within a bound, then exit.
 * Plain JavaScript so it starts without a TypeScript loader. Started by scripts/start.ts.
 */
import './lib/json-console.mjs'
import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import compression from 'next/dist/compiled/compression/index.js'
import { REVALIDATE_PATH } from '../src/lib/cache-broadcast.mjs'
import { jsonLogs, requestContext, writeLogLine } from '../src/lib/logging.mjs'
import { reachesPrefix } from '../src/lib/loose-path.mjs'
import { isCachedEduPath } from '../src/lib/members-cache-path.mjs'
import { runShutdownDrains } from '../src/lib/shutdown.mjs'
import { answerActionFailuresAsBadRequest } from './lib/action-failures.mjs'
import { startFromBuiltNextConfig } from './lib/built-next-config.mjs'
import { startCacheListener } from './lib/cache-listener.mjs'
import { redirectToCanonical } from './lib/canonical-path.mjs'
import { clientAddress } from './lib/client-address.mjs'
import { createDatabaseProbe } from './lib/database-probe.mjs'
import { answerReadyWhileDatabaseAway, followDatabaseSupervisor } from './lib/database-supervision.mjs'
import { answerNextRefusalsInKorean } from './lib/korean-plain-answers.mjs'
import { watchForDatabaseOutage } from './lib/maintenance.mjs'
import { keepPrivate } from './lib/private-caching.mjs'
import { refuseBadRequest } from './lib/request-guard.mjs'
import { addScriptNonces } from './lib/script-nonces.mjs'
import { createServedPathCheck, loopbackHead } from './lib/served-paths.mjs'
import { createTracker } from './lib/track.mjs'

const CLIENT_IP_HEADER = 'x-client-ip'
const REQUEST_ID_HEADER = 'x-request-id'
/** An id a trusted proxy already gave the request (so its logs and ours join up). */
const FORWARDED_REQUEST_ID = /^[\w.:-]{8,128}$/
/** Probes every few seconds would drown the access log. */
const UNLOGGED_PATHS = new Set(['/api/health', '/api/ready'])
const SHUTDOWN_GRACE_MS = 10_000

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
const trustProxy = process.env.TRUSTED_PROXY === 'true' || process.env.TRUSTED_PROXY === '1'
const accessLog = jsonLogs() && process.env.ACCESS_LOG !== 'false'
const dir = path.resolve(import.meta.dirname, '..')

// First, before Next loads: `npm start` may report the database's state at once.
// The probe is created below; a report before that finds no failed answer to explain yet.
let noteDatabaseOutage = () => {}
followDatabaseSupervisor(() => noteDatabaseOutage())

const compress = compression()
// In production Next starts from the config its build recorded, as its standalone server.js does.
if (!dev) startFromBuiltNextConfig(dir)
const app = next({ dev, dir, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

// Page views (POST /api/track) are answered here, before Next: see scripts/lib/track.mjs.
// Views count only for pages the site serves, which the site itself is asked (scripts/lib/served-paths.mjs).
const siteHost = process.env.SITE_URL ? new URL(process.env.SITE_URL).host : `localhost:${port}`
const tracker = createTracker({
  databaseUrl: process.env.DATABASE_URL,
  isServed: createServedPathCheck({ head: loopbackHead({ port, host: hostname, siteHost }) }),
})
const databaseProbe = process.env.DATABASE_URL
  ? createDatabaseProbe({ databaseUrl: process.env.DATABASE_URL })
  : undefined
if (databaseProbe) noteDatabaseOutage = databaseProbe.noteOutage

/** The path without its query, and without the token a password-reset link carries in it (members' and staff's). */
const loggedPath = (url = '/') => url.split('?')[0].replace(/(\/(?:reset-password|admin\/reset)\/)[^/]+/, '$1***')

function logAccess(req, res, address, started) {
  const path = loggedPath(req.url)
  if (UNLOGGED_PATHS.has(path)) return
  const ms = Math.round((performance.now() - started) * 10) / 10
  const level = res.statusCode >= 500 ? 50 : 30
  writeLogLine(level, 'request', { method: req.method, path, status: res.statusCode, ms, ip: address })
}

function onRequest(req, res) {
  const started = performance.now()
  const address = clientAddress(req, trustProxy)
  const forwardedId = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined
  const requestId =
    typeof forwardedId === 'string' && FORWARDED_REQUEST_ID.test(forwardedId) ? forwardedId : randomUUID()
  req.headers[REQUEST_ID_HEADER] = requestId
  res.setHeader(REQUEST_ID_HEADER, requestId)
  if (accessLog) res.once('close', () => requestContext.run({ requestId }, logAccess, req, res, address, started))
  requestContext.run({ requestId }, serve, req, res, address)
}
const server = http.createServer(onRequest)

function serve(req, res, address) {
  if (tracker.handle(req, res, address)) return
  if (refuseBadRequest(req, res)) return
  req.headers[CLIENT_IP_HEADER] = address
  req.headers['x-forwarded-for'] = address
  delete req.headers['x-real-ip']
  delete req.headers.forwarded
  // From here on every step sees the path the app serves (`/./user` → 308 `/user`).
  if (redirectToCanonical(req, res)) return
  // The supervised embedded database is away: /api/ready says why (scripts/lib/database-supervision.mjs).
  if (answerReadyWhileDatabaseAway(req, res)) return
  // /cms/… is where next.config.mjs rewrites the CMS pages; it is not an address of its own, nor
  // is user/edu/cached/… (src/proxy.ts serves those copies to signed-in members only): however spelled.
  if (reachesPrefix(req.url ?? '/', '/cms') || isCachedEduPath(req.url ?? '/')) req.url = '/cms-is-not-an-address'
  // Before the wrappers below, so that whatever they send passes through it.
  keepPrivate(req, res)
  // Wrapped innermost first: Next's bytes → the maintenance check → a failed action call's 400 →
  // Next's plain-text refusals in Korean → script nonces → compression.
  compress(req, res, () => {})
  // Development keeps Next's own script handling (its hot reload evaluates code).
  if (!dev) addScriptNonces(res)
  answerNextRefusalsInKorean(req, res)
  answerActionFailuresAsBadRequest(req, res)
  if (databaseProbe) watchForDatabaseOutage(req, res, databaseProbe.isDown)
  handle(req, res)
}
server.keepAliveTimeout = 65_000

/**
 * Under scripts/cluster.mjs the copies share the public port, so a request to it may reach another
 * copy: each copy's cache listener calls its own, on a loopback port no other copy shares.
 */
async function listenForOwnRevalidation() {
  const internal = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === REVALIDATE_PATH) return onRequest(req, res)
    res.writeHead(404).end()
  })
  await new Promise((resolve) => internal.listen({ host: '127.0.0.1', port: 0, exclusive: true }, resolve))
  return internal
}
const internalServer = cluster.isWorker && process.env.DATABASE_URL ? await listenForOwnRevalidation() : undefined

const cacheListener = process.env.DATABASE_URL
  ? startCacheListener({
      databaseUrl: process.env.DATABASE_URL,
      port: internalServer?.address().port ?? port,
      payloadSecret: process.env.PAYLOAD_SECRET ?? '',
    })
  : undefined

server.listen(port, hostname, () => {
  void cacheListener?.warmUp()
  // Under npm start the parent prints the banner; in the production image nobody else does.
  if (process.send) process.send({ type: 'listening', port })
  else console.log(`사이트가 ${process.env.SITE_URL ?? `http://${hostname}:${port}`} 에서 실행 중입니다.`)
})

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  setTimeout(() => {
    console.error('[shutdown] 제한 시간 안에 끝나지 않은 작업을 중단하고 종료합니다.')
    server.closeAllConnections()
    process.exit(1)
  }, SHUTDOWN_GRACE_MS).unref()
  void cacheListener?.stop()
  internalServer?.close()
  const requestsDone = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  await requestsDone
  // After the requests: one of them may have just queued a mail.
  await runShutdownDrains()
  await Promise.all([tracker.stop(), databaseProbe?.stop()])
  process.exit(0)
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
