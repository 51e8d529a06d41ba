import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The seeded My Menu entry 교육 프로그램 pointed at 교육 뉴스 (`/user/edu/news`); it now opens the page
 * headed 교육 프로그램 (`/user/edu`). Only the entry as seeded moves: one staff renamed or pointed
 * elsewhere is theirs.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "site_settings_my_menu" SET "route" = '/user/edu'
   WHERE "label" = '교육 프로그램' AND "kind" = 'route' AND "route" = '/user/edu/news';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "site_settings_my_menu" SET "route" = '/user/edu/news'
   WHERE "label" = '교육 프로그램' AND "kind" = 'route' AND "route" = '/user/edu';`)
}
