/**
 * Which answers a shared cache (a proxy or CDN in front) must never keep, decided on the path
 * however it is spelled (src/lib/loose-path.mjs), never on the raw string:
 *  - the members' area (/user/…) always, whatever Next says: its education pages may be answered
 *    from Next's page cache (src/proxy.ts), which labels them `s-maxage`;
 *  - every /api answer whose route does not say otherwise: Payload's REST answers depend on the
 *    editor's cookie (drafts, inquiries, the outbox, pitch-deck files), better-auth's on the
 *    member's (list-sessions, list-accounts). Public uploads (/api/media/file/…) are the same for
 *    everyone and stay cacheable.
 */
import { reachesPrefix } from '../../src/lib/loose-path.mjs'

export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * @param {string} url the request target
 * @returns {'always' | 'unless-set' | undefined} when the answer is made private
 */
export function privacyOf(url) {
  if (reachesPrefix(url, '/user')) return 'always'
  if (reachesPrefix(url, '/api') && !reachesPrefix(url, '/api/media/file')) return 'unless-set'
  return undefined
}

/**
 * Node sends even implicit headers through `writeHead`, so this sees every answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function keepPrivate(req, res) {
  const privacy = privacyOf(req.url ?? '/')
  if (!privacy) return
  const { writeHead } = res
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((argument) => argument && typeof argument === 'object')
    const names = headers && !Array.isArray(headers) ? Object.keys(headers) : []
    const given = names.find((name) => name.toLowerCase() === 'cache-control')
    if (privacy === 'always') {
      if (given) delete headers[given]
      this.setHeader('cache-control', PRIVATE_CACHE_CONTROL)
    } else if (!given && !this.hasHeader('cache-control')) {
      this.setHeader('cache-control', PRIVATE_CACHE_CONTROL)
    }
    return writeHead.call(this, status, ...rest)
  }
}
