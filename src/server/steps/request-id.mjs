/**
 * A request id on every answer and log line (the contract's request context), and with JSON logs
 * one access-log line per request.
 */
import { randomUUID } from 'node:crypto'
import { requestContext } from '../contract.mjs'

export const REQUEST_ID_HEADER = 'x-request-id'
/** An id a trusted proxy already gave the request (so its logs and ours join up). */
const FORWARDED_REQUEST_ID = /^[\w.:-]{8,128}$/
/** Probes every few seconds would drown the access log. */
const UNLOGGED_PATHS = new Set(['/api/health', '/api/ready'])

/** The path without its query, and without the token a password-reset link carries in it (members' and staff's). */
export const loggedPath = (url = '/') =>
  url.split('?')[0].replace(/(\/(?:reset-password|admin\/reset)\/)[^/]+/, '$1***')

function logAccess({ req, res, address, accessLog }, started) {
  const path = loggedPath(req.url)
  if (UNLOGGED_PATHS.has(path)) return
  const ms = Math.round((performance.now() - started) * 10) / 10
  const fields = { method: req.method, path, status: res.statusCode, ms, ip: address }
  if (res.statusCode >= 500) accessLog.error(fields, 'request')
  else accessLog.info(fields, 'request')
}

export const requestId = {
  name: 'request id and access log',
  run(exchange, next) {
    const { req, res, trustProxy, accessLog } = exchange
    const started = performance.now()
    const forwardedId = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined
    const id = typeof forwardedId === 'string' && FORWARDED_REQUEST_ID.test(forwardedId) ? forwardedId : randomUUID()
    req.headers[REQUEST_ID_HEADER] = id
    res.setHeader(REQUEST_ID_HEADER, id)
    const context = { requestId: id }
    if (accessLog) res.once('close', () => requestContext.run(context, logAccess, exchange, started))
    requestContext.run(context, next)
  },
}
