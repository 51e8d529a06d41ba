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
  // Posts saved before the field existed get their body's text once, through the adapter (no hooks, no new versions).
  for (const collection of ['news', 'impact-stories'] as const) {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true, req, select: { body: true } })
    for (const doc of docs)
      await payload.db.updateOne({ collection, id: doc.id, data: { searchText: plainTextOf(doc.body) }, req })
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP COLUMN "search_text";
  ALTER TABLE "_news_v" DROP COLUMN "version_search_text";
  ALTER TABLE "impact_stories" DROP COLUMN "search_text";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_search_text";
  ALTER TABLE "site_settings" DROP COLUMN "company_text_phone";
  ALTER TABLE "site_settings" DROP COLUMN "company_kakao_channel";`)
}
