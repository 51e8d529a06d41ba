import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An index on `site_rate_limits.window_start`, for the limiter's statement that also forgets
 * counters whose window began over a day ago (src/db/site-rate-limits.mjs): their keys hold
 * visitors' IP addresses, kept no longer than the limits need them. Hand-written, like the table's
 * own migration (no Payload collection owns it).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "site_rate_limits_window_start_idx" ON "site_rate_limits" ("window_start");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "site_rate_limits_window_start_idx";
  `)
}
