import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reusable_blocks_blocks_image_text_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_reusable_blocks_blocks_cta_href" AS ENUM('/contact/edu', '/contact/impact', '/contact/invest', '/contact/general');
  CREATE TYPE "public"."enum_link_checks_status" AS ENUM('broken', 'unreachable');
  CREATE TYPE "public"."enum_link_checks_source" AS ENUM('pages', 'news', 'impact-stories', 'legal', 'site-settings', 'redirects');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkLinks' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkLinks' BEFORE 'schedulePublish';
  CREATE TABLE "pages_blocks_reusable_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reusable_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"image_position" "enum_reusable_blocks_blocks_image_text_image_position" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "reusable_blocks_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"image_id" integer,
  	"href" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_timeline_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"when" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"label" varchar NOT NULL,
  	"href" "enum_reusable_blocks_blocks_cta_href" NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"video_id" integer NOT NULL,
  	"captions_id" integer NOT NULL,
  	"poster_id" integer,
  	"transcript" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "reusable_blocks_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT '자주 묻는 질문',
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_download" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"file_id" integer NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks_blocks_location" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT '오시는 길',
  	"place" varchar,
  	"address" varchar NOT NULL,
  	"directions" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reusable_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "link_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_link_checks_status" NOT NULL,
  	"address" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"http_status" numeric,
  	"source" "enum_link_checks_source" NOT NULL,
  	"source_id" varchar,
  	"document" varchar NOT NULL,
  	"place" varchar NOT NULL,
  	"edit_url" varchar NOT NULL,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reusable_blocks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "link_checks_id" integer;
  ALTER TABLE "pages_blocks_reusable_block" ADD CONSTRAINT "pages_blocks_reusable_block_block_id_reusable_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_reusable_block" ADD CONSTRAINT "pages_blocks_reusable_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reusable_block" ADD CONSTRAINT "_pages_v_blocks_reusable_block_block_id_reusable_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reusable_block" ADD CONSTRAINT "_pages_v_blocks_reusable_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_rich_text" ADD CONSTRAINT "reusable_blocks_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_image_text" ADD CONSTRAINT "reusable_blocks_blocks_image_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_image_text" ADD CONSTRAINT "reusable_blocks_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_stats_items" ADD CONSTRAINT "reusable_blocks_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_stats" ADD CONSTRAINT "reusable_blocks_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_cards_cards" ADD CONSTRAINT "reusable_blocks_blocks_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_cards_cards" ADD CONSTRAINT "reusable_blocks_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_cards" ADD CONSTRAINT "reusable_blocks_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_timeline_events" ADD CONSTRAINT "reusable_blocks_blocks_timeline_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_timeline" ADD CONSTRAINT "reusable_blocks_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_cta" ADD CONSTRAINT "reusable_blocks_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_video" ADD CONSTRAINT "reusable_blocks_blocks_video_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_video" ADD CONSTRAINT "reusable_blocks_blocks_video_captions_id_media_id_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_video" ADD CONSTRAINT "reusable_blocks_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_video" ADD CONSTRAINT "reusable_blocks_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_faq_items" ADD CONSTRAINT "reusable_blocks_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_faq" ADD CONSTRAINT "reusable_blocks_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_download" ADD CONSTRAINT "reusable_blocks_blocks_download_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_download" ADD CONSTRAINT "reusable_blocks_blocks_download_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reusable_blocks_blocks_location" ADD CONSTRAINT "reusable_blocks_blocks_location_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_reusable_block_order_idx" ON "pages_blocks_reusable_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_reusable_block_parent_id_idx" ON "pages_blocks_reusable_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reusable_block_path_idx" ON "pages_blocks_reusable_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_reusable_block_block_idx" ON "pages_blocks_reusable_block" USING btree ("block_id");
  CREATE INDEX "_pages_v_blocks_reusable_block_order_idx" ON "_pages_v_blocks_reusable_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reusable_block_parent_id_idx" ON "_pages_v_blocks_reusable_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reusable_block_path_idx" ON "_pages_v_blocks_reusable_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reusable_block_block_idx" ON "_pages_v_blocks_reusable_block" USING btree ("block_id");
  CREATE INDEX "reusable_blocks_blocks_rich_text_order_idx" ON "reusable_blocks_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_rich_text_parent_id_idx" ON "reusable_blocks_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_rich_text_path_idx" ON "reusable_blocks_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "reusable_blocks_blocks_image_text_order_idx" ON "reusable_blocks_blocks_image_text" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_image_text_parent_id_idx" ON "reusable_blocks_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_image_text_path_idx" ON "reusable_blocks_blocks_image_text" USING btree ("_path");
  CREATE INDEX "reusable_blocks_blocks_image_text_image_idx" ON "reusable_blocks_blocks_image_text" USING btree ("image_id");
  CREATE INDEX "reusable_blocks_blocks_stats_items_order_idx" ON "reusable_blocks_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_stats_items_parent_id_idx" ON "reusable_blocks_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_stats_order_idx" ON "reusable_blocks_blocks_stats" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_stats_parent_id_idx" ON "reusable_blocks_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_stats_path_idx" ON "reusable_blocks_blocks_stats" USING btree ("_path");
  CREATE INDEX "reusable_blocks_blocks_cards_cards_order_idx" ON "reusable_blocks_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_cards_cards_parent_id_idx" ON "reusable_blocks_blocks_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_cards_cards_image_idx" ON "reusable_blocks_blocks_cards_cards" USING btree ("image_id");
  CREATE INDEX "reusable_blocks_blocks_cards_order_idx" ON "reusable_blocks_blocks_cards" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_cards_parent_id_idx" ON "reusable_blocks_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_cards_path_idx" ON "reusable_blocks_blocks_cards" USING btree ("_path");
  CREATE INDEX "reusable_blocks_blocks_timeline_events_order_idx" ON "reusable_blocks_blocks_timeline_events" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_timeline_events_parent_id_idx" ON "reusable_blocks_blocks_timeline_events" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_timeline_order_idx" ON "reusable_blocks_blocks_timeline" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_timeline_parent_id_idx" ON "reusable_blocks_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_timeline_path_idx" ON "reusable_blocks_blocks_timeline" USING btree ("_path");
  CREATE INDEX "reusable_blocks_blocks_cta_order_idx" ON "reusable_blocks_blocks_cta" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_cta_parent_id_idx" ON "reusable_blocks_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_cta_path_idx" ON "reusable_blocks_blocks_cta" USING btree ("_path");
  CREATE INDEX "reusable_blocks_blocks_video_order_idx" ON "reusable_blocks_blocks_video" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_video_parent_id_idx" ON "reusable_blocks_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_video_path_idx" ON "reusable_blocks_blocks_video" USING btree ("_path");
  CREATE INDEX "reusable_blocks_blocks_video_video_idx" ON "reusable_blocks_blocks_video" USING btree ("video_id");
  CREATE INDEX "reusable_blocks_blocks_video_captions_idx" ON "reusable_blocks_blocks_video" USING btree ("captions_id");
  CREATE INDEX "reusable_blocks_blocks_video_poster_idx" ON "reusable_blocks_blocks_video" USING btree ("poster_id");
  CREATE INDEX "reusable_blocks_blocks_faq_items_order_idx" ON "reusable_blocks_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_faq_items_parent_id_idx" ON "reusable_blocks_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_faq_order_idx" ON "reusable_blocks_blocks_faq" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_faq_parent_id_idx" ON "reusable_blocks_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_faq_path_idx" ON "reusable_blocks_blocks_faq" USING btree ("_path");
  CREATE INDEX "reusable_blocks_blocks_download_order_idx" ON "reusable_blocks_blocks_download" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_download_parent_id_idx" ON "reusable_blocks_blocks_download" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_download_path_idx" ON "reusable_blocks_blocks_download" USING btree ("_path");
  CREATE INDEX "reusable_blocks_blocks_download_file_idx" ON "reusable_blocks_blocks_download" USING btree ("file_id");
  CREATE INDEX "reusable_blocks_blocks_location_order_idx" ON "reusable_blocks_blocks_location" USING btree ("_order");
  CREATE INDEX "reusable_blocks_blocks_location_parent_id_idx" ON "reusable_blocks_blocks_location" USING btree ("_parent_id");
  CREATE INDEX "reusable_blocks_blocks_location_path_idx" ON "reusable_blocks_blocks_location" USING btree ("_path");
  CREATE UNIQUE INDEX "reusable_blocks_name_idx" ON "reusable_blocks" USING btree ("name");
  CREATE INDEX "reusable_blocks_created_at_idx" ON "reusable_blocks" USING btree ("created_at");
  CREATE INDEX "reusable_blocks_updated_at_idx" ON "reusable_blocks" USING btree ("updated_at");
  CREATE INDEX "link_checks_status_idx" ON "link_checks" USING btree ("status");
  CREATE INDEX "link_checks_created_at_idx" ON "link_checks" USING btree ("created_at");
  CREATE INDEX "link_checks_updated_at_idx" ON "link_checks" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reusable_blocks_fk" FOREIGN KEY ("reusable_blocks_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_link_checks_fk" FOREIGN KEY ("link_checks_id") REFERENCES "public"."link_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reusable_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("reusable_blocks_id");
  CREATE INDEX "payload_locked_documents_rels_link_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("link_checks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_reusable_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_reusable_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_image_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_timeline_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_download" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks_blocks_location" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "link_checks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_reusable_block" CASCADE;
  DROP TABLE "_pages_v_blocks_reusable_block" CASCADE;
  DROP TABLE "reusable_blocks_blocks_rich_text" CASCADE;
  DROP TABLE "reusable_blocks_blocks_image_text" CASCADE;
  DROP TABLE "reusable_blocks_blocks_stats_items" CASCADE;
  DROP TABLE "reusable_blocks_blocks_stats" CASCADE;
  DROP TABLE "reusable_blocks_blocks_cards_cards" CASCADE;
  DROP TABLE "reusable_blocks_blocks_cards" CASCADE;
  DROP TABLE "reusable_blocks_blocks_timeline_events" CASCADE;
  DROP TABLE "reusable_blocks_blocks_timeline" CASCADE;
  DROP TABLE "reusable_blocks_blocks_cta" CASCADE;
  DROP TABLE "reusable_blocks_blocks_video" CASCADE;
  DROP TABLE "reusable_blocks_blocks_faq_items" CASCADE;
  DROP TABLE "reusable_blocks_blocks_faq" CASCADE;
  DROP TABLE "reusable_blocks_blocks_download" CASCADE;
  DROP TABLE "reusable_blocks_blocks_location" CASCADE;
  DROP TABLE "reusable_blocks" CASCADE;
  DROP TABLE "link_checks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reusable_blocks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_link_checks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'removeUnverifiedAccounts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'removeUnverifiedAccounts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reusable_blocks_id_idx";
  DROP INDEX "payload_locked_documents_rels_link_checks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reusable_blocks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "link_checks_id";
  DROP TYPE "public"."enum_reusable_blocks_blocks_image_text_image_position";
  DROP TYPE "public"."enum_reusable_blocks_blocks_cta_href";
  DROP TYPE "public"."enum_link_checks_status";
  DROP TYPE "public"."enum_link_checks_source";`)
}
