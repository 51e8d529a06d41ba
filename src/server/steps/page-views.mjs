/**
 * POST /api/track, answered before Next: a route handler tops out at 800–1,000 requests/s on two
 * cores, this path at 10,000 or more (ADR 0024). What counts: src/page-views/intake.mjs.
 */
import { refuse } from './request-limits.mjs'

const TRACK_PATH = '/api/track'
const MAX_BODY_BYTES = 8 * 1024

/** @param {import('node:http').ServerResponse} res */
function send(res, status, headers = {}) {
  if (res.headersSent) return
  res.writeHead(status, { 'cache-control': 'no-store', 'content-length': 0, ...headers })
  res.end()
}

/** The body up to MAX_BODY_BYTES; undefined once a 413 is sent or the request broke off. */
function readBody(req, res) {
  return new Promise((resolve) => {
    const chunks = []
    let size = 0
    let done = false
    const finish = (body) => {
      if (done) return
      done = true
      resolve(body)
    }
    req.on('data', (chunk) => {
      if (done) return
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        refuse(req, res, 413)
        return finish(undefined)
      }
      chunks.push(chunk)
    })
    req.on('end', () => finish(Buffer.concat(chunks)))
    req.on('error', () => finish(undefined))
    req.on('close', () => finish(undefined))
  })
}

/** @param {import('../pipeline.mjs').Exchange} exchange */
async function intake({ req, res, address, services }) {
  try {
    const body = await readBody(req, res)
    if (body) send(res, await services.pageViews.accept({ body, headers: req.headers, client: address }))
  } catch (error) {
    console.error(`[track] ${error instanceof Error ? error.message : error}`)
    send(res, 500)
  }
}

export const pageViewIntake = {
  name: 'page-view intake',
  run(exchange, next) {
    const { req, res } = exchange
    const url = req.url ?? ''
    if (url !== TRACK_PATH && !url.startsWith(`${TRACK_PATH}?`)) return next()
    if (req.method !== 'POST') {
      req.resume()
      return send(res, 405, { allow: 'POST' })
    }
    // Browsers say where a request comes from: another site's page may not write our statistics
    // (a text/plain POST would need no CORS preflight). Tools that send no such header pass.
    const site = req.headers['sec-fetch-site']
    if (site === 'cross-site' || site === 'same-site') {
      req.resume()
      return send(res, 403)
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return refuse(req, res, 413)
    void intake(exchange)
  },
}
