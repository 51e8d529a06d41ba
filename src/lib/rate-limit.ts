import 'server-only'
import type { Payload } from 'payload'
import { consumeSiteRateLimit, koreanWait } from '@/db/site-rate-limits.mjs'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A fixed-window limit per key, counted in Postgres so it holds across server processes and
 * restarts, in the site's own `site_rate_limits` table (src/db/site-rate-limits.mjs).
 * One statement per check, which also forgets counters older than a day.
 */
export async function consumeRateLimit(
  payload: Payload,
  key: string,
  limit: { max: number; windowSeconds: number },
): Promise<RateLimitResult> {
  return consumeSiteRateLimit(payload.db.pool, key, limit)
}

export { koreanWait }
