import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site members for staff (issue 20): the audit log `member-actions` (Payload's own statements),
 * and in better-auth's schema, by hand as migrations/*auth_marketing_withdrawn* did:
 *  - `banned` and `banReason` on the member (src/members/suspension.ts; the admin plugin's names and
 *    types, as better-auth 1.7's `compileMigrations()` writes them; tests/int/migrations.int.test.ts
 *    checks nothing is missing);
 *  - an index on the sign-up time: the admin's members list is newest first, one page of 20 by
 *    LIMIT/OFFSET, and its sign-up date filter is a range on the same column.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_member_actions_action" AS ENUM('resend-verification', 'end-sessions', 'suspend', 'reinstate', 'delete');
  CREATE TABLE "member_actions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_member_actions_action" NOT NULL,
  	"member_id" varchar NOT NULL,
  	"member_email" varchar,
  	"actor_id" integer,
  	"actor_email" varchar,
  	"reason" varchar,
  	"sessions_ended" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_actions_id" integer;
  ALTER TABLE "member_actions" ADD CONSTRAINT "member_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "member_actions_member_id_idx" ON "member_actions" USING btree ("member_id");
  CREATE INDEX "member_actions_actor_idx" ON "member_actions" USING btree ("actor_id");
  CREATE INDEX "member_actions_updated_at_idx" ON "member_actions" USING btree ("updated_at");
  CREATE INDEX "member_actions_created_at_idx" ON "member_actions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_actions_fk" FOREIGN KEY ("member_actions_id") REFERENCES "public"."member_actions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_member_actions_id_idx" ON "payload_locked_documents_rels" USING btree ("member_actions_id");`)
  await db.execute(sql`
    ALTER TABLE "auth"."user" ADD COLUMN "banned" boolean DEFAULT false;
    ALTER TABLE "auth"."user" ADD COLUMN "banReason" text;
    CREATE INDEX "user_createdAt_idx" ON "auth"."user" ("createdAt");
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "auth"."user_createdAt_idx";
    ALTER TABLE "auth"."user" DROP COLUMN "banReason";
    ALTER TABLE "auth"."user" DROP COLUMN "banned";
  `)
  await db.execute(sql`
   ALTER TABLE "member_actions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "member_actions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_actions_fk";
  
  DROP INDEX "payload_locked_documents_rels_member_actions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_actions_id";
  DROP TYPE "public"."enum_member_actions_action";`)
}
