import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, Job } from 'payload'

type Execute = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> }

/** An arbitrary constant: the advisory lock every server process takes to claim jobs. */
const JOB_CLAIM_LOCK = 7_240_317

/**
 * When to remove this file. Payload's own fix (payloadcms/payload PR #17441, "support multiple
 * workers on the same queue": a `processingToken` per claim and one conditional
 * `UPDATE … RETURNING`) is a breaking change merged for Payload 4; 3.x up to the installed 3.90.1
 * claims as described below. job-claims.test.ts fails once the installed Payload is 4.0.0 or
 * later, or once Payload's jobs table has a `processing_token` column (a backport).
 */
export const JOB_CLAIM_PATCH = {
  fixedIn: '4.0.0',
  fix: 'payloadcms/payload PR #17441 makes job claims exclusive in Payload itself (processingToken, conditional UPDATE … RETURNING)',
}

/** Whether `version` (a Payload version, e.g. 3.90.1 or 4.0.0-beta.2) predates the fix. */
export function jobClaimPatchNeeded(version: string): boolean {
  const [major = 0] = version.split(/[.-]/).map(Number)
  const [fixedMajor = 0] = JOB_CLAIM_PATCH.fixedIn.split('.').map(Number)
  return major < fixedMajor
}

/** Whether the job can still be claimed: pending, never finished, never failed for good. */
export const isClaimableSql = (id: number | string) =>
  sql`SELECT 1 FROM payload_jobs WHERE id = ${id} AND NOT processing
      AND completed_at IS NULL AND has_error IS NOT TRUE`

/** Claims the jobs found, in one statement. */
export const claimJobsSql = (ids: (number | string)[], updatedAt: string) =>
  sql`UPDATE payload_jobs SET processing = true, updated_at = ${updatedAt} WHERE id IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`

/** A claim that sets nothing but `processing` (and the `updatedAt` Payload adds): one UPDATE can do it. */
function isPlainClaim(data: Record<string, unknown>): data is { processing: true; updatedAt?: string } {
  return Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')
}

/**
 * Payload 3.90 claims jobs by reading the pending ones and then setting `processing` on them by
 * id, so two servers ticking at the same second (the cron follows the clock) both claim and run
 * the same jobs, and `runByID` claims a job even when a tick already has it: mails went out
 * twice (docs/adr/0014-job-claims.md). Here every claim first takes one transaction-level
 * advisory lock: claims queue up for a few milliseconds, and under READ COMMITTED (Payload's
 * default) each claim's read sees the previous claim committed. A claim by id takes the job only
 * while it is still pending, and a tick's claim takes all it found in one UPDATE. Running the jobs
 * stays parallel; only claiming is serial.
 */
export function withExclusiveJobClaims(base: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const updateJobs = adapter.updateJobs
      adapter.updateJobs = async (update) => {
        if (update.data.processing !== true) return updateJobs.call(adapter, update)
        const transactionID = await update.req?.transactionID
        const db = transactionID === undefined ? undefined : adapter.sessions[String(transactionID)]?.db
        if (!db) throw new Error('A job claim must run inside a transaction: its lock lasts until the commit.')
        const tx = db as unknown as Execute
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOB_CLAIM_LOCK})`)
        if (update.id !== undefined) {
          const { rows } = await tx.execute(isClaimableSql(update.id))
          if (rows.length === 0) return []
          return updateJobs.call(adapter, update)
        }
        if (!isPlainClaim(update.data)) return updateJobs.call(adapter, update)
        // A tick's claim. Payload would update the jobs it found one statement at a time, each a
        // round trip while this transaction holds the lock and a pooled connection: 300 pending
        // mails under load took 30 s, every other claim queued behind it holding a connection too,
        // and the pool had none left for requests (docs/performance.md, "Job
        // claims"). Payload still finds the jobs (its where and sort); one statement claims them.
        const { docs } = await adapter.find({
          collection: 'payload-jobs',
          where: update.where,
          sort: update.sort,
          limit: update.limit,
          pagination: false,
          req: update.req,
        })
        if (docs.length === 0) return []
        const updatedAt = update.data.updatedAt ?? new Date().toISOString()
        await tx.execute(
          claimJobsSql(
            docs.map((doc) => doc.id),
            updatedAt,
          ),
        )
        if (update.returning === false) return null
        // Rows as Payload reads them; it derives `taskStatus` from their log afterwards.
        return docs.map((doc) => ({ ...doc, processing: true, updatedAt }) as unknown as Job)
      }
      return adapter
    },
  }
}
