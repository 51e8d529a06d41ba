import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { transactionSql } from './transaction-sql'

/** The first half of each job's advisory lock key (arbitrary constants, one per job). */
export const JOB_LOCKS = { legalNotice: 7_240_401, marketingDigest: 7_240_402, marketingReconfirm: 7_240_403 } as const

/**
 * Runs `work` in one transaction holding an advisory lock of the job (and `id`): two copies of a
 * job (a retry, a second server's run, a duplicate in the queue) run one after the other, and the
 * second reads what the first committed. An advisory lock names no table (ADR 0030).
 */
export async function withJobLock<T>(
  payload: Payload,
  job: keyof typeof JOB_LOCKS,
  id: number,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await (await transactionSql(req)).execute(sql`SELECT pg_advisory_xact_lock(${JOB_LOCKS[job]}, ${id}::int)`)
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
