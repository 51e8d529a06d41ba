/**
 * The site's own fixed-window counters (src/lib/rate-limit.ts): the contact forms, the inquiry
 * lookup and members' notes. The table is the site's, created by
 * migrations/20261125_211000_site_rate_limits.ts; nothing else writes to it, and better-auth keeps
 * its own `auth."rateLimit"` to itself. tests/unit/site-rate-limits.test.ts checks that every column
 * named here exists in that migration.
 *
 * One statement per check: a new key starts at 1; a key whose window (`window_start` + $3 ms) has
 * passed starts again at 1 with a new window; otherwise its count goes up by one.
 * $1 key, $2 now (ms since the epoch), $3 window length (ms).
 */
export const CONSUME_RATE_LIMIT_SQL = `INSERT INTO site_rate_limits (key, count, window_start) VALUES ($1, 1, $2)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN site_rate_limits.window_start <= $2 - $3 THEN 1 ELSE site_rate_limits.count + 1 END,
    window_start = CASE WHEN site_rate_limits.window_start <= $2 - $3 THEN $2 ELSE site_rate_limits.window_start END
  RETURNING count, window_start`

export type ConsumeRateLimitRow = { count: number; window_start: string }
