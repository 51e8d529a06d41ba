/**
 * One Postgres for a whole integration run (tests/int/global-setup.ts), holding the migrated and
 * seeded database `app` of the seeded template (tests/helpers/seeded-template.ts). Each test file
 * gets a database of its own from it with `CREATE DATABASE … TEMPLATE app` (a file copy inside the
 * server, about 0.1 s) instead of starting a Postgres of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres'
import { copySeededTemplate, TEST_POSTGRES_PASSWORD } from './seeded-template'

/** What the test files need to make their databases: set by the global setup, read with `inject`. */
export interface SharedPostgres {
  /** The server's maintenance database (`postgres`), for CREATE and DROP DATABASE. */
  adminUrl: string
  /** The seeded template's media folder, copied beside each seeded database. */
  seededMedia: string
}

/** The database every file's seeded copy is made from: no session may stay connected to it. */
export const SEEDED_DATABASE = 'app'

export async function startSharedPostgres(): Promise<SharedPostgres & { stop: () => Promise<void> }> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'pg-shared-'))
  await copySeededTemplate(base)
  const server = await startEmbeddedPostgres({
    dir: path.join(base, 'postgres'),
    password: TEST_POSTGRES_PASSWORD,
    database: SEEDED_DATABASE,
  })
  const adminUrl = new URL(server.url)
  adminUrl.pathname = '/postgres'
  return {
    adminUrl: adminUrl.toString(),
    seededMedia: path.join(base, 'media'),
    stop: async () => {
      await server.stop()
      await rm(base, { recursive: true, force: true })
    },
  }
}
