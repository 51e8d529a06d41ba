import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site's own rate-limit counters (issue 21, item 2: nothing writes into better-auth's tables).
 * Hand-written: no Payload collection owns this table, so Payload's snapshot does not list it and
 * `migrate:create` never proposes to change it. Written only by src/lib/rate-limit.ts
 * (src/db/site-rate-limits.mjs); tests/unit/site-rate-limits.test.ts compares its columns with that SQL.
 *
 * The counters the site kept until now in better-auth's `auth."rateLimit"` (its own prefixed keys,
 * windows of at most ten minutes) are left there untouched: better-auth never reads them, and this
 * project writes into another library's table through no migration either.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "site_rate_limits" (
      "key" varchar PRIMARY KEY NOT NULL,
      "count" integer NOT NULL,
      "window_start" bigint NOT NULL
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "site_rate_limits";
  `)
}
