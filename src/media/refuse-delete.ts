import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { findMediaUsage, usageMessage } from './usage'

/**
 * Refuses deleting a media item that a document uses now (published or latest draft), naming the
 * places: 409 with a public message, so the admin shows it as it is (edit view and, per item, the
 * list's bulk delete) instead of "An unknown error occurred.". Old versions do not block.
 */
export const refuseDeletingMediaInUse: CollectionBeforeDeleteHook = async ({ id, req, collection }) => {
  const uses = await findMediaUsage(req.payload, id, req)
  if (uses.length === 0) return
  const media = (await req.payload
    .findByID({
      collection: collection.slug,
      id,
      depth: 0,
      overrideAccess: true,
      req,
      select: { mimeType: true, filename: true },
    })
    .catch(() => null)) as { mimeType?: string | null; filename?: string | null } | null
  // Reaches the admin as it is through the root afterError hook (answerPublicErrorsAsPayload).
  throw new APIError(usageMessage(uses, media ?? {}), 409, { uses }, true)
}
