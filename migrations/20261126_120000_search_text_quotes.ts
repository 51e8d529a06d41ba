import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { plainTextOf } from '../src/search/plain-text'

/**
 * Posts' search text again, now that a quote is set apart from the text before it
 * (src/search/plain-text.ts). Only posts whose text changes are written, through the adapter: no
 * hooks, no new versions.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  for (const collection of ['news', 'impact-stories'] as const) {
    const { docs } = await payload.find({
      collection,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { body: true, searchText: true },
    })
    for (const doc of docs) {
      const searchText = plainTextOf(doc.body)
      if (searchText !== doc.searchText) await payload.db.updateOne({ collection, id: doc.id, data: { searchText }, req })
    }
  }
}

/** The text with a quote run into its neighbour is not worth restoring. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
