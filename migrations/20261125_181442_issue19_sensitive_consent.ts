import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_inquiries_applicant_group" ADD VALUE 'other';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'email-in-use' BEFORE 'reset-password';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'email-changed' BEFORE 'reset-password';
  ALTER TABLE "inquiries" ADD COLUMN "sensitive_consent_at" timestamp(3) with time zone;
  ALTER TABLE "inquiries" ADD COLUMN "sensitive_notice_version" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ALTER COLUMN "applicant_group" SET DATA TYPE text;
  DROP TYPE "public"."enum_inquiries_applicant_group";
  CREATE TYPE "public"."enum_inquiries_applicant_group" AS ENUM('hearing', 'disability', 'youth', 'small-business');
  ALTER TABLE "inquiries" ALTER COLUMN "applicant_group" SET DATA TYPE "public"."enum_inquiries_applicant_group" USING "applicant_group"::"public"."enum_inquiries_applicant_group";
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('verify-email', 'change-email', 'reset-password', 'delete-account', 'inquiry-staff', 'inquiry-confirmation', 'staff-account');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "inquiries" DROP COLUMN "sensitive_consent_at";
  ALTER TABLE "inquiries" DROP COLUMN "sensitive_notice_version";`)
}
