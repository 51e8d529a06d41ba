import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_legal_versions_document" AS ENUM('terms', 'privacy');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'legal-notice';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendLegalNotice' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendLegalNotice' BEFORE 'schedulePublish';
  CREATE TABLE "legal_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"document" "enum_legal_versions_document" NOT NULL,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"summary" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"adverse" boolean DEFAULT false,
  	"requires_consent" boolean DEFAULT false,
  	"notice_days" numeric DEFAULT 7,
  	"notice_starts_at" timestamp(3) with time zone,
  	"notice_mailed_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Added by hand: the 'legal' global's two texts become each document's first version, so a site
  -- that already has them keeps them (and what its members agreed to) in the ledger.
  INSERT INTO "legal_versions" ("title", "document", "effective_date", "summary", "body", "notice_days", "notice_starts_at")
  SELECT '이용약관 ' || to_char("terms_effective_date" AT TIME ZONE 'Asia/Seoul', 'YYYY.MM.DD') || ' 시행',
    'terms'::"enum_legal_versions_document", "terms_effective_date",
    '버전 기록을 시작하기 전부터 시행하던 이용약관입니다.', "terms_body", 7, "terms_effective_date" - interval '7 days'
  FROM "legal" WHERE "terms_body" IS NOT NULL AND "terms_effective_date" IS NOT NULL;
  INSERT INTO "legal_versions" ("title", "document", "effective_date", "summary", "body", "notice_days", "notice_starts_at")
  SELECT '개인정보처리방침 ' || to_char("privacy_effective_date" AT TIME ZONE 'Asia/Seoul', 'YYYY.MM.DD') || ' 시행',
    'privacy'::"enum_legal_versions_document", "privacy_effective_date",
    '버전 기록을 시작하기 전부터 시행하던 개인정보처리방침입니다.', "privacy_body", 7, "privacy_effective_date" - interval '7 days'
  FROM "legal" WHERE "privacy_body" IS NOT NULL AND "privacy_effective_date" IS NOT NULL;
  ALTER TABLE "legal" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "legal" CASCADE;
  DROP TABLE "_legal_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legal_versions_id" integer;
  CREATE INDEX "legal_versions_document_idx" ON "legal_versions" USING btree ("document");
  CREATE INDEX "legal_versions_effective_date_idx" ON "legal_versions" USING btree ("effective_date");
  CREATE INDEX "legal_versions_notice_starts_at_idx" ON "legal_versions" USING btree ("notice_starts_at");
  CREATE INDEX "legal_versions_created_at_idx" ON "legal_versions" USING btree ("created_at");
  CREATE INDEX "legal_versions_updated_at_idx" ON "legal_versions" USING btree ("updated_at");
  CREATE UNIQUE INDEX "document_effectiveDate_idx" ON "legal_versions" USING btree ("document","effective_date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_versions_fk" FOREIGN KEY ("legal_versions_id") REFERENCES "public"."legal_versions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_legal_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_versions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "legal" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"terms_effective_date" timestamp(3) with time zone NOT NULL,
  	"terms_body" jsonb NOT NULL,
  	"privacy_effective_date" timestamp(3) with time zone NOT NULL,
  	"privacy_body" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_legal_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_terms_effective_date" timestamp(3) with time zone NOT NULL,
  	"version_terms_body" jsonb NOT NULL,
  	"version_privacy_effective_date" timestamp(3) with time zone NOT NULL,
  	"version_privacy_body" jsonb NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "legal_versions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "legal_versions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_versions_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('verify-email', 'change-email', 'email-in-use', 'email-changed', 'reset-password', 'delete-account', 'inquiry-staff', 'inquiry-confirmation', 'inquiry-update', 'staff-account', 'content-review', 'privacy-request-staff', 'privacy-request-answer');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'destroyExpiredPersonalData', 'checkLinks', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'expireCacheTags', 'destroyExpiredPersonalData', 'checkLinks', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_legal_versions_id_idx";
  CREATE INDEX "_legal_v_created_at_idx" ON "_legal_v" USING btree ("created_at");
  CREATE INDEX "_legal_v_updated_at_idx" ON "_legal_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legal_versions_id";
  DROP TYPE "public"."enum_legal_versions_document";`)
}
