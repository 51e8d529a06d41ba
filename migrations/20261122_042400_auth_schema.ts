import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site members (better-auth) in their own schema `auth`, apart from Payload's tables.
 * The SQL is better-auth 1.7's own (`getMigrations(authOptions).compileMigrations()`);
 * tests/int/migrations.int.test.ts fails when the auth options need a schema change that
 * no migration provides yet. Timestamps are timestamptz so Asia/Seoul times stay exact.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE SCHEMA IF NOT EXISTS "auth";

    CREATE TABLE "auth"."user" (
      "id" text NOT NULL PRIMARY KEY,
      "name" text NOT NULL,
      "email" text NOT NULL UNIQUE,
      "emailVerified" boolean NOT NULL,
      "image" text,
      "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
      "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL
    );

    CREATE TABLE "auth"."session" (
      "id" text NOT NULL PRIMARY KEY,
      "expiresAt" timestamptz NOT NULL,
      "token" text NOT NULL UNIQUE,
      "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
      "updatedAt" timestamptz NOT NULL,
      "ipAddress" text,
      "userAgent" text,
      "userId" text NOT NULL REFERENCES "auth"."user" ("id") ON DELETE CASCADE
    );

    CREATE TABLE "auth"."account" (
      "id" text NOT NULL PRIMARY KEY,
      "accountId" text NOT NULL,
      "providerId" text NOT NULL,
      "userId" text NOT NULL REFERENCES "auth"."user" ("id") ON DELETE CASCADE,
      "accessToken" text,
      "refreshToken" text,
      "idToken" text,
      "accessTokenExpiresAt" timestamptz,
      "refreshTokenExpiresAt" timestamptz,
      "scope" text,
      "password" text,
      "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
      "updatedAt" timestamptz NOT NULL
    );

    CREATE TABLE "auth"."verification" (
      "id" text NOT NULL PRIMARY KEY,
      "identifier" text NOT NULL,
      "value" text NOT NULL,
      "expiresAt" timestamptz NOT NULL,
      "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
      "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL
    );

    CREATE TABLE "auth"."rateLimit" (
      "id" text NOT NULL PRIMARY KEY,
      "key" text NOT NULL UNIQUE,
      "count" integer NOT NULL,
      "lastRequest" bigint NOT NULL
    );

    CREATE INDEX "session_userId_idx" ON "auth"."session" ("userId");
    CREATE INDEX "account_userId_idx" ON "auth"."account" ("userId");
    CREATE INDEX "verification_identifier_idx" ON "auth"."verification" ("identifier");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP SCHEMA "auth" CASCADE;`)
}
