import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('correct', 'delete');
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('received', 'in-progress', 'done', 'refused');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'privacy-request-staff';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'privacy-request-answer';
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"detail" varchar NOT NULL,
  	"member_name" varchar,
  	"member_email" varchar NOT NULL,
  	"member_id" varchar NOT NULL,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_privacy_requests_status" DEFAULT 'received' NOT NULL,
  	"answer" varchar,
  	"handled_by_id" integer,
  	"handled_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_requests_member_id_idx" ON "privacy_requests" USING btree ("member_id");
  CREATE INDEX "privacy_requests_due_at_idx" ON "privacy_requests" USING btree ("due_at");
  CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status");
  CREATE INDEX "privacy_requests_handled_by_idx" ON "privacy_requests" USING btree ("handled_by_id");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('verify-email', 'change-email', 'email-in-use', 'email-changed', 'reset-password', 'delete-account', 'inquiry-staff', 'inquiry-confirmation', 'inquiry-update', 'staff-account', 'content-review');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  DROP INDEX "payload_locked_documents_rels_privacy_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  DROP TYPE "public"."enum_privacy_requests_kind";
  DROP TYPE "public"."enum_privacy_requests_status";`)
}
