/**
 * The web server's long-lived services, started and stopped here and nowhere else, all on the
 * server's one Postgres pool (`database`, src/server/database.mjs):
 *  - pageViews: the page-view intake behind POST /api/track (src/page-views/intake.mjs), with the
 *    check of which paths are pages, known in memory (src/page-views/served-paths.mjs; under
 *    `npm run dev`, which builds nothing, every path counts);
 *  - databaseProbe: tells "Postgres is down" from a bug when an answer failed (maintenance page);
 *  - cacheListener: expires in this process's Next cache, and in the check's lists of addresses,
 *    the tags any process publishes on the cache channel (src/cache/listener.mjs); the loss
 *    of its connection is the first sign of an outage, reported like a request's (maintenance.mjs);
 *  - rateLimits: the site's rate limiter (src/lib/rate-limits.mjs), for the limits the server
 *    keeps (next/image's encodes, src/server/steps/image-requests.mjs).
 * Without DATABASE_URL (a build check, a test of the server alone) only the page-view writer runs,
 * storing nothing.
 */

import path from 'node:path'
import { startCacheListener } from '../cache/listener.mjs'
import { expireTags } from '../cache/next-cache-handler.mjs'
import { consumeRateLimit } from '../lib/rate-limits.mjs'
import { createPageViewIntake } from '../page-views/intake.mjs'
import { createServedPathCheck, readBuiltPages } from '../page-views/served-paths.mjs'
import { reportDatabaseUnreachable } from './contract.mjs'
import { createServerPool } from './database.mjs'
import { createDatabaseProbe } from './database-probe.mjs'
import { followDatabaseSupervisor } from './database-supervision.mjs'

/**
 * Follows `npm start`'s reports on its embedded database at once, before Next loads: a report
 * before the probe exists finds no failed answer to explain yet.
 */
let noteDatabaseOutage = () => {}
followDatabaseSupervisor(() => noteDatabaseOutage())

/**
 * @param {{ databaseUrl?: string, dir: string, dev: boolean, siteHost: string }} options `dir`: the
 *   site's folder, with the build in .next
 */
export function startServices({ databaseUrl, dir, dev, siteHost }) {
  const database = databaseUrl ? createServerPool(databaseUrl) : undefined
  /** @type {Set<string> | undefined} */
  let builtPages
  const servedPaths = dev
    ? undefined
    : createServedPathCheck({ builtPages: () => (builtPages ??= readBuiltPages(path.join(dir, '.next'))) })
  const pageViews = createPageViewIntake({ pool: database, siteHost, isServed: servedPaths?.isServed })
  const databaseProbe = database ? createDatabaseProbe({ pool: database }) : undefined
  if (databaseProbe) noteDatabaseOutage = databaseProbe.noteOutage
  const expire = async (tags) => {
    servedPaths?.expire(tags)
    await expireTags(tags)
  }
  const cacheListener = database
    ? startCacheListener({ pool: database, expire, onLost: reportDatabaseUnreachable })
    : undefined
  const rateLimits = database
    ? {
        /** @param {import('../lib/rate-limits.mjs').RateLimitName} name @param {string} subject */
        consume: (name, subject) => consumeRateLimit(database, name, subject),
      }
    : undefined
  return {
    database,
    /** Settles once the cache listener's first attempt to listen is over (at once without one). */
    ready: cacheListener?.ready ?? Promise.resolve(),
    pageViews,
    databaseProbe,
    rateLimits,
    /** Stops listening for cache changes at once: no page is rendered any more. */
    stopListening: () => cacheListener?.stop(),
    /** After the requests and the app's drains: the queued page views, then the pool. */
    stop: async () => {
      await Promise.all([pageViews.stop(), cacheListener?.stop()])
      await database?.end().catch(() => {})
    },
  }
}
