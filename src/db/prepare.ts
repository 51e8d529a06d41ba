/**
 * Brings a database up to date: applies pending migrations (Payload's and the auth schema's, one
 * ordered list in migrations/), verifies they were recorded, and on request loads the first-run
 * content (src/seed). Used by `npm start` / `npm run migrate` (scripts/prepare.ts, in a child
 * process) and by the production image's release step (`--migrate`, run inside the built server
 * by src/instrumentation.ts, where no TypeScript loader exists).
 */
import type { Migration, Payload } from 'payload'
import { migrations } from '../../migrations'
import { broadcastTags } from '../lib/revalidate'
import type { SqlRunner } from '../lib/transaction-sql'
import { type SeedOptions, type SeedResult, seed } from '../seed'
import { ALL_TAGS } from '../server/contract.mjs'

export interface PrepareOptions {
  /** Stop after this migration: a restore loads an older backup's rows into its own schema first. */
  upTo?: string
  /** Seed after migrating; absent: migrations only. */
  seed?: SeedOptions
}

export interface PrepareResult {
  migrations: number
  /** Present only on the run that created the first CMS admin. */
  admin?: SeedResult['createdAdmin']
}

export async function prepareDatabase(payload: Payload, options: PrepareOptions = {}): Promise<PrepareResult> {
  const wanted =
    options.upTo === undefined
      ? migrations
      : migrations.slice(0, migrations.findIndex((migration) => migration.name === options.upTo) + 1)
  if (wanted.length === 0) throw new Error(`unknown migration: ${options.upTo}`)

  const appliedCount = async () =>
    (await payload.count({ collection: 'payload-migrations', where: { batch: { greater_than: 0 } } })).totalDocs
  // None on a new database (the table does not exist yet).
  const before = await appliedCount().catch(() => 0)
  // The generated index types `up`'s argument more narrowly than Payload's Migration does.
  await payload.db.migrate({ migrations: wanted as Migration[] })
  // On Node 20 a process that loads Lexical can end without having done its work: trust the
  // table, not the absence of an error.
  const applied = await appliedCount()
  if (applied < wanted.length) throw new Error(`migrations: ${applied} of ${wanted.length} applied`)
  // A migration may change content under a running site (npm run migrate beside npm start): its
  // servers drop their cached pages, as after an edit in the admin.
  if (applied > before) await broadcastTags(payload.db.drizzle as unknown as SqlRunner, [ALL_TAGS])

  const seeded = options.seed ? await seed(payload, options.seed) : undefined
  return { migrations: wanted.length, admin: seeded?.createdAdmin }
}
