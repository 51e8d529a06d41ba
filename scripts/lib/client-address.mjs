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
