import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * When a member withdrew the optional marketing consent on /user/profile (issue 19, item 8).
 * SQL from better-auth 1.7's `compileMigrations()` for the options in src/auth/options.ts;
 * tests/int/migrations.int.test.ts checks nothing is missing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "auth"."user" ADD COLUMN "marketingWithdrawnAt" timestamptz;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "auth"."user" DROP COLUMN "marketingWithdrawnAt";
  `)
}
