import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { transactionSql } from '@/lib/transaction-sql'

/** An arbitrary constant: the first half of the advisory lock key of one inquiry. */
const INQUIRY_LOCK = 7_240_318

/**
 * Holds one inquiry for the rest of the request's transaction: every write of it (a staff save, a
 * member's note) reads the inquiry after the one before it has committed, so neither writes back
 * what it read before the other's change. An advisory lock names no table (ADR 0030); it is
 * released with the transaction and taken again freely inside it.
 */
export async function lockInquiry(req: PayloadRequest, id: number | string): Promise<void> {
  const db = await transactionSql(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(${INQUIRY_LOCK}, ${Number(id)}::int)`)
}

/**
 * Payload reads the stored inquiry after this hook, inside the same transaction (updateByID); the
 * lock comes first. An update of many inquiries at once (a bulk edit) names no id and is not held.
 */
export const lockInquiryBeforeUpdate: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const id = (args as { id?: number | string }).id
  if (operation === 'update' && id !== undefined && req.transactionID) await lockInquiry(req, id)
  return args
}
