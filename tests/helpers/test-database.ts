/**
 * A test file's own database on the integration run's one Postgres (tests/helpers/shared-postgres.ts):
 * empty, or `seeded` (a copy of the migrated and seeded template, with a copy of its media folder).
 * Files that stop or crash their Postgres start one of their own instead (tests/helpers/postgres.ts).
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type pg from 'pg'
import { inject } from 'vitest'
import { queryOnce } from './postgres'
import { SEEDED_DATABASE } from './shared-postgres'

const run = promisify(execFile)

export interface TestDatabase {
  url: string
  /** What a site on this database needs: its URL and, when seeded, the media folder that belongs to it. */
  siteEnv: Record<string, string>
  query: <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>
  /** Drops the database (closing what is still connected) and its media folder. */
  destroy: () => Promise<void>
}

export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const { adminUrl, seededMedia } = inject('sharedPostgres')
  const name = `test_${randomBytes(6).toString('hex')}`
  // template0: template1 may have a session of another file's CREATE DATABASE on it.
  await queryOnce(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${seeded ? SEEDED_DATABASE : 'template0'}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const media = seeded ? await mkdtemp(path.join(os.tmpdir(), 'media-test-')) : undefined
  if (media) await run('cp', ['-a', `${seededMedia}/.`, media])
  const databaseUrl = url.toString()
  return {
    url: databaseUrl,
    siteEnv: media ? { DATABASE_URL: databaseUrl, MEDIA_DIR: media } : { DATABASE_URL: databaseUrl },
    query: (text, values) => queryOnce(databaseUrl, text, values),
    destroy: async () => {
      await queryOnce(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      if (media) await rm(media, { recursive: true, force: true })
    },
  }
}
