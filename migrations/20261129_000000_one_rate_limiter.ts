import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * One rate limiter (src/lib/rate-limits.mjs): `rate_limits` in the columns rate-limiter-flexible's
 * Postgres store reads and writes (its own CREATE TABLE statement, RateLimiterPostgres.js), made
 * here so the limiter is told the table exists and never runs DDL on a request; an index on
 * `expire` for its sweep of counters that are over. The staff's sign-in counters leave
 * `payload_kv` for it.
 *
 * `site_rate_limits` is split up: its page-view keys, the tracker's one view per client and page
 * in 30 minutes (a dedupe inside the statement that stores the views, not a limit anyone is
 * refused by), become `page_view_counts` with the time each was counted, so no view is counted
 * twice across the deploy; its other counters (windows of at most an hour) are dropped.
 * Hand-written: no Payload collection owns these tables, so `migrate:create` never proposes to
 * change them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "rate_limits" (
      "key" varchar(255) PRIMARY KEY,
      "points" integer NOT NULL DEFAULT 0,
      "expire" bigint
    );
    CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" ("expire");
    DELETE FROM "payload_kv" WHERE "key" LIKE 'staff-sign-in|%';

    CREATE TABLE "page_view_counts" (
      "key" varchar PRIMARY KEY NOT NULL,
      "counted_at" bigint NOT NULL
    );
    CREATE INDEX "page_view_counts_counted_at_idx" ON "page_view_counts" ("counted_at");
    INSERT INTO "page_view_counts" ("key", "counted_at")
      SELECT "key", "window_start" FROM "site_rate_limits" WHERE "key" LIKE 'page-view:%';
    DROP TABLE "site_rate_limits";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "site_rate_limits" (
      "key" varchar PRIMARY KEY NOT NULL,
      "count" integer NOT NULL,
      "window_start" bigint NOT NULL
    );
    CREATE INDEX "site_rate_limits_window_start_idx" ON "site_rate_limits" ("window_start");
    INSERT INTO "site_rate_limits" ("key", "count", "window_start")
      SELECT "key", 1, "counted_at" FROM "page_view_counts";
    DROP TABLE "page_view_counts";
    DROP TABLE "rate_limits";
  `)
}
