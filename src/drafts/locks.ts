/**
 * Edit locks of the documents staff autosave (pages, news, impact stories). Payload's document
 * locking (`payload-locked-documents`) takes a lock when someone edits, and its update operation
 * deletes the document's lock on every save (payload's checkDocumentLockStatus): with autosave
 * every ~2 s, a second person opening the document after the first autosave found it unlocked,
 * and both then saved their whole form over each other. Here:
 *  - a save from staff (an autosave, a draft, a publish, a restore) while another person's lock
 *    on the document is still fresh is refused, in Korean, naming that person;
 *  - an autosave leaves the lock with the person saving (it lasts while they edit, and expires
 *    `lockDocuments.duration` after they stop), as the admin's own form-state calls do between saves.
 * After 편집 넘겨받기 the lock is the new editor's, so the previous editor's next save is refused
 * and Payload's own "taken over" notice opens on their next keystroke (its form state reports the
 * lock's new owner).
 */
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'
import { isEditorUser } from '@/access'

const LOCKS = 'payload-locked-documents'
const LOCKED = 423
/** Payload's own default when a collection sets no `lockDocuments.duration` (seconds). */
const DEFAULT_LOCK_SECONDS = 300

/** Saves from staff through the REST API: what the admin panel sends. Jobs and scripts are not held. */
const isStaffRequest = (req: PayloadRequest) => req.payloadAPI === 'REST' && isEditorUser(req.user)

function lockSeconds(collection: SanitizedCollectionConfig): number {
  const setting = collection.lockDocuments
  return typeof setting === 'object' && setting ? setting.duration : DEFAULT_LOCK_SECONDS
}

type LockHolder = { id: number | string; name?: string | null; email?: string | null }

/** The person whose lock on the document is still fresh, if any. */
async function lockHolder(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  id: number | string,
): Promise<LockHolder | undefined> {
  const since = new Date(Date.now() - lockSeconds(collection) * 1000).toISOString()
  const { docs } = await req.payload.find({
    collection: LOCKS,
    where: {
      and: [
        { 'document.relationTo': { equals: collection.slug } },
        { 'document.value': { equals: id } },
        { updatedAt: { greater_than: since } },
      ],
    },
    sort: '-updatedAt',
    limit: 1,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const holder = docs[0]?.user?.value
  if (holder === undefined || holder === null) return undefined
  return typeof holder === 'object' ? (holder as LockHolder) : { id: holder }
}

/** The document a restore writes: the version's parent. */
async function parentOfVersion(req: PayloadRequest, collection: SanitizedCollectionConfig, versionId: unknown) {
  if (typeof versionId !== 'string' && typeof versionId !== 'number') return undefined
  const { docs } = await req.payload.db.findVersions({
    collection: collection.slug,
    where: { id: { equals: versionId } },
    limit: 1,
    pagination: false,
    req,
  })
  return docs[0]?.parent as number | string | undefined
}

/** Refuses a save by staff while someone else holds the document's lock. */
export const refuseSaveUnderAnotherLock: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (!isStaffRequest(req) || collection.lockDocuments === false) return args
  // A review step (src/review) writes only the 검토 group, which nobody types into: an admin
  // returns a post while its editor still has it open, and no word of theirs is touched.
  if (req.context?.reviewStep) return args
  let id: unknown
  if (operation === 'update') id = (args as { id?: unknown }).id
  else if (operation === 'restoreVersion') id = await parentOfVersion(req, collection, (args as { id?: unknown }).id)
  else return args
  // An update by `where` (the list's bulk edit): Payload checks each document's lock itself.
  if (typeof id !== 'string' && typeof id !== 'number') return args
  const holder = await lockHolder(req, collection, id)
  if (holder && String(holder.id) !== String(req.user?.id)) {
    const who = holder.name?.trim() || holder.email || '다른 사람'
    throw new APIError(
      `다른 사람(${who})이 이 문서를 편집하고 있어 저장하지 않았습니다. 방금 고친 내용은 따로 적어 두고, 페이지를 새로 고쳐 ${who} 님이 고친 내용을 확인한 뒤 다시 고쳐 주세요.`,
      LOCKED,
      undefined,
      true,
    )
  }
  return args
}

/**
 * After an autosave, the saver holds the document's lock again, freshly dated. Payload's update
 * deleted it a moment earlier in the same transaction; the lock is back before anyone can see it gone.
 */
export const keepLockOnAutosave: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  if (operation !== 'update' || !isStaffRequest(req) || collection.lockDocuments === false || !req.user) return doc
  const autosave = req.query?.autosave
  if (autosave !== 'true' && autosave !== true) return doc
  await req.payload.delete({
    collection: LOCKS,
    where: {
      and: [{ 'document.relationTo': { equals: collection.slug } }, { 'document.value': { equals: doc.id } }],
    },
    overrideAccess: true,
    req,
  })
  await req.payload.create({
    collection: LOCKS,
    data: {
      document: { relationTo: collection.slug, value: doc.id },
      user: { relationTo: 'users', value: req.user.id },
    } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}

/** The hooks above, for a collection with autosaved drafts. */
export const editLockHooks = {
  beforeOperation: [refuseSaveUnderAnotherLock],
  afterChange: [keepLockOnAutosave],
}
