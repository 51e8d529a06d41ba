import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_kind" AS ENUM('page', 'post', 'route', 'external');
  CREATE TYPE "public"."enum_redirects_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  CREATE TYPE "public"."enum_site_settings_navigation_children_kind" AS ENUM('page', 'post', 'route', 'external');
  CREATE TYPE "public"."enum_site_settings_navigation_children_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  CREATE TYPE "public"."enum_site_settings_navigation_kind" AS ENUM('page', 'post', 'route', 'external');
  CREATE TYPE "public"."enum_site_settings_navigation_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  CREATE TYPE "public"."enum_site_settings_my_menu_kind" AS ENUM('page', 'post', 'route', 'external');
  CREATE TYPE "public"."enum_site_settings_my_menu_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  CREATE TYPE "public"."enum_site_settings_footer_links_kind" AS ENUM('page', 'post', 'route', 'external');
  CREATE TYPE "public"."enum_site_settings_footer_links_route" AS ENUM('/community/news/list', '/community/impact-story/list', '/contact/general', '/contact/edu', '/contact/impact', '/contact/invest', '/contact/lookup', '/search', '/login', '/signup', '/user/edu/news', '/user/edu/impact-story', '/user/applications', '/user/profile', '/legal/terms', '/legal/privacy');
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT '자주 묻는 질문',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_download" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"file_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_location" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT '오시는 길',
  	"place" varchar,
  	"address" varchar,
  	"directions" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT '자주 묻는 질문',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_download" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"file_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_location" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT '오시는 길',
  	"place" varchar,
  	"address" varchar,
  	"directions" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"kind" "enum_redirects_kind" DEFAULT 'page' NOT NULL,
  	"page_id" integer,
  	"route" "enum_redirects_route",
  	"url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"impact_stories_id" integer
  );
  
  CREATE TABLE "site_settings_navigation_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"mobile_label" varchar,
  	"hidden" boolean DEFAULT false,
  	"kind" "enum_site_settings_navigation_children_kind" DEFAULT 'page' NOT NULL,
  	"page_id" integer,
  	"route" "enum_site_settings_navigation_children_route",
  	"url" varchar
  );
  
  CREATE TABLE "site_settings_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"kind" "enum_site_settings_navigation_kind",
  	"page_id" integer,
  	"route" "enum_site_settings_navigation_route",
  	"url" varchar
  );
  
  CREATE TABLE "site_settings_my_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"kind" "enum_site_settings_my_menu_kind" DEFAULT 'page' NOT NULL,
  	"page_id" integer,
  	"route" "enum_site_settings_my_menu_route",
  	"url" varchar
  );
  
  CREATE TABLE "site_settings_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"kind" "enum_site_settings_footer_links_kind" DEFAULT 'page' NOT NULL,
  	"page_id" integer,
  	"route" "enum_site_settings_footer_links_route",
  	"url" varchar
  );
  
  CREATE TABLE "site_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"impact_stories_id" integer
  );
  
  ALTER TABLE "pages" ALTER COLUMN "path" SET DATA TYPE varchar;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_path" SET DATA TYPE varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_download" ADD CONSTRAINT "pages_blocks_download_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_download" ADD CONSTRAINT "pages_blocks_download_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location" ADD CONSTRAINT "pages_blocks_location_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_download" ADD CONSTRAINT "_pages_v_blocks_download_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_download" ADD CONSTRAINT "_pages_v_blocks_download_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location" ADD CONSTRAINT "_pages_v_blocks_location_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_impact_stories_fk" FOREIGN KEY ("impact_stories_id") REFERENCES "public"."impact_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation_children" ADD CONSTRAINT "site_settings_navigation_children_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_navigation_children" ADD CONSTRAINT "site_settings_navigation_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation" ADD CONSTRAINT "site_settings_navigation_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_navigation" ADD CONSTRAINT "site_settings_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_my_menu" ADD CONSTRAINT "site_settings_my_menu_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_my_menu" ADD CONSTRAINT "site_settings_my_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_links" ADD CONSTRAINT "site_settings_footer_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_footer_links" ADD CONSTRAINT "site_settings_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_impact_stories_fk" FOREIGN KEY ("impact_stories_id") REFERENCES "public"."impact_stories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_download_order_idx" ON "pages_blocks_download" USING btree ("_order");
  CREATE INDEX "pages_blocks_download_parent_id_idx" ON "pages_blocks_download" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_download_path_idx" ON "pages_blocks_download" USING btree ("_path");
  CREATE INDEX "pages_blocks_download_file_idx" ON "pages_blocks_download" USING btree ("file_id");
  CREATE INDEX "pages_blocks_location_order_idx" ON "pages_blocks_location" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_parent_id_idx" ON "pages_blocks_location" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_path_idx" ON "pages_blocks_location" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_download_order_idx" ON "_pages_v_blocks_download" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_download_parent_id_idx" ON "_pages_v_blocks_download" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_download_path_idx" ON "_pages_v_blocks_download" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_download_file_idx" ON "_pages_v_blocks_download" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_location_order_idx" ON "_pages_v_blocks_location" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_parent_id_idx" ON "_pages_v_blocks_location" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_path_idx" ON "_pages_v_blocks_location" USING btree ("_path");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_page_idx" ON "redirects" USING btree ("page_id");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_news_id_idx" ON "redirects_rels" USING btree ("news_id");
  CREATE INDEX "redirects_rels_impact_stories_id_idx" ON "redirects_rels" USING btree ("impact_stories_id");
  CREATE INDEX "site_settings_navigation_children_order_idx" ON "site_settings_navigation_children" USING btree ("_order");
  CREATE INDEX "site_settings_navigation_children_parent_id_idx" ON "site_settings_navigation_children" USING btree ("_parent_id");
  CREATE INDEX "site_settings_navigation_children_page_idx" ON "site_settings_navigation_children" USING btree ("page_id");
  CREATE INDEX "site_settings_navigation_order_idx" ON "site_settings_navigation" USING btree ("_order");
  CREATE INDEX "site_settings_navigation_parent_id_idx" ON "site_settings_navigation" USING btree ("_parent_id");
  CREATE INDEX "site_settings_navigation_page_idx" ON "site_settings_navigation" USING btree ("page_id");
  CREATE INDEX "site_settings_my_menu_order_idx" ON "site_settings_my_menu" USING btree ("_order");
  CREATE INDEX "site_settings_my_menu_parent_id_idx" ON "site_settings_my_menu" USING btree ("_parent_id");
  CREATE INDEX "site_settings_my_menu_page_idx" ON "site_settings_my_menu" USING btree ("page_id");
  CREATE INDEX "site_settings_footer_links_order_idx" ON "site_settings_footer_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_links_parent_id_idx" ON "site_settings_footer_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_links_page_idx" ON "site_settings_footer_links" USING btree ("page_id");
  CREATE INDEX "site_settings_rels_order_idx" ON "site_settings_rels" USING btree ("order");
  CREATE INDEX "site_settings_rels_parent_idx" ON "site_settings_rels" USING btree ("parent_id");
  CREATE INDEX "site_settings_rels_path_idx" ON "site_settings_rels" USING btree ("path");
  CREATE INDEX "site_settings_rels_news_id_idx" ON "site_settings_rels" USING btree ("news_id");
  CREATE INDEX "site_settings_rels_impact_stories_id_idx" ON "site_settings_rels" USING btree ("impact_stories_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  DROP TYPE "public"."enum_pages_path";
  DROP TYPE "public"."enum__pages_v_version_path";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_path" AS ENUM('/', '/intro/page-a', '/intro/page-b', '/intro/page-c', '/foodtech', '/impact-franchise', '/impact-franchise/page-a', '/impact-franchise/page-b', '/impact-franchise/page-c', '/invest');
  CREATE TYPE "public"."enum__pages_v_version_path" AS ENUM('/', '/intro/page-a', '/intro/page-b', '/intro/page-c', '/foodtech', '/impact-franchise', '/impact-franchise/page-a', '/impact-franchise/page-b', '/impact-franchise/page-c', '/invest');
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_download" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_location" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_download" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_location" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_navigation_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_my_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_footer_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_download" CASCADE;
  DROP TABLE "pages_blocks_location" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_download" CASCADE;
  DROP TABLE "_pages_v_blocks_location" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "site_settings_navigation_children" CASCADE;
  DROP TABLE "site_settings_navigation" CASCADE;
  DROP TABLE "site_settings_my_menu" CASCADE;
  DROP TABLE "site_settings_footer_links" CASCADE;
  DROP TABLE "site_settings_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "pages" ALTER COLUMN "path" SET DATA TYPE "public"."enum_pages_path" USING "path"::"public"."enum_pages_path";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_path" SET DATA TYPE "public"."enum__pages_v_version_path" USING "version_path"::"public"."enum__pages_v_version_path";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_noindex";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_redirects_kind";
  DROP TYPE "public"."enum_redirects_route";
  DROP TYPE "public"."enum_site_settings_navigation_children_kind";
  DROP TYPE "public"."enum_site_settings_navigation_children_route";
  DROP TYPE "public"."enum_site_settings_navigation_kind";
  DROP TYPE "public"."enum_site_settings_navigation_route";
  DROP TYPE "public"."enum_site_settings_my_menu_kind";
  DROP TYPE "public"."enum_site_settings_my_menu_route";
  DROP TYPE "public"."enum_site_settings_footer_links_kind";
  DROP TYPE "public"."enum_site_settings_footer_links_route";`)
}
