import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_export_logs_collection_slug" AS ENUM('inquiries');
  CREATE TABLE "export_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"user_email" varchar,
  	"collection_slug" "enum_export_logs_collection_slug" NOT NULL,
  	"search" varchar,
  	"where" jsonb,
  	"sort" varchar,
  	"row_count" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "export_logs_id" integer;
  ALTER TABLE "export_logs" ADD CONSTRAINT "export_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "export_logs_user_idx" ON "export_logs" USING btree ("user_id");
  CREATE INDEX "export_logs_updated_at_idx" ON "export_logs" USING btree ("updated_at");
  CREATE INDEX "export_logs_created_at_idx" ON "export_logs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_export_logs_fk" FOREIGN KEY ("export_logs_id") REFERENCES "public"."export_logs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_export_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("export_logs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "export_logs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "export_logs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_export_logs_fk";
  
  DROP INDEX "payload_locked_documents_rels_export_logs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "export_logs_id";
  DROP TYPE "public"."enum_export_logs_collection_slug";`)
}
