/**
 * The site's one rate limiter: fixed-window counters per key, counted in Postgres so they hold
 * across server processes and restarts. The app uses it through src/lib/rate-limit.ts (the contact
 * forms, the inquiry lookup, members' notes), the web server directly (next/image's encodes,
 * src/server/steps/image-requests.mjs); plain JavaScript, as the server runs without a TypeScript
 * loader. The table is the site's, created by migrations/20261125_211000_site_rate_limits.ts;
 * nothing else writes to it, and better-auth keeps its own `auth."rateLimit"` to itself. tests/unit/site-rate-limits.test.ts checks that every column
 * named here exists in that migration.
 *
 * One statement per check: a new key starts at 1; a key whose window (`window_start` + $3 ms) has
 * passed starts again at 1 with a new window; otherwise its count goes up by one.
 * The same statement forgets up to 100 other counters whose window began before $4 (a day ago,
 * RATE_LIMIT_KEPT_MS; every limit's window is shorter, so such a counter would start again at 1
 * anyway). Their keys hold visitors' IP addresses: kept no longer than the limits need them.
 * SKIP LOCKED: two checks at once never wait on each other's forgetting.
 * $1 key, $2 now (ms since the epoch), $3 window length (ms), $4 forget before (ms).
 */
export const CONSUME_RATE_LIMIT_SQL = `WITH forgotten AS (
    DELETE FROM site_rate_limits WHERE key IN (
      SELECT key FROM site_rate_limits WHERE window_start < $4 AND key <> $1 LIMIT 100 FOR UPDATE SKIP LOCKED
    )
  )
  INSERT INTO site_rate_limits (key, count, window_start) VALUES ($1, 1, $2)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN site_rate_limits.window_start <= $2 - $3 THEN 1 ELSE site_rate_limits.count + 1 END,
    window_start = CASE WHEN site_rate_limits.window_start <= $2 - $3 THEN $2 ELSE site_rate_limits.window_start END
  RETURNING count, window_start`

/** How long a counter is kept after its window began; every limit's window must be shorter. */
export const RATE_LIMIT_KEPT_MS = 24 * 60 * 60 * 1000

/**
 * Counts one use of `key` and says whether it is within `max` per `windowSeconds`.
 * @param {{ query: (sql: string, values: unknown[]) => Promise<{ rows: { count: number, window_start: string }[] }> }} pool
 * @param {string} key
 * @param {{ max: number, windowSeconds: number }} limit
 * @returns {Promise<{ allowed: true } | { allowed: false, retryAfterSeconds: number }>}
 */
export async function consumeSiteRateLimit(pool, key, { max, windowSeconds }) {
  const now = Date.now()
  const windowMs = windowSeconds * 1000
  // Counters older than RATE_LIMIT_KEPT_MS are forgotten: a longer window would lose its count.
  if (windowMs >= RATE_LIMIT_KEPT_MS) throw new Error(`rate limit window too long for ${key}: ${windowSeconds} s`)
  const { rows } = await pool.query(CONSUME_RATE_LIMIT_SQL, [key, now, windowMs, now - RATE_LIMIT_KEPT_MS])
  const row = rows[0]
  if (!row || row.count <= max) return { allowed: true }
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000))
  return { allowed: false, retryAfterSeconds }
}

/**
 * "3분 20초" / "45초": how long to wait, as a Korean reader says it (the refusals' Retry-After).
 * @param {number} seconds
 */
export function koreanWait(seconds) {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return `${rest}초`
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`
}
