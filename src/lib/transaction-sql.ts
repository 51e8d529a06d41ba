import type { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** Runs a drizzle `sql` statement; what `payload.db.drizzle` and a transaction's session both offer. */
export type SqlRunner = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }

/** The connection of the request's Payload transaction if it has one, else the adapter's pool. */
export async function transactionSql(req: PayloadRequest): Promise<SqlRunner> {
  const adapter = req.payload.db as unknown as { drizzle: SqlRunner; sessions?: Record<string, { db: SqlRunner }> }
  const transactionID = req.transactionID ? await req.transactionID : undefined
  return (transactionID !== undefined && adapter.sessions?.[String(transactionID)]?.db) || adapter.drizzle
}
