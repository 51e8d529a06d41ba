import { createHmac } from 'node:crypto'

/**
 * Cache invalidation that reaches every server process: CMS hooks publish the expired tags on
 * the Postgres channel below; each web server listens (scripts/lib/cache-listener.mjs) and
 * expires them in its own Next cache through /api/internal/revalidate. This covers edits made
 * through the Local API in scripts and other instances behind a load balancer.
 */
export const CACHE_CHANNEL = 'next_cache_tags'

/** Expire every cached page (used after a seed reset). */
export const ALL_TAGS = '*'

/** Shared secret of the internal revalidation endpoint, derived from PAYLOAD_SECRET. */
export const revalidateSecret = (payloadSecret: string) =>
  createHmac('sha256', payloadSecret).update('next-cache-revalidate').digest('hex')
