import { readdir } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { MIGRATION_SQL } from '../../src/db/payload-tables/migrations'
import { root } from './runtime-env'

/** The names of the migrations in migrations/, oldest first. */
export async function migrationNames(): Promise<string[]> {
  return (await readdir(path.join(root, 'migrations')))
    .filter((file) => /^\d{8}_\d{6}.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}

/**
 * True when every migration in migrations/ is applied and the first-run content exists, so a
 * warm restart can skip loading Payload just to find nothing to do (a few plain queries
 * instead of about four seconds).
 */
export async function isDatabaseReady(databaseUrl: string): Promise<boolean> {
  const files = await migrationNames()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const table = await client.query(MIGRATION_SQL.tableExists)
    if (!table.rows[0]?.name) return false
    const applied = await client.query<{ name: string }>(MIGRATION_SQL.applied)
    const names = new Set(applied.rows.map((row) => row.name))
    if (!files.every((file) => names.has(file))) return false
    const seeded = await client.query<{ ready: boolean }>(MIGRATION_SQL.firstRunContent)
    return seeded.rows[0]?.ready === true
  } finally {
    await client.end()
  }
}
