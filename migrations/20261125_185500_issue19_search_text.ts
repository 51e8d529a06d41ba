import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { plainTextOf } from '../src/search/plain-text'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "impact_stories" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_text_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_kakao_channel" varchar;`)
  // The site search's ILIKE '%word%' (src/search/where.ts) as trigram index scans: measured in
  // bench/search.md. pg_trgm is a trusted extension (Postgres 13+): a database owner may create it.
  await db.execute(sql`
   CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "news_search_title_trgm" ON "news" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "news_search_summary_trgm" ON "news" USING gin ("summary" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "news_search_text_trgm" ON "news" USING gin ("search_text" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "impact_stories_search_title_trgm" ON "impact_stories" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "impact_stories_search_summary_trgm" ON "impact_stories" USING gin ("summary" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "impact_stories_search_text_trgm" ON "impact_stories" USING gin ("search_text" gin_trgm_ops);`)
  // Posts saved before the field existed get their body's text once, through the adapter (no hooks, no new versions).
  for (const collection of ['news', 'impact-stories'] as const) {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true, req, select: { body: true } })
    for (const doc of docs)
      await payload.db.updateOne({ collection, id: doc.id, data: { searchText: plainTextOf(doc.body) }, req })
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "news_search_title_trgm";
  DROP INDEX IF EXISTS "news_search_summary_trgm";
  DROP INDEX IF EXISTS "impact_stories_search_title_trgm";
  DROP INDEX IF EXISTS "impact_stories_search_summary_trgm";
   ALTER TABLE "news" DROP COLUMN "search_text";
  ALTER TABLE "_news_v" DROP COLUMN "version_search_text";
  ALTER TABLE "impact_stories" DROP COLUMN "search_text";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_search_text";
  ALTER TABLE "site_settings" DROP COLUMN "company_text_phone";
  ALTER TABLE "site_settings" DROP COLUMN "company_kakao_channel";`)
}
