import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { transactionSql } from '@/lib/transaction-sql'

/** Arbitrary constants: the first half of the advisory lock keys of one inquiry and of them all. */
const INQUIRY_LOCK = 7_240_318
const ALL_INQUIRIES_LOCK = 7_240_319

/**
 * Holds one inquiry for the rest of the request's transaction: every write of it (a staff save, a
 * member's note) reads the inquiry after the one before it has committed, so neither writes back
 * what it read before the other's change. An advisory lock names no table (ADR 0030); it is
 * released with the transaction and taken again freely inside it. Writes of single inquiries
 * share the lock of them all, which a bulk edit takes alone (below).
 */
export async function lockInquiry(req: PayloadRequest, id: number | string): Promise<void> {
  const db = await transactionSql(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock_shared(${ALL_INQUIRIES_LOCK}, 0)`)
  await db.execute(sql`SELECT pg_advisory_xact_lock(${INQUIRY_LOCK}, ${Number(id)}::int)`)
}

/**
 * A bulk edit (many inquiries selected in the admin) names no id before Payload reads them all; it
 * waits for the single writes under way and holds new ones until it commits. One lock, not one per
 * inquiry: a "select all" of 50,000 inquiries would fill Postgres's lock table.
 */
export async function lockAllInquiries(req: PayloadRequest): Promise<void> {
  const db = await transactionSql(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ALL_INQUIRIES_LOCK}, 0)`)
}

/** Payload reads the stored inquiries after this hook, inside the same transaction; the lock comes first. */
export const lockInquiryBeforeUpdate: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || !req.transactionID) return args
  const id = (args as { id?: number | string }).id
  if (id !== undefined) await lockInquiry(req, id)
  else await lockAllInquiries(req)
  return args
}
