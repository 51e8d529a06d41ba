import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * `/user/edu` (the page headed 교육 프로그램) among the site's screens a menu entry may point at
 * (src/navigation/routes.ts). The seeded My Menu entry moves to it in the next migration: a value
 * added to an enum is usable only once its transaction has committed.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_redirects_route" ADD VALUE '/user/edu' BEFORE '/user/edu/news';
  ALTER TYPE "public"."enum_site_settings_navigation_children_route" ADD VALUE '/user/edu' BEFORE '/user/edu/news';
  ALTER TYPE "public"."enum_site_settings_navigation_route" ADD VALUE '/user/edu' BEFORE '/user/edu/news';
  ALTER TYPE "public"."enum_site_settings_my_menu_route" ADD VALUE '/user/edu' BEFORE '/user/edu/news';
  ALTER TYPE "public"."enum_site_settings_footer_links_route" ADD VALUE '/user/edu' BEFORE '/user/edu/news';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Entries on the value about to go point where 교육 프로그램 pointed before.
  await db.execute(sql`
   UPDATE "redirects" SET "route" = '/user/edu/news' WHERE "route" = '/user/edu';
  UPDATE "site_settings_navigation_children" SET "route" = '/user/edu/news' WHERE "route" = '/user/edu';
  UPDATE "site_settings_navigation" SET "route" = '/user/edu/news' WHERE "route" = '/user/edu';
  UPDATE "site_settings_my_menu" SET "route" = '/user/edu/news' WHERE "route" = '/user/edu';
  UPDATE "site_settings_footer_links" SET "route" = '/user/edu/news' WHERE "route" = '/user/edu';`)
  await db.execute(sql`
   ALTER TABLE "redirects" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_redirects_route";
  CREATE TYPE "public"."enum_redirects_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  ALTER TABLE "redirects" ALTER COLUMN "route" SET DATA TYPE "public"."enum_redirects_route" USING "route"::"public"."enum_redirects_route";
  ALTER TABLE "site_settings_navigation_children" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_navigation_children_route";
  CREATE TYPE "public"."enum_site_settings_navigation_children_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  ALTER TABLE "site_settings_navigation_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum_site_settings_navigation_children_route" USING "route"::"public"."enum_site_settings_navigation_children_route";
  ALTER TABLE "site_settings_navigation" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_navigation_route";
  CREATE TYPE "public"."enum_site_settings_navigation_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  ALTER TABLE "site_settings_navigation" ALTER COLUMN "route" SET DATA TYPE "public"."enum_site_settings_navigation_route" USING "route"::"public"."enum_site_settings_navigation_route";
  ALTER TABLE "site_settings_my_menu" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_my_menu_route";
  CREATE TYPE "public"."enum_site_settings_my_menu_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  ALTER TABLE "site_settings_my_menu" ALTER COLUMN "route" SET DATA TYPE "public"."enum_site_settings_my_menu_route" USING "route"::"public"."enum_site_settings_my_menu_route";
  ALTER TABLE "site_settings_footer_links" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_footer_links_route";
  CREATE TYPE "public"."enum_site_settings_footer_links_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  ALTER TABLE "site_settings_footer_links" ALTER COLUMN "route" SET DATA TYPE "public"."enum_site_settings_footer_links_route" USING "route"::"public"."enum_site_settings_footer_links_route";`)
}
