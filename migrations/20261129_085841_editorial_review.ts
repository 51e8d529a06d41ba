import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_review_state" AS ENUM('pending', 'returned', 'approved');
  CREATE TYPE "public"."enum__pages_v_version_review_state" AS ENUM('pending', 'returned', 'approved');
  CREATE TYPE "public"."enum_news_review_state" AS ENUM('pending', 'returned', 'approved');
  CREATE TYPE "public"."enum__news_v_version_review_state" AS ENUM('pending', 'returned', 'approved');
  CREATE TYPE "public"."enum_impact_stories_review_state" AS ENUM('pending', 'returned', 'approved');
  CREATE TYPE "public"."enum__impact_stories_v_version_review_state" AS ENUM('pending', 'returned', 'approved');
  CREATE TYPE "public"."enum_site_settings_editorial_review" AS ENUM('direct', 'review');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'content-review';
  ALTER TYPE "public"."enum_content_activity_action" ADD VALUE 'review-requested';
  ALTER TYPE "public"."enum_content_activity_action" ADD VALUE 'review-returned';
  ALTER TYPE "public"."enum_content_activity_action" ADD VALUE 'review-approved';
  ALTER TABLE "pages" ADD COLUMN "review_state" "enum_pages_review_state";
  ALTER TABLE "pages" ADD COLUMN "review_requested_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "review_decided_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "review_decided_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_state" "enum__pages_v_version_review_state";
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_requested_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_decided_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_decided_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "news" ADD COLUMN "review_state" "enum_news_review_state";
  ALTER TABLE "news" ADD COLUMN "review_requested_by_id" integer;
  ALTER TABLE "news" ADD COLUMN "review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "review_decided_by_id" integer;
  ALTER TABLE "news" ADD COLUMN "review_decided_at" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_review_state" "enum__news_v_version_review_state";
  ALTER TABLE "_news_v" ADD COLUMN "version_review_requested_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_review_decided_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_review_decided_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "impact_stories" ADD COLUMN "review_state" "enum_impact_stories_review_state";
  ALTER TABLE "impact_stories" ADD COLUMN "review_requested_by_id" integer;
  ALTER TABLE "impact_stories" ADD COLUMN "review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "impact_stories" ADD COLUMN "review_decided_by_id" integer;
  ALTER TABLE "impact_stories" ADD COLUMN "review_decided_at" timestamp(3) with time zone;
  ALTER TABLE "impact_stories" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_review_state" "enum__impact_stories_v_version_review_state";
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_review_requested_by_id" integer;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_review_decided_by_id" integer;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_review_decided_at" timestamp(3) with time zone;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "editorial_review" "enum_site_settings_editorial_review" DEFAULT 'direct' NOT NULL;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_review_requested_by_id_users_id_fk" FOREIGN KEY ("review_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_review_decided_by_id_users_id_fk" FOREIGN KEY ("review_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_review_requested_by_id_users_id_fk" FOREIGN KEY ("version_review_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_review_decided_by_id_users_id_fk" FOREIGN KEY ("version_review_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_review_requested_by_id_users_id_fk" FOREIGN KEY ("review_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_review_decided_by_id_users_id_fk" FOREIGN KEY ("review_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_review_requested_by_id_users_id_fk" FOREIGN KEY ("version_review_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_review_decided_by_id_users_id_fk" FOREIGN KEY ("version_review_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_stories" ADD CONSTRAINT "impact_stories_review_requested_by_id_users_id_fk" FOREIGN KEY ("review_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_stories" ADD CONSTRAINT "impact_stories_review_decided_by_id_users_id_fk" FOREIGN KEY ("review_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_impact_stories_v" ADD CONSTRAINT "_impact_stories_v_version_review_requested_by_id_users_id_fk" FOREIGN KEY ("version_review_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_impact_stories_v" ADD CONSTRAINT "_impact_stories_v_version_review_decided_by_id_users_id_fk" FOREIGN KEY ("version_review_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_review_review_state_idx" ON "pages" USING btree ("review_state");
  CREATE INDEX "pages_review_review_requested_by_idx" ON "pages" USING btree ("review_requested_by_id");
  CREATE INDEX "pages_review_review_decided_by_idx" ON "pages" USING btree ("review_decided_by_id");
  CREATE INDEX "_pages_v_version_review_version_review_state_idx" ON "_pages_v" USING btree ("version_review_state");
  CREATE INDEX "_pages_v_version_review_version_review_requested_by_idx" ON "_pages_v" USING btree ("version_review_requested_by_id");
  CREATE INDEX "_pages_v_version_review_version_review_decided_by_idx" ON "_pages_v" USING btree ("version_review_decided_by_id");
  CREATE INDEX "news_review_review_state_idx" ON "news" USING btree ("review_state");
  CREATE INDEX "news_review_review_requested_by_idx" ON "news" USING btree ("review_requested_by_id");
  CREATE INDEX "news_review_review_decided_by_idx" ON "news" USING btree ("review_decided_by_id");
  CREATE INDEX "_news_v_version_review_version_review_state_idx" ON "_news_v" USING btree ("version_review_state");
  CREATE INDEX "_news_v_version_review_version_review_requested_by_idx" ON "_news_v" USING btree ("version_review_requested_by_id");
  CREATE INDEX "_news_v_version_review_version_review_decided_by_idx" ON "_news_v" USING btree ("version_review_decided_by_id");
  CREATE INDEX "impact_stories_review_review_state_idx" ON "impact_stories" USING btree ("review_state");
  CREATE INDEX "impact_stories_review_review_requested_by_idx" ON "impact_stories" USING btree ("review_requested_by_id");
  CREATE INDEX "impact_stories_review_review_decided_by_idx" ON "impact_stories" USING btree ("review_decided_by_id");
  CREATE INDEX "_impact_stories_v_version_review_version_review_state_idx" ON "_impact_stories_v" USING btree ("version_review_state");
  CREATE INDEX "_impact_stories_v_version_review_version_review_requeste_idx" ON "_impact_stories_v" USING btree ("version_review_requested_by_id");
  CREATE INDEX "_impact_stories_v_version_review_version_review_decided__idx" ON "_impact_stories_v" USING btree ("version_review_decided_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_review_requested_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_review_decided_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_review_requested_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_review_decided_by_id_users_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_review_requested_by_id_users_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_review_decided_by_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_review_requested_by_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_review_decided_by_id_users_id_fk";
  
  ALTER TABLE "impact_stories" DROP CONSTRAINT "impact_stories_review_requested_by_id_users_id_fk";
  
  ALTER TABLE "impact_stories" DROP CONSTRAINT "impact_stories_review_decided_by_id_users_id_fk";
  
  ALTER TABLE "_impact_stories_v" DROP CONSTRAINT "_impact_stories_v_version_review_requested_by_id_users_id_fk";
  
  ALTER TABLE "_impact_stories_v" DROP CONSTRAINT "_impact_stories_v_version_review_decided_by_id_users_id_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('verify-email', 'change-email', 'email-in-use', 'email-changed', 'reset-password', 'delete-account', 'inquiry-staff', 'inquiry-confirmation', 'inquiry-update', 'staff-account');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "content_activity" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_content_activity_action";
  CREATE TYPE "public"."enum_content_activity_action" AS ENUM('created', 'edited', 'published', 'scheduled', 'unpublish-scheduled', 'unpublished', 'restored', 'deleted');
  ALTER TABLE "content_activity" ALTER COLUMN "action" SET DATA TYPE "public"."enum_content_activity_action" USING "action"::"public"."enum_content_activity_action";
  DROP INDEX "pages_review_review_state_idx";
  DROP INDEX "pages_review_review_requested_by_idx";
  DROP INDEX "pages_review_review_decided_by_idx";
  DROP INDEX "_pages_v_version_review_version_review_state_idx";
  DROP INDEX "_pages_v_version_review_version_review_requested_by_idx";
  DROP INDEX "_pages_v_version_review_version_review_decided_by_idx";
  DROP INDEX "news_review_review_state_idx";
  DROP INDEX "news_review_review_requested_by_idx";
  DROP INDEX "news_review_review_decided_by_idx";
  DROP INDEX "_news_v_version_review_version_review_state_idx";
  DROP INDEX "_news_v_version_review_version_review_requested_by_idx";
  DROP INDEX "_news_v_version_review_version_review_decided_by_idx";
  DROP INDEX "impact_stories_review_review_state_idx";
  DROP INDEX "impact_stories_review_review_requested_by_idx";
  DROP INDEX "impact_stories_review_review_decided_by_idx";
  DROP INDEX "_impact_stories_v_version_review_version_review_state_idx";
  DROP INDEX "_impact_stories_v_version_review_version_review_requeste_idx";
  DROP INDEX "_impact_stories_v_version_review_version_review_decided__idx";
  ALTER TABLE "pages" DROP COLUMN "review_state";
  ALTER TABLE "pages" DROP COLUMN "review_requested_by_id";
  ALTER TABLE "pages" DROP COLUMN "review_requested_at";
  ALTER TABLE "pages" DROP COLUMN "review_decided_by_id";
  ALTER TABLE "pages" DROP COLUMN "review_decided_at";
  ALTER TABLE "pages" DROP COLUMN "review_comment";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_requested_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_requested_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_decided_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_decided_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "news" DROP COLUMN "review_state";
  ALTER TABLE "news" DROP COLUMN "review_requested_by_id";
  ALTER TABLE "news" DROP COLUMN "review_requested_at";
  ALTER TABLE "news" DROP COLUMN "review_decided_by_id";
  ALTER TABLE "news" DROP COLUMN "review_decided_at";
  ALTER TABLE "news" DROP COLUMN "review_comment";
  ALTER TABLE "_news_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_news_v" DROP COLUMN "version_review_requested_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_review_requested_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_review_decided_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_review_decided_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "impact_stories" DROP COLUMN "review_state";
  ALTER TABLE "impact_stories" DROP COLUMN "review_requested_by_id";
  ALTER TABLE "impact_stories" DROP COLUMN "review_requested_at";
  ALTER TABLE "impact_stories" DROP COLUMN "review_decided_by_id";
  ALTER TABLE "impact_stories" DROP COLUMN "review_decided_at";
  ALTER TABLE "impact_stories" DROP COLUMN "review_comment";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_review_requested_by_id";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_review_requested_at";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_review_decided_by_id";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_review_decided_at";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "site_settings" DROP COLUMN "editorial_review";
  DROP TYPE "public"."enum_pages_review_state";
  DROP TYPE "public"."enum__pages_v_version_review_state";
  DROP TYPE "public"."enum_news_review_state";
  DROP TYPE "public"."enum__news_v_version_review_state";
  DROP TYPE "public"."enum_impact_stories_review_state";
  DROP TYPE "public"."enum__impact_stories_v_version_review_state";
  DROP TYPE "public"."enum_site_settings_editorial_review";`)
}
