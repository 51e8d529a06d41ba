/**
 * Brings the database up to date before the server starts: applies pending migrations
 * (Payload's and the auth schema's, one ordered list in migrations/), verifies them, and on
 * `--seed` loads the first-run content (`--fill` re-checks every item, `--reset` deletes all content
 * first: see src/seed). Runs in a child process of start/migrate with the
 * environment they resolved, and reports on its last stdout line, because on Node 20 a
 * process that loads Lexical can exit 0 without having done its work.
 */
import { getPayload } from 'payload'
import { migrations } from '../migrations'
import config from '../payload.config'
import { seed } from '../src/seed'
import { PREPARE_REPORT } from './lib/prepare-report'

const payload = await getPayload({ config })
await payload.db.migrate()

const applied = await payload.count({ collection: 'payload-migrations', where: { batch: { greater_than: 0 } } })
if (applied.totalDocs < migrations.length) {
  throw new Error(`migrations: ${applied.totalDocs} of ${migrations.length} applied`)
}

const seeded = process.argv.includes('--seed')
  ? await seed(payload, { fill: process.argv.includes('--fill'), reset: process.argv.includes('--reset') })
  : undefined
console.log(`${PREPARE_REPORT}${JSON.stringify({ migrations: migrations.length, admin: seeded?.createdAdmin })}`)
process.exit(0)
