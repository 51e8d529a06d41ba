import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_destruction_records_rule" AS ENUM('inquiries', 'unverified-accounts', 'outbox', 'page-views', 'member-actions', 'export-logs', 'privacy-requests');
  CREATE TABLE "destruction_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rule" "enum_destruction_records_rule" NOT NULL,
  	"period" varchar,
  	"count" numeric NOT NULL,
  	"files" numeric,
  	"cutoff" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  -- The removal of unverified accounts is now a rule of the daily destruction job: its history
  -- reads under that job, and its queued next run goes (the new job's schedule queues its own).
  UPDATE "payload_jobs_log" SET "task_slug" = 'destroyExpiredPersonalData' WHERE "task_slug" = 'removeUnverifiedAccounts';
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'destroyExpiredPersonalData', 'checkLinks', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'removeUnverifiedAccounts';
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'destroyExpiredPersonalData', 'checkLinks', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "inquiries" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "inquiries" ADD COLUMN "retention_hold_held" boolean DEFAULT false;
  ALTER TABLE "inquiries" ADD COLUMN "retention_hold_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "destruction_records_id" integer;
  CREATE INDEX "destruction_records_created_at_idx" ON "destruction_records" USING btree ("created_at");
  CREATE INDEX "destruction_records_updated_at_idx" ON "destruction_records" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_destruction_records_fk" FOREIGN KEY ("destruction_records_id") REFERENCES "public"."destruction_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_status_changed_at_idx" ON "inquiries" USING btree ("status_changed_at");
  -- An inquiry's retention counts from its last status change, as its history records it.
  UPDATE "inquiries" SET "status_changed_at" = "last"."changed_at"
    FROM (SELECT "_parent_id", max("changed_at") AS "changed_at" FROM "inquiries_status_history" GROUP BY "_parent_id") AS "last"
    WHERE "last"."_parent_id" = "inquiries"."id";
  CREATE INDEX "payload_locked_documents_rels_destruction_records_id_idx" ON "payload_locked_documents_rels" USING btree ("destruction_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "destruction_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "destruction_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_destruction_records_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  UPDATE "payload_jobs_log" SET "task_slug" = 'removeUnverifiedAccounts' WHERE "task_slug" = 'destroyExpiredPersonalData';
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'removeUnverifiedAccounts', 'checkLinks', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'destroyExpiredPersonalData';
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'removeUnverifiedAccounts', 'checkLinks', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "inquiries_status_changed_at_idx";
  DROP INDEX "payload_locked_documents_rels_destruction_records_id_idx";
  ALTER TABLE "inquiries" DROP COLUMN "status_changed_at";
  ALTER TABLE "inquiries" DROP COLUMN "retention_hold_held";
  ALTER TABLE "inquiries" DROP COLUMN "retention_hold_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "destruction_records_id";
  DROP TYPE "public"."enum_destruction_records_rule";`)
}
