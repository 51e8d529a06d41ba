/**
 * Cache invalidation that reaches every server process: CMS hooks publish the expired tags on
 * the Postgres channel below; each web server listens (scripts/lib/cache-listener.mjs) and
 * expires them in its own Next cache through /api/internal/revalidate. This covers edits made
 * through the Local API in scripts and other instances behind a load balancer.
 * Plain JavaScript: the web server's listener loads it without a TypeScript loader.
 */
import { createHmac } from 'node:crypto'

export const CACHE_CHANNEL = 'next_cache_tags'

/** The route (src/app/api/internal/revalidate) through which a server expires its own cache. */
export const REVALIDATE_PATH = '/api/internal/revalidate'

/** Expire every cached page (used after a seed). */
export const ALL_TAGS = '*'

/**
 * Shared secret of the internal revalidation endpoint, derived from PAYLOAD_SECRET.
 * @param {string} payloadSecret
 * @returns {string}
 */
export const revalidateSecret = (payloadSecret) =>
  createHmac('sha256', payloadSecret).update('next-cache-revalidate').digest('hex')
