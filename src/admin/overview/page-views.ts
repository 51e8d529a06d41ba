import type { Payload } from 'payload'
import { PAGE_VIEW_SQL, TOP_PATHS } from '@/db/payload-tables/page-views.mjs'
import { seoulDay, startOfSeoulDay } from '@/lib/seoul-days'

export const PAGE_VIEW_DAYS = 30
export { TOP_PATHS }

type Pool = { query: <T>(text: string, values?: unknown[]) => Promise<{ rows: T[] }> }

/** The last 30 days in Seoul, oldest first, as YYYY-MM-DD. */
export function seoulDays(now: Date): string[] {
  return Array.from({ length: PAGE_VIEW_DAYS }, (_, index) =>
    seoulDay(new Date(now.getTime() - (PAGE_VIEW_DAYS - 1 - index) * 86_400_000)),
  )
}

/**
 * Page views per Seoul day and the most viewed paths since the start of the oldest day shown.
 * Payload's Local API counts but does not group, so these two reads are SQL (read-only, on the
 * table the tracker writes; both statements are in src/db/payload-tables/page-views.mjs). Only real visitors' views are in it: the
 * intake refuses bots, staff (an editor's cookie, the admin's preview), 404s and anything that
 * is not a page of the site. Both use the (created_at, path) index (migration `issue20_overview_indexes`):
 * an index-only scan of the period, never the whole table.
 */
export async function pageViewFigures(payload: Payload, now: Date) {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const days = seoulDays(now)
  const since = startOfSeoulDay(days[0] as string)
  const [perDay, topPaths] = await Promise.all([
    pool.query<{ day: string; views: string }>(PAGE_VIEW_SQL.perSeoulDay, [since]),
    pool.query<{ path: string; views: string }>(PAGE_VIEW_SQL.topPaths, [since]),
  ])
  const byDay = new Map(perDay.rows.map((row) => [row.day, Number(row.views)]))
  return {
    since,
    days: days.map((day) => ({ day, views: byDay.get(day) ?? 0 })),
    topPaths: topPaths.rows.map((row) => ({ path: row.path, views: Number(row.views) })),
  }
}
