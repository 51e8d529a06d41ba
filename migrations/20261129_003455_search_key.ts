import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { searchKeyOf } from '../src/search/search-key'

/**
 * The site search's key (src/search/search-key.ts) on pages and posts, and the key of every
 * document already there, written through the adapter: no hooks, no new versions. The same
 * texts as the collections' hooks read.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "search_key" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_search_key" varchar;
  ALTER TABLE "news" ADD COLUMN "search_key" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_search_key" varchar;
  ALTER TABLE "impact_stories" ADD COLUMN "search_key" varchar;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_search_key" varchar;`)

  const pages = await payload.find({
    collection: 'pages',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { title: true, hero: { heading: true, body: true }, meta: { description: true } },
  })
  for (const page of pages.docs) {
    const title = [page.title, page.hero?.heading]
    const searchKey = searchKeyOf([...title, page.hero?.body, page.meta?.description], title)
    await payload.db.updateOne({ collection: 'pages', id: page.id, data: { searchKey }, req })
  }
  for (const collection of ['news', 'impact-stories'] as const) {
    const posts = await payload.find({
      collection,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { title: true, summary: true, searchText: true },
    })
    for (const post of posts.docs) {
      const searchKey = searchKeyOf([post.title, post.summary, post.searchText], [post.title, post.summary])
      await payload.db.updateOne({ collection, id: post.id, data: { searchKey }, req })
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "search_key";
  ALTER TABLE "_pages_v" DROP COLUMN "version_search_key";
  ALTER TABLE "news" DROP COLUMN "search_key";
  ALTER TABLE "_news_v" DROP COLUMN "version_search_key";
  ALTER TABLE "impact_stories" DROP COLUMN "search_key";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_search_key";`)
}
