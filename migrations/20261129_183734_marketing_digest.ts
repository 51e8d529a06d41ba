import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_digests_status" AS ENUM('sending', 'sent', 'held', 'empty');
  CREATE TYPE "public"."enum_marketing_digest_frequency" AS ENUM('off', 'weekly', 'monthly');
  CREATE TYPE "public"."enum_marketing_digest_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'marketing-digest';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'marketing-reconfirm';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'marketing-refusal';
  ALTER TYPE "public"."enum_destruction_records_rule" ADD VALUE 'digest-deliveries' BEFORE 'page-views';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMarketingDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reconfirmMarketingConsent' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMarketingDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reconfirmMarketingConsent' BEFORE 'schedulePublish';
  CREATE TABLE "digests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"scheduled_for" timestamp(3) with time zone NOT NULL,
  	"subject" varchar,
  	"status" "enum_digests_status" NOT NULL,
  	"items" jsonb,
  	"recipients" numeric DEFAULT 0,
  	"finished_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "digest_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"digest_id" integer NOT NULL,
  	"member" varchar NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "marketing_digest" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"frequency" "enum_marketing_digest_frequency" DEFAULT 'off',
  	"weekday" "enum_marketing_digest_weekday" DEFAULT '2',
  	"day_of_month" numeric DEFAULT 1,
  	"hour" numeric DEFAULT 10,
  	"held" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;
  -- Added by hand: better-auth's column for the two-yearly reconfirmation (src/auth/options.ts
  -- marketingReconfirmedAt), as its compileMigrations() writes it; tests/int/migrations.int.test.ts
  -- checks nothing is missing.
  ALTER TABLE "auth"."user" ADD COLUMN "marketingReconfirmedAt" timestamptz;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "digests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "digest_deliveries_id" integer;
  ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_digest_id_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."digests"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "digests_scheduled_for_idx" ON "digests" USING btree ("scheduled_for");
  CREATE INDEX "digests_created_at_idx" ON "digests" USING btree ("created_at");
  CREATE INDEX "digests_updated_at_idx" ON "digests" USING btree ("updated_at");
  CREATE INDEX "digest_deliveries_digest_idx" ON "digest_deliveries" USING btree ("digest_id");
  CREATE INDEX "digest_deliveries_member_idx" ON "digest_deliveries" USING btree ("member");
  CREATE INDEX "digest_deliveries_created_at_idx" ON "digest_deliveries" USING btree ("created_at");
  CREATE INDEX "digest_deliveries_updated_at_idx" ON "digest_deliveries" USING btree ("updated_at");
  CREATE UNIQUE INDEX "digest_member_idx" ON "digest_deliveries" USING btree ("digest_id","member");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digests_fk" FOREIGN KEY ("digests_id") REFERENCES "public"."digests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digest_deliveries_fk" FOREIGN KEY ("digest_deliveries_id") REFERENCES "public"."digest_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_digests_id_idx" ON "payload_locked_documents_rels" USING btree ("digests_id");
  CREATE INDEX "payload_locked_documents_rels_digest_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("digest_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "auth"."user" DROP COLUMN "marketingReconfirmedAt";
   ALTER TABLE "digests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "digest_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketing_digest" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "digests" CASCADE;
  DROP TABLE "digest_deliveries" CASCADE;
  DROP TABLE "marketing_digest" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_digests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_digest_deliveries_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('verify-email', 'change-email', 'email-in-use', 'email-changed', 'reset-password', 'delete-account', 'inquiry-staff', 'inquiry-confirmation', 'inquiry-update', 'staff-account', 'content-review', 'privacy-request-staff', 'privacy-request-answer', 'legal-notice');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "destruction_records" ALTER COLUMN "rule" SET DATA TYPE text;
  DROP TYPE "public"."enum_destruction_records_rule";
  CREATE TYPE "public"."enum_destruction_records_rule" AS ENUM('inquiries', 'unverified-accounts', 'outbox', 'page-views', 'member-actions', 'export-logs', 'privacy-requests');
  ALTER TABLE "destruction_records" ALTER COLUMN "rule" SET DATA TYPE "public"."enum_destruction_records_rule" USING "rule"::"public"."enum_destruction_records_rule";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'destroyExpiredPersonalData', 'checkLinks', 'sendLegalNotice', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'destroyExpiredPersonalData', 'checkLinks', 'sendLegalNotice', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_digests_id_idx";
  DROP INDEX "payload_locked_documents_rels_digest_deliveries_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "digests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "digest_deliveries_id";
  DROP TYPE "public"."enum_digests_status";
  DROP TYPE "public"."enum_marketing_digest_frequency";
  DROP TYPE "public"."enum_marketing_digest_weekday";`)
}
