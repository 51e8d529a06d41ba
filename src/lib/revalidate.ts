import { sql } from '@payloadcms/db-postgres'
import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { CACHE_CHANNEL } from '@/server/contract.mjs'
import { type SqlRunner, transactionSql } from './transaction-sql'

/** Publishes expired tags to every server process; inside a transaction, on commit. */
export async function broadcastTags(db: SqlRunner, tags: string[]) {
  await db.execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(tags)})`)
}

/**
 * Staff edits must show on the site at once. Inside a Next request we expire the tags here;
 * in every case we also publish them on Postgres (inside the change's own transaction, so they
 * are delivered only once the change is committed), so that every server process, and this one
 * when the change came from a script, drops the pages too. Seeding passes `disableRevalidate`.
 */
export async function expireTags(tags: string[], req: PayloadRequest) {
  if (req.context.disableRevalidate || tags.length === 0) return
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next request (a script or a test using the Local API): the broadcast does it.
  }
  await broadcastTags(await transactionSql(req), tags)
}

type Doc = Record<string, unknown>

/** afterChange and afterDelete hooks that expire the tags a document's pages carry. */
export function revalidateCollection<T extends Doc>(tagsOf: (doc: T) => string[]) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    await expireTags([...new Set([...tagsOf(doc as T), ...(previousDoc ? tagsOf(previousDoc as T) : [])])], req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expireTags(tagsOf(doc as T), req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook[] {
  return [
    async ({ doc, req }) => {
      await expireTags([tag], req)
      return doc
    },
  ]
}
