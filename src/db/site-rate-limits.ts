/**
 * The site's own fixed-window counters (src/lib/rate-limit.ts): the contact forms, the inquiry
 * lookup and members' notes. The table is the site's, created by
 * migrations/20261125_211000_site_rate_limits.ts; nothing else writes to it, and better-auth keeps
 * its own `auth."rateLimit"` to itself. tests/unit/site-rate-limits.test.ts checks that every column
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

export type ConsumeRateLimitRow = { count: number; window_start: string }
