import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/db/embedded-postgres'

export interface ThrowawayPostgres extends EmbeddedPostgres {
  dir: string
  query: <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>
  /** Stops the server and deletes its data. */
  destroy: () => Promise<void>
}

/** A real Postgres in a fresh temporary directory on a free port, for one test file. */
export async function startThrowawayPostgres(dir?: string): Promise<ThrowawayPostgres> {
  const base = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'pg-test-')))
  const server = await startEmbeddedPostgres({ dir: path.join(base, 'postgres'), password: 'test-password' })
  return {
    ...server,
    dir: base,
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
