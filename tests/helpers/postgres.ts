import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/db/embedded-postgres'
import { copySeededTemplate, TEST_POSTGRES_PASSWORD } from './seeded-template'

export interface ThrowawayPostgres extends EmbeddedPostgres {
  dir: string
  /** What a site on this database needs: its URL and, when seeded, the media folder that belongs to it. */
  siteEnv: Record<string, string>
  query: <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>
  /** Stops the server and deletes its data. */
  destroy: () => Promise<void>
}

/**
 * A real Postgres in a fresh temporary directory on a free port, for one test file: empty, or
 * `seeded` (migrated, with the demo content and its media, copied from tests/helpers/seeded-template.ts).
 */
export async function startThrowawayPostgres({ seeded = false } = {}): Promise<ThrowawayPostgres> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'pg-test-'))
  if (seeded) await copySeededTemplate(base)
  const server = await startEmbeddedPostgres({ dir: path.join(base, 'postgres'), password: TEST_POSTGRES_PASSWORD })
  return {
    ...server,
    dir: base,
    siteEnv: seeded ? { DATABASE_URL: server.url, MEDIA_DIR: path.join(base, 'media') } : { DATABASE_URL: server.url },
    query: (text, values) => queryOnce(server.url, text, values),
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
