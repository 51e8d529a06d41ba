import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

type Execute = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> }

/** An arbitrary constant: the advisory lock every server process takes to claim jobs. */
const JOB_CLAIM_LOCK = 7_240_317

/**
 * Payload 3.90 claims jobs by reading the pending ones and then setting `processing` on them by
 * id, so two servers ticking at the same second (the cron follows the clock) both claim and run
 * the same jobs, and `runByID` claims a job even when a tick already has it: mails went out
 * twice (docs/decisions.md, "A job runs once"). Here every claim first takes one transaction-level
 * advisory lock: claims queue up for a few milliseconds, and under READ COMMITTED (Payload's
 * default) each claim's read sees the previous claim committed. A claim by id takes the job only
 * while it is still pending. Running the jobs stays parallel; only claiming is serial.
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
          const { rows } = await tx.execute(
            sql`SELECT 1 FROM payload_jobs WHERE id = ${update.id} AND NOT processing
                AND completed_at IS NULL AND has_error IS NOT TRUE`,
          )
          if (rows.length === 0) return []
        }
        return updateJobs.call(adapter, update)
      }
      return adapter
    },
  }
}
