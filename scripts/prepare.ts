/**
 * Brings the database up to date before the server starts: applies pending migrations
 * (Payload's and the auth schema's, one ordered list in migrations/), verifies them, and on
 * `--seed` loads the first-run content (`--fill` re-checks every item, `--reset` deletes all content
 * first: see src/seed). Runs in a child process of start/migrate with the
 * environment they resolved, and reports on its last stdout line, because on Node 20 a
 * process that loads Lexical can exit 0 without having done its work.
 */
import { getPayload, type Migration } from 'payload'
import { migrations } from '../migrations'
import config from '../payload.config'
import { seed } from '../src/seed'
import { PREPARE_REPORT } from './lib/prepare-report'

// `--up-to NAME` stops after that migration: a restore loads an older backup's rows into the
// schema they were dumped from, then applies the rest.
const upTo = process.argv[process.argv.indexOf('--up-to') + 1]
const wanted = process.argv.includes('--up-to')
  ? migrations.slice(0, migrations.findIndex((migration) => migration.name === upTo) + 1)
  : migrations
if (wanted.length === 0) throw new Error(`unknown migration: ${upTo}`)

const payload = await getPayload({ config })
// The generated index types `up`'s argument more narrowly than Payload's Migration does.
await payload.db.migrate({ migrations: wanted as Migration[] })

const applied = await payload.count({ collection: 'payload-migrations', where: { batch: { greater_than: 0 } } })
if (applied.totalDocs < wanted.length) {
  throw new Error(`migrations: ${applied.totalDocs} of ${wanted.length} applied`)
}

const seeded = process.argv.includes('--seed')
  ? await seed(payload, { fill: process.argv.includes('--fill'), reset: process.argv.includes('--reset') })
  : undefined
console.log(`${PREPARE_REPORT}${JSON.stringify({ migrations: wanted.length, admin: seeded?.createdAdmin })}`)
process.exit(0)
