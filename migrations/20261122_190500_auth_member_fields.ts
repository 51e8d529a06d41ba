import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site members' own fields (issue 5): Korean mobile number (find-id looks it up), role
 * (sign-up gives `member`), and each consent of the sign-up form with its time and the
 * versions of the legal texts. SQL from better-auth 1.7's `compileMigrations()` for the
 * options in src/auth/options.ts; tests/int/migrations.int.test.ts checks nothing is missing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "auth"."user" ADD COLUMN "phone" text;
    ALTER TABLE "auth"."user" ADD COLUMN "role" text DEFAULT 'member';
    ALTER TABLE "auth"."user" ADD COLUMN "termsAgreedAt" timestamptz;
    ALTER TABLE "auth"."user" ADD COLUMN "privacyAgreedAt" timestamptz;
    ALTER TABLE "auth"."user" ADD COLUMN "ageConfirmedAt" timestamptz;
    ALTER TABLE "auth"."user" ADD COLUMN "marketingAgreedAt" timestamptz;
    ALTER TABLE "auth"."user" ADD COLUMN "consentVersion" text;
    CREATE INDEX "user_phone_idx" ON "auth"."user" ("phone");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "auth"."user_phone_idx";
    ALTER TABLE "auth"."user"
      DROP COLUMN "phone", DROP COLUMN "role", DROP COLUMN "termsAgreedAt", DROP COLUMN "privacyAgreedAt",
      DROP COLUMN "ageConfirmedAt", DROP COLUMN "marketingAgreedAt", DROP COLUMN "consentVersion";
  `)
}
