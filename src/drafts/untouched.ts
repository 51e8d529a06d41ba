/**
 * Pressing "새로 생성" on a collection with autosaved drafts makes Payload create the document at
 * once (@payloadcms/next's Document view: with `versions.drafts.autosave` and without
 * `drafts.validate`, the create view calls `payload.create` and redirects to the new id, so that
 * autosave has a document to PATCH). Payload's only switch for this, `drafts.validate: true`,
 * also turns off autosave before the first manual save and makes every draft pass required-field
 * validation: not what staff want. So the document is still created, and discarded again when the
 * editor leaves it untouched:
 *  - the edit view tells the server when staff leave a document they did not change
 *    (src/components/admin/DiscardUntouchedDraft.tsx → POST /api/drafts/discard-untouched);
 *  - each such call also sweeps untouched drafts a day old (a closed laptop, a lost request).
 * Untouched means: never published, its title still empty, and no version but the one its
 * creation wrote (the first autosave after a change writes a second one).
 */
import type { CollectionSlug, Endpoint, Payload, PayloadRequest } from 'payload'
import { DISCARDING_UNTOUCHED } from '@/content-activity/record'

/** Collections whose create view creates the document at once (autosaved drafts). */
export function autosaveCollections(payload: Payload): CollectionSlug[] {
  return payload.config.collections
    .filter((collection) => {
      const drafts = collection.versions && typeof collection.versions === 'object' && collection.versions.drafts
      return Boolean(drafts && typeof drafts === 'object' && drafts.autosave && !drafts.validate)
    })
    .map((collection) => collection.slug as CollectionSlug)
}

/** The edit-view component that reports leaving a document untouched. */
export const discardUntouchedDraft = '@/components/admin/DiscardUntouchedDraft#DiscardUntouchedDraft'

const isEmpty = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '')

/** Whether the document is a draft nobody has touched since "새로 생성" created it. */
export async function isUntouchedDraft(
  payload: Payload,
  collection: CollectionSlug,
  id: string | number,
  req?: PayloadRequest,
): Promise<boolean> {
  const config = payload.collections[collection]?.config
  const titleField = config?.admin?.useAsTitle ?? 'title'
  const common = { collection, depth: 0, overrideAccess: true, req, where: { id: { equals: id } }, limit: 1 } as const
  const [latest, main] = await Promise.all([
    payload.find({ ...common, draft: true }),
    payload.find({ ...common, draft: false }),
  ])
  const docs = [...latest.docs, ...main.docs] as unknown as Record<string, unknown>[]
  if (docs.length === 0) return false
  if (docs.some((doc) => doc._status !== 'draft' || !isEmpty(doc[titleField]))) return false
  const versions = await payload.countVersions({
    collection,
    overrideAccess: true,
    req,
    where: { parent: { equals: id } },
  })
  return versions.totalDocs <= 1
}

/** Deletes the document if it is an untouched draft; true when it did. */
export async function discardIfUntouched(
  payload: Payload,
  collection: CollectionSlug,
  id: string | number,
  req?: PayloadRequest,
): Promise<boolean> {
  if (!(await isUntouchedDraft(payload, collection, id, req))) return false
  // Whoever may create the document may discard it while it is still empty: access rules that
  // restrict deleting (fixed pages) are about real content.
  await payload.delete({ collection, id, overrideAccess: true, req, context: { [DISCARDING_UNTOUCHED]: true } })
  return true
}

/** POST { collection, id }: staff left a document they did not change. */
export const discardUntouchedEndpoint: Endpoint = {
  path: '/drafts/discard-untouched',
  method: 'post',
  handler: async (req) => {
    if (req.user?.collection !== 'users') return Response.json({ discarded: false }, { status: 401 })
    const body = (await req.json?.().catch(() => null)) as { collection?: unknown; id?: unknown } | null
    const collection = body?.collection as CollectionSlug
    const id = body?.id
    const known = autosaveCollections(req.payload).includes(collection)
    if (!known || (typeof id !== 'string' && typeof id !== 'number') || !/^\d+$/.test(String(id))) {
      return Response.json({ discarded: false }, { status: 400 })
    }
    const access = await req.payload.collections[collection]?.config.access.create?.({ req })
    if (!access) return Response.json({ discarded: false }, { status: 403 })
    const discarded = await discardIfUntouched(req.payload, collection, id, req)
    await sweepUntouchedDrafts(req.payload, collection, req)
    return Response.json({ discarded })
  },
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The safety net for a lost request (a closed laptop, a crash): untouched drafts of `collection`
 * older than a day. Not a Payload job: a new task would change the jobs table's enum (a
 * migration); it runs whenever staff leave a document untouched.
 */
export async function sweepUntouchedDrafts(payload: Payload, collection: CollectionSlug, req?: PayloadRequest) {
  const titleField = payload.collections[collection]?.config.admin?.useAsTitle ?? 'title'
  const { docs } = await payload.find({
    collection,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    limit: 50,
    req,
    select: {},
    where: {
      and: [
        { _status: { equals: 'draft' } },
        { createdAt: { less_than: new Date(Date.now() - DAY_MS).toISOString() } },
        { or: [{ [titleField]: { exists: false } }, { [titleField]: { equals: '' } }] },
      ],
    },
  })
  let discarded = 0
  for (const doc of docs) if (await discardIfUntouched(payload, collection, doc.id, req)) discarded++
  return discarded
}
