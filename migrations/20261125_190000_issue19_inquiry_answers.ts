import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiries_notifications_channel" AS ENUM('email', 'sms', 'phone');
  CREATE TYPE "public"."enum_inquiries_notifications_outcome" AS ENUM('queued', 'not-sent');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'inquiry-update' BEFORE 'staff-account';
  CREATE TABLE "inquiries_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "inquiries_notifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_inquiries_notifications_channel",
  	"outcome" "enum_inquiries_notifications_outcome",
  	"summary" varchar,
  	"sent_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "inquiries_answers" ADD CONSTRAINT "inquiries_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_answers" ADD CONSTRAINT "inquiries_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries_notifications" ADD CONSTRAINT "inquiries_notifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_answers_order_idx" ON "inquiries_answers" USING btree ("_order");
  CREATE INDEX "inquiries_answers_parent_id_idx" ON "inquiries_answers" USING btree ("_parent_id");
  CREATE INDEX "inquiries_answers_author_idx" ON "inquiries_answers" USING btree ("author_id");
  CREATE INDEX "inquiries_notifications_order_idx" ON "inquiries_notifications" USING btree ("_order");
  CREATE INDEX "inquiries_notifications_parent_id_idx" ON "inquiries_notifications" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "inquiries_answers" CASCADE;
  DROP TABLE "inquiries_notifications" CASCADE;
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('verify-email', 'change-email', 'email-in-use', 'email-changed', 'reset-password', 'delete-account', 'inquiry-staff', 'inquiry-confirmation', 'staff-account');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  DROP TYPE "public"."enum_inquiries_notifications_channel";
  DROP TYPE "public"."enum_inquiries_notifications_outcome";`)
}
