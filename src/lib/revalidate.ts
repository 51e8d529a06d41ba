import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import type { Page } from '@/payload-types'
import { cacheTags } from './cache-tags'

/**
 * Staff edits must show on the site at once: expire the tagged data now instead of serving
 * it stale once more. Seeding and scripts run outside Next and pass `disableRevalidate`.
 */
function expire(tags: string[], context: Record<string, unknown>) {
  if (context.disableRevalidate) return
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req }) => {
  const paths = new Set([doc.path, previousDoc?.path].filter(Boolean))
  expire([...paths].map(cacheTags.page), req.context)
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  expire([cacheTags.page(doc.path)], req.context)
  return doc
}

export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  expire([cacheTags.siteSettings], req.context)
  return doc
}
