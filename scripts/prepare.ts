/**
 * Brings the database up to date before the server starts (src/db/prepare.ts): migrations, and
 * on `--seed` the first-run content (`--fill` re-checks every item, `--reset` deletes all content
 * first, `--scale` adds the large data set: see src/seed). Runs in a child process of start/migrate with the environment they
 * resolved, and reports on its last stdout line, because on Node 20 a process that loads Lexical
 * can exit 0 without having done its work.
 */
import { getPayload } from 'payload'
import config from '../payload.config'
import { prepareDatabase } from '../src/db/prepare'
import { PREPARE_REPORT, type PrepareReport } from './lib/prepare-report'

// `--up-to NAME` stops after that migration (scripts/restore.ts).
const upTo = process.argv.includes('--up-to') ? process.argv[process.argv.indexOf('--up-to') + 1] : undefined
const seed = process.argv.includes('--seed')
  ? { fill: process.argv.includes('--fill'), reset: process.argv.includes('--reset') }
  : undefined

const payload = await getPayload({ config })
const report: PrepareReport = await prepareDatabase(payload, { upTo, seed })
// `npm run seed -- --scale`: the data of years of use on top of the demo (src/seed/scale.ts).
if (seed && process.argv.includes('--scale')) {
  const { seedScale } = await import('../src/seed/scale')
  await seedScale(payload)
}
console.log(`${PREPARE_REPORT}${JSON.stringify(report)}`)
process.exit(0)
