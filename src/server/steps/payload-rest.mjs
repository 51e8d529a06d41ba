import { NOT_FOUND, payloadErrorBody, payloadRestSegments, refusalByHead } from '../../lib/payload-rest-input.mjs'
import { holdWhole, interceptResponse } from '../intercept.mjs'
import { refuse } from './request-limits.mjs'

const EMPTY = Buffer.alloc(0)
/** Payload's English answer for an address it has no endpoint for. */
const ROUTE_NOT_FOUND = 'Route not found'

/**
 * Payload's REST API (src/lib/payload-rest-input.mjs): refuses what the address and headers show
 * Payload would fail on with a 500, before Next reads the body; and answers in Korean, 404, where
 * Payload answers 501 (a collection it keeps to itself, like `payload-migrations`) or 404 "Route
 * not found" in English. Payload's generated route stays as Payload writes it (docs/adr/0046).
 */
export const payloadRest = {
  name: "Payload's REST refusals",
  run({ req, res }, next) {
    const url = req.url ?? '/'
    const segments = payloadRestSegments(url)
    if (!segments) return next()
    const method = (req.method ?? 'GET').toUpperCase()
    const header = (name) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    const refused = refusalByHead(method, url, segments, header)
    // In Payload's error shape, `{ errors: [{ message }] }`, before the body is read.
    if (refused) return refuse(req, res, refused.status, refused.message, payloadErrorBody(refused.message))
    interceptResponse(res, (status) => {
      if (status === 501) return koreanNotFound(req, res)
      if (status !== 404 || !String(res.getHeader('content-type') ?? '').startsWith('application/json')) return
      return holdWhole((body) =>
        parseMessage(body)?.startsWith(ROUTE_NOT_FOUND) ? koreanNotFound(req, res).end() : body,
      )
    })
    next()
  },
}

/** @returns {string | undefined} the `message` of a JSON body */
function parseMessage(body) {
  try {
    const message = JSON.parse(body.toString('utf8'))?.message
    return typeof message === 'string' ? message : undefined
  } catch {
    return undefined
  }
}

/** Replaces the answer with a Korean 404 in Payload's error shape. */
function koreanNotFound(req, res) {
  const body = Buffer.from(payloadErrorBody(NOT_FOUND))
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('content-length', body.length)
  return { status: 404, chunk: () => EMPTY, end: () => (req.method === 'HEAD' ? undefined : body) }
}
