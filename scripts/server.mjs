/**
 * The production HTTP server: Next.js (with Payload inside) behind a thin Node `http` layer that
 *  - records the client address from the socket, so a forged X-Forwarded-For can neither dodge
 *    a rate limit nor choose the IP stored on a session (unless TRUSTED_PROXY says a proxy in
 *    front of us sets it),
 *  - refuses what Next would answer with a 500 or read without limit: an undecodable path, a body
 *    over its size limit (scripts/lib/request-guard.mjs), and
 *  - shuts down gracefully on SIGTERM/SIGINT: stop accepting, let requests in flight finish
 *    (bounded), then exit.
 * Plain JavaScript so it starts without a TypeScript loader. Started by scripts/start.ts.
 */
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { startCacheListener } from './lib/cache-listener.mjs'
import { clientAddress } from './lib/client-address.mjs'
import { refuseBadRequest } from './lib/request-guard.mjs'
import { createTracker } from './lib/track.mjs'

const CLIENT_IP_HEADER = 'x-client-ip'
const SHUTDOWN_GRACE_MS = 10_000

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
const trustProxy = process.env.TRUSTED_PROXY === 'true' || process.env.TRUSTED_PROXY === '1'
const dir = path.resolve(import.meta.dirname, '..')

const app = next({ dev, dir, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

// Page views (POST /api/track) are answered here, before Next: see scripts/lib/track.mjs.
const tracker = createTracker({ databaseUrl: process.env.DATABASE_URL })

const server = http.createServer((req, res) => {
  const address = clientAddress(req, trustProxy)
  if (tracker.handle(req, res, address)) return
  if (refuseBadRequest(req, res)) return
  req.headers[CLIENT_IP_HEADER] = address
  req.headers['x-forwarded-for'] = address
  delete req.headers['x-real-ip']
  delete req.headers.forwarded
  // /cms/… is where next.config.mjs rewrites the CMS pages; it is not an address of its own.
  if (req.url?.startsWith('/cms/') || req.url === '/cms') req.url = '/cms-is-not-an-address'
  handle(req, res)
})
server.keepAliveTimeout = 65_000

const cacheListener = process.env.DATABASE_URL
  ? startCacheListener({
      databaseUrl: process.env.DATABASE_URL,
      port,
      payloadSecret: process.env.PAYLOAD_SECRET ?? '',
    })
  : undefined

server.listen(port, hostname, () => {
  process.send?.({ type: 'listening', port })
})

let stopping = false
function shutdown() {
  if (stopping) return
  stopping = true
  void cacheListener?.stop()
  server.close(() => void tracker.stop().finally(() => process.exit(0)))
  server.closeIdleConnections()
  setTimeout(() => {
    server.closeAllConnections()
    process.exit(0)
  }, SHUTDOWN_GRACE_MS).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
