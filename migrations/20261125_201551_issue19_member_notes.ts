import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "inquiries_member_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"written_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "inquiries_member_notes" ADD CONSTRAINT "inquiries_member_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_member_notes_order_idx" ON "inquiries_member_notes" USING btree ("_order");
  CREATE INDEX "inquiries_member_notes_parent_id_idx" ON "inquiries_member_notes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "inquiries_member_notes" CASCADE;`)
}
