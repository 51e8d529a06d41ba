import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/db/embedded-postgres'
import { copySeededTemplate, TEST_POSTGRES_PASSWORD } from './seeded-template'
import { isRunning } from './site'
import type { TestDatabase } from './test-database'

export interface ThrowawayPostgres extends Omit<EmbeddedPostgres, 'exited'>, TestDatabase {
  dir: string
  /** Stops it the hard way, as a crash would: immediate shutdown (SIGQUIT), no checkpoint. */
  crash: () => Promise<void>
  /** Starts it again after `stop()` or `crash()`: same data, same port, same URL (recovering from the WAL after a crash). */
  start: () => Promise<void>
}

/**
 * A real Postgres in a fresh temporary directory on a free port, for a test file that stops or
 * crashes its database (the others take a database on the run's one Postgres, test-database.ts):
 * empty, or `seeded` (migrated, with the demo content and its media, copied from
 * tests/helpers/seeded-template.ts). `destroy()` stops the server and deletes its data.
 */
export async function startThrowawayPostgres({ seeded = false } = {}): Promise<ThrowawayPostgres> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'pg-test-'))
  if (seeded) await copySeededTemplate(base)
  const options = { dir: path.join(base, 'postgres'), password: TEST_POSTGRES_PASSWORD }
  let server = await startEmbeddedPostgres(options)
  const { url, port } = server
  return {
    url,
    port,
    dir: base,
    siteEnv: seeded ? { DATABASE_URL: url, MEDIA_DIR: path.join(base, 'media') } : { DATABASE_URL: url },
    stop: () => server.stop(),
    crash: async () => {
      const pid = Number((await readFile(path.join(options.dir, 'postmaster.pid'), 'utf8')).split('\n')[0])
      process.kill(pid, 'SIGQUIT')
      while (isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 20))
    },
    start: async () => {
      server = await startEmbeddedPostgres({ ...options, port })
    },
    query: (text, values) => queryOnce(url, text, values),
    destroy: async () => {
      await server.stop()
      await rm(base, { recursive: true, force: true })
    },
  }
}

export async function queryOnce<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}
