import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_link_checks_status" AS ENUM('broken', 'unreachable');
  CREATE TYPE "public"."enum_link_checks_source" AS ENUM('pages', 'news', 'impact-stories', 'legal', 'site-settings', 'redirects');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkLinks' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkLinks' BEFORE 'schedulePublish';
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
  
  ALTER TABLE "users" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "link_checks_id" integer;
  CREATE INDEX "link_checks_status_idx" ON "link_checks" USING btree ("status");
  CREATE INDEX "link_checks_created_at_idx" ON "link_checks" USING btree ("created_at");
  CREATE INDEX "link_checks_updated_at_idx" ON "link_checks" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_link_checks_fk" FOREIGN KEY ("link_checks_id") REFERENCES "public"."link_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_link_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("link_checks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "link_checks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "link_checks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_link_checks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'removeUnverifiedAccounts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'removeUnverifiedAccounts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_link_checks_id_idx";
  ALTER TABLE "users" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "link_checks_id";
  DROP TYPE "public"."enum_link_checks_status";
  DROP TYPE "public"."enum_link_checks_source";`)
}
