import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 20, at real scale (docs/adr/0045-real-scale.md): news and stories by audience,
 * status and date (the public lists, their counts, previous/next), and inquiries by kind and date
 * (the admin list's filter; status and date came with the overview's migration).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "audience__status_publishedAt_idx" ON "news" USING btree ("audience","_status","published_at");
  CREATE INDEX "version_audience_version__status_version_publishedAt_idx" ON "_news_v" USING btree ("version_audience","version__status","version_published_at");
  CREATE INDEX "audience__status_publishedAt_1_idx" ON "impact_stories" USING btree ("audience","_status","published_at");
  CREATE INDEX "version_audience_version__status_version_publishedAt_1_idx" ON "_impact_stories_v" USING btree ("version_audience","version__status","version_published_at");
  CREATE INDEX "kind_createdAt_idx" ON "inquiries" USING btree ("kind","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "audience__status_publishedAt_idx";
  DROP INDEX "version_audience_version__status_version_publishedAt_idx";
  DROP INDEX "audience__status_publishedAt_1_idx";
  DROP INDEX "version_audience_version__status_version_publishedAt_1_idx";
  DROP INDEX "kind_createdAt_idx";`)
}
