/**
 * Restoring a version in the admin (버전 → 이 버전 복원 / 초안으로 복원) of a collection with drafts:
 *  - always as a draft on top of the document: the public page stays as published until someone
 *    presses 게시. Payload's "이 버전 복원" of a published version wrote it to the live document at
 *    once (an old typo was back on the site), and of a draft version took a page off the site;
 *  - fields the restorer may not write (a page's 사이트 주소 for an editor) keep their current
 *    values. Payload's restore drops them (field access) and, unlike an update, does not fill them
 *    from the document: the restore failed validation, or as a draft emptied the address.
 */
import {
  type CollectionBeforeValidateHook,
  type CollectionSlug,
  type Endpoint,
  NotFound,
  restoreVersionOperation,
} from 'payload'

/** What the admin's restore dialog shows after a restore (it reads `message`). */
export const RESTORED_AS_DRAFT = '선택한 버전을 초안으로 복원했습니다. 사이트에는 게시해야 반영됩니다.'

/**
 * `POST /api/<collection>/versions/:id`, matched before Payload's own: its restore, always as a draft,
 * whatever `?draft=` the dialog sent. Same answer shape as Payload's.
 */
export function restoreAsDraftEndpoint(slug: CollectionSlug): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const id = req.routeParams?.id
      const collection = req.payload.collections[slug]
      if (typeof id !== 'string' || !collection) throw new NotFound(req.t)
      const depth = Number(req.query?.depth)
      const doc = await restoreVersionOperation({
        id,
        collection,
        depth: Number.isInteger(depth) ? depth : undefined,
        draft: true,
        req,
      })
      return Response.json({ ...doc, message: RESTORED_AS_DRAFT })
    },
  }
}

/**
 * During a restore, a top-level field the restorer may not update (its value was removed by field
 * access) keeps the document's current value instead of being left empty.
 */
export const keepUnwritableFieldsOnRestore: CollectionBeforeValidateHook = ({
  collection,
  context,
  data,
  originalDoc,
}) => {
  if (!context.isRestoringVersion || !data || !originalDoc) return data
  for (const field of collection.fields) {
    if (!('name' in field) || !('access' in field) || !field.access?.update) continue
    if ('virtual' in field && field.virtual) continue
    if (data[field.name] === undefined && originalDoc[field.name] !== undefined) {
      data[field.name] = originalDoc[field.name]
    }
  }
  return data
}
