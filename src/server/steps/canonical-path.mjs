/**
 * One address per page: dot segments (any spelling), `//` and `\` get a 308 to the path Next
 * routes to, so later steps see what the app serves (`/./user` once passed as public).
 */
const BASE = 'http://site.invalid'

/**
 * @param {string} target the request target as received (path and query, or an absolute URL)
 * @returns {string | undefined} where to send the client, or nothing when the path is canonical
 */
export function canonicalTarget(target) {
  // A proxy's absolute form (`GET http://host/path`) is judged by its path.
  const authority = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(target)?.[0] ?? ''
  const url = target.slice(authority.length)
  if (!url.startsWith('/')) return undefined
  const queryAt = url.indexOf('?')
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt)
  if (!/[\\/]\.|%2e|\/\/|\\/i.test(rawPath)) return undefined
  let parsed
  try {
    parsed = new URL(url, BASE)
  } catch {
    return '/'
  }
  // `/\host` and `//host` parse as another host: their path still counts, never the host.
  const path =
    parsed.origin === BASE ? parsed.pathname : `/${url.replace(/^[\\/]+/, '')}`.split('?', 1)[0].replace(/\\/g, '/')
  const canonical = path.replace(/\/{2,}/g, '/')
  if (canonical === rawPath) return undefined
  const query =
    parsed.origin === BASE ? parsed.search : queryAt < 0 ? '' : new URL(`/${url.slice(queryAt)}`, BASE).search
  return canonical + query
}

/**
 * Answers 308 with the canonical address when the request's path is not canonical.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} whether the request was answered
 */
export function redirectToCanonical(req, res) {
  const target = canonicalTarget(req.url ?? '/')
  if (target === undefined) return false
  res.writeHead(308, { location: target, 'cache-control': 'no-store', 'content-length': 0 })
  res.end()
  req.resume()
  return true
}

/** From here on every step sees the path the app serves (`/./user` → 308 `/user`). */
export const canonicalPath = {
  name: 'canonical path',
  run({ req, res }, next) {
    if (!redirectToCanonical(req, res)) next()
  },
}
