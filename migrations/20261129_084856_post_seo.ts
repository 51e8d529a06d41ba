import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "news" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "impact_stories" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "impact_stories" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "impact_stories" ADD COLUMN "meta_noindex" boolean DEFAULT false;
  ALTER TABLE "impact_stories" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_meta_noindex" boolean DEFAULT false;
  ALTER TABLE "_impact_stories_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "news" ADD CONSTRAINT "news_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_stories" ADD CONSTRAINT "impact_stories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_impact_stories_v" ADD CONSTRAINT "_impact_stories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_meta_meta_image_idx" ON "news" USING btree ("meta_image_id");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v" USING btree ("version_meta_image_id");
  CREATE INDEX "impact_stories_meta_meta_image_idx" ON "impact_stories" USING btree ("meta_image_id");
  CREATE INDEX "_impact_stories_v_version_meta_version_meta_image_idx" ON "_impact_stories_v" USING btree ("version_meta_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_meta_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "impact_stories" DROP CONSTRAINT "impact_stories_meta_image_id_media_id_fk";
  
  ALTER TABLE "_impact_stories_v" DROP CONSTRAINT "_impact_stories_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "_news_v_version_meta_version_meta_image_idx";
  DROP INDEX "impact_stories_meta_meta_image_idx";
  DROP INDEX "_impact_stories_v_version_meta_version_meta_image_idx";
  ALTER TABLE "users" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "news" DROP COLUMN "meta_title";
  ALTER TABLE "news" DROP COLUMN "meta_description";
  ALTER TABLE "news" DROP COLUMN "meta_noindex";
  ALTER TABLE "news" DROP COLUMN "meta_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "impact_stories" DROP COLUMN "meta_title";
  ALTER TABLE "impact_stories" DROP COLUMN "meta_description";
  ALTER TABLE "impact_stories" DROP COLUMN "meta_noindex";
  ALTER TABLE "impact_stories" DROP COLUMN "meta_image_id";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_impact_stories_v" DROP COLUMN "version_meta_image_id";`)
}
