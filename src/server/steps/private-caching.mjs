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
import { reachesPrefix } from '../../lib/loose-path.mjs'
import { interceptResponse } from '../intercept.mjs'

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

/** Marks the answer private where `privacyOf` says so, however Next sent its headers. */
export const privateCaching = {
  name: 'private caching',
  run({ req, res }, next) {
    const privacy = privacyOf(req.url ?? '/')
    if (privacy) {
      interceptResponse(res, () => {
        if (privacy === 'always' || !res.hasHeader('cache-control'))
          res.setHeader('cache-control', PRIVATE_CACHE_CONTROL)
      })
    }
    next()
  },
}
