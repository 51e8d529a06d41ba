import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiries_contact_methods" AS ENUM('email', 'sms', 'phone');
  CREATE TYPE "public"."enum_inquiries_status_history_from" AS ENUM('new', 'in-review', 'answered', 'closed');
  CREATE TYPE "public"."enum_inquiries_status_history_to" AS ENUM('new', 'in-review', 'answered', 'closed');
  CREATE TYPE "public"."enum_inquiries_kind" AS ENUM('edu', 'impact', 'invest', 'general');
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'in-review', 'answered', 'closed');
  CREATE TYPE "public"."enum_inquiries_programme" AS ENUM('franchise-basics', 'kitchen', 'barista', 'store-ops', 'digital-marketing');
  CREATE TYPE "public"."enum_inquiries_schedule" AS ENUM('weekday-day', 'weekday-evening', 'weekend', 'online');
  CREATE TYPE "public"."enum_inquiries_applicant_group" AS ENUM('hearing', 'disability', 'youth', 'small-business');
  CREATE TYPE "public"."enum_inquiries_region" AS ENUM('seoul', 'busan', 'daegu', 'incheon', 'gwangju', 'daejeon', 'ulsan', 'sejong', 'gyeonggi', 'gangwon', 'chungbuk', 'chungnam', 'jeonbuk', 'jeonnam', 'gyeongbuk', 'gyeongnam', 'jeju');
  CREATE TYPE "public"."enum_inquiries_business_stage" AS ENUM('idea', 'preparing', 'operating');
  CREATE TYPE "public"."enum_inquiries_investment_stage" AS ENUM('pre-seed', 'seed', 'pre-a', 'series-a', 'series-b');
  CREATE TYPE "public"."enum_inquiries_topic" AS ENUM('partnership', 'press', 'recruit', 'franchise', 'other');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'inquiry-staff';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'inquiry-confirmation';
  CREATE TABLE "inquiries_contact_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_inquiries_contact_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "inquiries_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "inquiries_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" "enum_inquiries_status_history_from",
  	"to" "enum_inquiries_status_history_to",
  	"changed_by_id" integer,
  	"changed_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference_number" varchar NOT NULL,
  	"kind" "enum_inquiries_kind" NOT NULL,
  	"status" "enum_inquiries_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"text_only" boolean,
  	"interpreter" boolean,
  	"programme" "enum_inquiries_programme",
  	"schedule" "enum_inquiries_schedule",
  	"applicant_group" "enum_inquiries_applicant_group",
  	"region" "enum_inquiries_region",
  	"business_stage" "enum_inquiries_business_stage",
  	"company_name" varchar,
  	"investment_stage" "enum_inquiries_investment_stage",
  	"amount_sought" numeric,
  	"pitch_deck_id" integer,
  	"topic" "enum_inquiries_topic",
  	"privacy_consent_at" timestamp(3) with time zone,
  	"privacy_notice_version" varchar,
  	"author_id" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiry_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiry_files_id" integer;
  ALTER TABLE "inquiries_contact_methods" ADD CONSTRAINT "inquiries_contact_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries_notes" ADD CONSTRAINT "inquiries_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_notes" ADD CONSTRAINT "inquiries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries_status_history" ADD CONSTRAINT "inquiries_status_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_status_history" ADD CONSTRAINT "inquiries_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_pitch_deck_id_inquiry_files_id_fk" FOREIGN KEY ("pitch_deck_id") REFERENCES "public"."inquiry_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiries_contact_methods_order_idx" ON "inquiries_contact_methods" USING btree ("order");
  CREATE INDEX "inquiries_contact_methods_parent_idx" ON "inquiries_contact_methods" USING btree ("parent_id");
  CREATE INDEX "inquiries_notes_order_idx" ON "inquiries_notes" USING btree ("_order");
  CREATE INDEX "inquiries_notes_parent_id_idx" ON "inquiries_notes" USING btree ("_parent_id");
  CREATE INDEX "inquiries_notes_author_idx" ON "inquiries_notes" USING btree ("author_id");
  CREATE INDEX "inquiries_status_history_order_idx" ON "inquiries_status_history" USING btree ("_order");
  CREATE INDEX "inquiries_status_history_parent_id_idx" ON "inquiries_status_history" USING btree ("_parent_id");
  CREATE INDEX "inquiries_status_history_changed_by_idx" ON "inquiries_status_history" USING btree ("changed_by_id");
  CREATE UNIQUE INDEX "inquiries_reference_number_idx" ON "inquiries" USING btree ("reference_number");
  CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status");
  CREATE INDEX "inquiries_assignee_idx" ON "inquiries" USING btree ("assignee_id");
  CREATE INDEX "inquiries_email_idx" ON "inquiries" USING btree ("email");
  CREATE INDEX "inquiries_pitch_deck_idx" ON "inquiries" USING btree ("pitch_deck_id");
  CREATE INDEX "inquiries_author_id_idx" ON "inquiries" USING btree ("author_id");
  CREATE UNIQUE INDEX "inquiries_idempotency_key_idx" ON "inquiries" USING btree ("idempotency_key");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  CREATE INDEX "inquiry_files_updated_at_idx" ON "inquiry_files" USING btree ("updated_at");
  CREATE INDEX "inquiry_files_created_at_idx" ON "inquiry_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "inquiry_files_filename_idx" ON "inquiry_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_files_fk" FOREIGN KEY ("inquiry_files_id") REFERENCES "public"."inquiry_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");
  CREATE INDEX "payload_locked_documents_rels_inquiry_files_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries_contact_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiry_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inquiries_contact_methods" CASCADE;
  DROP TABLE "inquiries_notes" CASCADE;
  DROP TABLE "inquiries_status_history" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  DROP TABLE "inquiry_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiry_files_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('verify-email', 'change-email', 'reset-password', 'delete-account');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  DROP INDEX "payload_locked_documents_rels_inquiries_id_idx";
  DROP INDEX "payload_locked_documents_rels_inquiry_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiry_files_id";
  DROP TYPE "public"."enum_inquiries_contact_methods";
  DROP TYPE "public"."enum_inquiries_status_history_from";
  DROP TYPE "public"."enum_inquiries_status_history_to";
  DROP TYPE "public"."enum_inquiries_kind";
  DROP TYPE "public"."enum_inquiries_status";
  DROP TYPE "public"."enum_inquiries_programme";
  DROP TYPE "public"."enum_inquiries_schedule";
  DROP TYPE "public"."enum_inquiries_applicant_group";
  DROP TYPE "public"."enum_inquiries_region";
  DROP TYPE "public"."enum_inquiries_business_stage";
  DROP TYPE "public"."enum_inquiries_investment_stage";
  DROP TYPE "public"."enum_inquiries_topic";`)
}
