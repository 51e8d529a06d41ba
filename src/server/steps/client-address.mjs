import { CLIENT_IP_HEADER } from '../contract.mjs'

/**
 * The address a request really came from. Without a trusted proxy, only the socket tells the
 * truth: any X-Forwarded-For a client sends is ignored. Behind a trusted proxy (TRUSTED_PROXY),
 * the client is the last address that proxy appended.
 *
 * @param {{ headers: Record<string, string | string[] | undefined>, socket: { remoteAddress?: string } }} req
 * @param {boolean} trustProxy
 * @returns {string}
 */
export function clientAddress(req, trustProxy) {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for']
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const last = forwarded.at(-1)
    if (last) return last
  }
  return req.socket.remoteAddress ?? ''
}

/**
 * Records the client's address for every later step and for the app: CLIENT_IP_HEADER and
 * X-Forwarded-For carry it, and the other headers a client could name an address in are dropped.
 */
export const clientAddressStep = {
  name: 'client address',
  run(exchange, next) {
    const { req, trustProxy } = exchange
    const address = clientAddress(req, trustProxy)
    exchange.address = address
    req.headers[CLIENT_IP_HEADER] = address
    req.headers['x-forwarded-for'] = address
    delete req.headers['x-real-ip']
    delete req.headers.forwarded
    next()
  },
}
