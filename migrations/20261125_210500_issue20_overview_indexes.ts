import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "status_createdAt_idx" ON "inquiries" USING btree ("status","created_at");
  CREATE INDEX "createdAt_path_idx" ON "page_views" USING btree ("created_at","path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "status_createdAt_idx";
  DROP INDEX "createdAt_path_idx";`)
}
