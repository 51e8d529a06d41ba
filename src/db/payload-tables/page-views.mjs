/**
 * Every statement on Payload's `page_views` table (src/admin/overview/PageViews.ts): the tracker's
 * group commit (src/page-views/intake.mjs), the scale seed's generated views (src/seed/scale.ts) and
 * the admin overview's two figures (src/admin/overview/page-views.ts). Plain JavaScript: the
 * tracker runs in the HTTP server, before Next. page-views.test.ts checks each statement against
 * Payload's schema as derived from the config.
 */

/** Session ids of generated views start with this (a UUID's shape, a version no browser sends). */
export const GENERATED_SESSION_PREFIX = '00000000-5ca1-'

/** Top paths shown by the overview. */
export const TOP_PATHS = 10

/**
 * How long the tracker's count keys are kept after they were counted: a day, far past the window;
 * the keys hold clients' addresses.
 */
export const COUNT_KEPT_MS = 24 * 60 * 60 * 1000

/**
 * The key under which a client's view of a page is counted in `page_view_counts`.
 * @param {string} client the client's address
 * @param {string} path the counted path
 */
export const countKey = (client, path) => `page-view:${client} ${path}`

export const PAGE_VIEW_SQL = {
  /**
   * The daily destruction of views past their period (src/privacy/retention/destroy.ts): up to $2
   * of those made before $1, oldest first; called again until none is left, so no statement holds
   * the table for long.
   */
  destroyBefore: `DELETE FROM page_views WHERE id IN (
    SELECT id FROM page_views WHERE created_at < $1 ORDER BY id LIMIT $2
  )`,

  /**
   * The tracker's group: one element of the six arrays per event ($1 path … $5 device class, $6
   * its count key). A view is stored only if its count key is new in `page_view_counts`, or was
   * counted a window ago ($7 now, $8 window length, both ms): one stored view per client and page
   * in the window, however many the group or other servers' groups carry (ON CONFLICT takes the
   * key's row lock). A dedupe, not a rate limit: the client's answer is the same either way, and
   * one statement per group (not a limiter's call per event) is what the intake's rate rests on.
   * The same statement forgets up to 1000 keys counted before $9 (a day ago), so keys are
   * forgotten as fast as views make them.
   */
  insertGroup: `WITH input AS (
    SELECT DISTINCT ON (count_key) path, path_from, referrer, session_id, device_class, count_key
    FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::enum_page_views_device_class[], $6::varchar[])
      AS given (path, path_from, referrer, session_id, device_class, count_key)
  ), forgotten AS (
    DELETE FROM page_view_counts WHERE key IN (
      SELECT key FROM page_view_counts WHERE counted_at < $9 AND NOT (key = ANY ($6::varchar[]))
      LIMIT 1000 FOR UPDATE SKIP LOCKED
    )
  ), counted AS (
    INSERT INTO page_view_counts (key, counted_at) SELECT count_key, $7 FROM input ORDER BY count_key
    ON CONFLICT (key) DO UPDATE SET counted_at = excluded.counted_at
      WHERE page_view_counts.counted_at <= excluded.counted_at - $8
    RETURNING key
  )
  INSERT INTO page_views (path, path_from, referrer, session_id, device_class)
  SELECT path, path_from, referrer, session_id, device_class FROM input JOIN counted ON counted.key = input.count_key`,

  /**
   * The scale seed's views: $1 count rows spread over the last $4 days, on the paths $2
   * (weighted towards the first ones, as real traffic is), a session per five views, mostly
   * mobile; $3 numbers them on from an earlier chunk.
   */
  insertGenerated: `INSERT INTO page_views (path, path_from, referrer, session_id, device_class, created_at, updated_at)
     SELECT v.path, CASE WHEN g % 3 = 0 THEN '' ELSE ($2::varchar[])[1 + (g * 7) % array_length($2::varchar[], 1)] END,
            CASE WHEN g % 4 = 0 THEN 'https://search.naver.com' WHEN g % 9 = 0 THEN 'https://www.google.com' END,
            '${GENERATED_SESSION_PREFIX}4000-8000-' || lpad(to_hex(g / 5), 12, '0'),
            (CASE WHEN g % 10 < 6 THEN 'mobile' WHEN g % 10 < 9 THEN 'desktop' ELSE 'tablet' END)::enum_page_views_device_class,
            v.at, v.at
     FROM (SELECT g, ($2::varchar[])[1 + floor(power(random(), 2) * array_length($2::varchar[], 1))::int] AS path,
                  now() - random() * make_interval(days => $4::int) AS at
           FROM generate_series($3::int + 1, $3::int + $1::int) AS g) AS v`,

  /** Generated views already stored ($1 the session id pattern). */
  generatedCount: `SELECT count(*) AS count FROM page_views WHERE session_id LIKE $1`,

  /**
   * Views per Seoul day since $1. ::date, not to_char(): half the time per row (measured). Uses
   * the (created_at, path) index (migration `issue20_overview_indexes`): an index-only scan of the period.
   */
  perSeoulDay: `SELECT (created_at AT TIME ZONE 'Asia/Seoul')::date::text AS day, count(*) AS views
       FROM page_views WHERE created_at >= $1 GROUP BY (created_at AT TIME ZONE 'Asia/Seoul')::date`,

  /** The most viewed paths since $1, the query string left out. */
  topPaths: `SELECT split_part(path, '?', 1) AS path, count(*) AS views
       FROM page_views WHERE created_at >= $1 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_PATHS}`,
}

/**
 * The scale seed's page views (npm run seed -- --scale), set-based, in one statement; the caller
 * splits a large count into chunks to report progress.
 * @param {{ query: (text: string, values: unknown[]) => Promise<unknown> }} db
 * @param {{ count: number, paths: string[], days: number, offset?: number }} options
 */
export async function insertGeneratedPageViews(db, { count, paths, days, offset = 0 }) {
  await db.query(PAGE_VIEW_SQL.insertGenerated, [count, paths, offset, days])
}
