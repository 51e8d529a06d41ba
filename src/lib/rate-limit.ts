import 'server-only'
import type { Payload } from 'payload'
import { CONSUME_RATE_LIMIT_SQL, type ConsumeRateLimitRow, RATE_LIMIT_KEPT_MS } from '@/db/site-rate-limits'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A fixed-window limit per key, counted in Postgres so it holds across server processes and
 * restarts, in the site's own `site_rate_limits` table (src/db/site-rate-limits.ts).
 * One statement per check, which also forgets counters older than a day.
 */
export async function consumeRateLimit(
  payload: Payload,
  key: string,
  { max, windowSeconds }: { max: number; windowSeconds: number },
): Promise<RateLimitResult> {
  const now = Date.now()
  const windowMs = windowSeconds * 1000
  // Counters older than RATE_LIMIT_KEPT_MS are forgotten: a longer window would lose its count.
  if (windowMs >= RATE_LIMIT_KEPT_MS) throw new Error(`rate limit window too long for ${key}: ${windowSeconds} s`)
  const { rows } = await payload.db.pool.query<ConsumeRateLimitRow>(CONSUME_RATE_LIMIT_SQL, [
    key,
    now,
    windowMs,
    now - RATE_LIMIT_KEPT_MS,
  ])
  const row = rows[0]
  if (!row || row.count <= max) return { allowed: true }
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000))
  return { allowed: false, retryAfterSeconds }
}

/** "3분 20초" / "45초": how long to wait, as a Korean reader says it. */
export function koreanWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return `${rest}초`
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`
}
