import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_content_activity_action" AS ENUM('created', 'edited', 'published', 'scheduled', 'unpublish-scheduled', 'unpublished', 'restored', 'deleted');
  CREATE TYPE "public"."enum_content_activity_target" AS ENUM('pages', 'news', 'impact-stories', 'media', 'site-settings', 'legal');
  CREATE TABLE "content_activity" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"action" "enum_content_activity_action" NOT NULL,
  	"target" "enum_content_activity_target" NOT NULL,
  	"document_id" varchar,
  	"title" varchar,
  	"actor_id" integer,
  	"actor_name" varchar,
  	"saves" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "last_editor_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_last_editor_id" integer;
  ALTER TABLE "news" ADD COLUMN "last_editor_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_last_editor_id" integer;
  ALTER TABLE "impact_stories" ADD COLUMN "last_editor_id" integer;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_last_editor_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_activity_id" integer;
  ALTER TABLE "content_activity" ADD CONSTRAINT "content_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "content_activity_at_idx" ON "content_activity" USING btree ("at");
  CREATE INDEX "content_activity_actor_idx" ON "content_activity" USING btree ("actor_id");
  CREATE INDEX "content_activity_created_at_idx" ON "content_activity" USING btree ("created_at");
  CREATE INDEX "content_activity_updated_at_idx" ON "content_activity" USING btree ("updated_at");
  CREATE INDEX "target_documentId_at_idx" ON "content_activity" USING btree ("target","document_id","at");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_last_editor_id_users_id_fk" FOREIGN KEY ("last_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_last_editor_id_users_id_fk" FOREIGN KEY ("version_last_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_last_editor_id_users_id_fk" FOREIGN KEY ("last_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_last_editor_id_users_id_fk" FOREIGN KEY ("version_last_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_stories" ADD CONSTRAINT "impact_stories_last_editor_id_users_id_fk" FOREIGN KEY ("last_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_impact_stories_v" ADD CONSTRAINT "_impact_stories_v_version_last_editor_id_users_id_fk" FOREIGN KEY ("version_last_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_activity_fk" FOREIGN KEY ("content_activity_id") REFERENCES "public"."content_activity"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_last_editor_idx" ON "pages" USING btree ("last_editor_id");
  CREATE INDEX "_pages_v_version_version_last_editor_idx" ON "_pages_v" USING btree ("version_last_editor_id");
  CREATE INDEX "news_last_editor_idx" ON "news" USING btree ("last_editor_id");
  CREATE INDEX "_news_v_version_version_last_editor_idx" ON "_news_v" USING btree ("version_last_editor_id");
  CREATE INDEX "impact_stories_last_editor_idx" ON "impact_stories" USING btree ("last_editor_id");
  CREATE INDEX "_impact_stories_v_version_version_last_editor_idx" ON "_impact_stories_v" USING btree ("version_last_editor_id");
  CREATE INDEX "payload_locked_documents_rels_content_activity_id_idx" ON "payload_locked_documents_rels" USING btree ("content_activity_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_activity" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "content_activity" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_last_editor_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_last_editor_id_users_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_last_editor_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_last_editor_id_users_id_fk";
  
  ALTER TABLE "impact_stories" DROP CONSTRAINT "impact_stories_last_editor_id_users_id_fk";
  
  ALTER TABLE "_impact_stories_v" DROP CONSTRAINT "_impact_stories_v_version_last_editor_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_content_activity_fk";
  
  DROP INDEX "pages_last_editor_idx";
  DROP INDEX "_pages_v_version_version_last_editor_idx";
  DROP INDEX "news_last_editor_idx";
  DROP INDEX "_news_v_version_version_last_editor_idx";
  DROP INDEX "impact_stories_last_editor_idx";
  DROP INDEX "_impact_stories_v_version_version_last_editor_idx";
  DROP INDEX "payload_locked_documents_rels_content_activity_id_idx";
  ALTER TABLE "pages" DROP COLUMN "last_editor_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_last_editor_id";
  ALTER TABLE "news" DROP COLUMN "last_editor_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_last_editor_id";
  ALTER TABLE "impact_stories" DROP COLUMN "last_editor_id";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_last_editor_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_activity_id";
  DROP TYPE "public"."enum_content_activity_action";
  DROP TYPE "public"."enum_content_activity_target";`)
}
