/**
 * The server's long-lived services on its one pool (database.mjs): page-view intake with the
 * in-memory check of served paths, the database probe, the cache listener and the rate limiter.
 * Without DATABASE_URL only the page-view writer runs, storing nothing.
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
