/**
 * Addresses the app uses inside that are no address of their own, however spelled
 * (src/lib/loose-path.mjs): /cms/… is where next.config.mjs rewrites the CMS pages, and
 * user/edu/cached/… holds the members' cached copies that src/proxy.ts serves to signed-in members
 * only. A request for either is sent to a path that does not exist (Next's 404).
 */
import { reachesPrefix } from '../../lib/loose-path.mjs'
import { isCachedEduPath } from '../../lib/members-cache-path.mjs'

export const NOT_AN_ADDRESS = '/cms-is-not-an-address'

export const hiddenRoutes = {
  name: 'hidden routes',
  run({ req }, next) {
    const url = req.url ?? '/'
    if (reachesPrefix(url, '/cms') || isCachedEduPath(url)) req.url = NOT_AN_ADDRESS
    next()
  },
}
