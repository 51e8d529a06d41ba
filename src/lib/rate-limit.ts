import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A fixed-window limit per key, counted in Postgres so it holds across server processes and
 * restarts. It shares better-auth's `auth."rateLimit"` table (key, count, window start in
 * `lastRequest`); our keys carry their own prefix, so they never meet better-auth's.
 * One statement per check.
 */
export async function consumeRateLimit(
  payload: Payload,
  key: string,
  { max, windowSeconds }: { max: number; windowSeconds: number },
): Promise<RateLimitResult> {
  const now = Date.now()
  const windowMs = windowSeconds * 1000
  const { rows } = await payload.db.pool.query<{ count: number; lastRequest: string }>(
    `INSERT INTO auth."rateLimit" (id, key, count, "lastRequest") VALUES ($1, $2, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN auth."rateLimit"."lastRequest" <= $3 - $4 THEN 1 ELSE auth."rateLimit".count + 1 END,
       "lastRequest" = CASE WHEN auth."rateLimit"."lastRequest" <= $3 - $4 THEN $3 ELSE auth."rateLimit"."lastRequest" END
     RETURNING count, "lastRequest"`,
    [randomUUID(), key, now, windowMs],
  )
  const row = rows[0]
  if (!row || row.count <= max) return { allowed: true }
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.lastRequest) + windowMs - now) / 1000))
  return { allowed: false, retryAfterSeconds }
}

/** "3분 20초" / "45초": how long to wait, as a Korean reader says it. */
export function koreanWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return `${rest}초`
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`
}
