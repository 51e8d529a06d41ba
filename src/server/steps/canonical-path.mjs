/**
 * One address per page: a path with `.` or `..` segments (also spelled `%2E`), repeated slashes
 * or backslashes gets a 308 to its canonical form, the pathname a WHATWG URL parser makes of it,
 * as Next resolves it before routing. Every later step (private caching, the hidden prefixes,
 * page views) then sees the path the app serves: `/./user/edu/news` was served as the members'
 * page while a check of the raw string took it for a public one.
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
