/**
 * Writes the content activity log (src/content-activity/collection.ts) from the hooks of what
 * staff edit, inside the change's own transaction (`req`): a change that fails leaves no line,
 * and no line is missing for a change that was saved.
 *
 * What counts as what:
 *  - created: the document first has a title. "새로 생성" creates an empty autosaved draft at
 *    once (src/drafts/untouched.ts); that, and discarding it untouched, are no activity;
 *  - edited: a save that neither publishes nor unpublishes (autosaves included). The saves of one
 *    person on one document within EDIT_SESSION_MS are one line, its time the last save's;
 *  - published / scheduled: a save that leaves the document published; scheduled when its 게시일
 *    is still ahead, or when a page's publication is queued for later (src/site-pages/fixed-pages.ts);
 *  - unpublished: the published document became a draft (not a draft saved on top of it);
 *  - restored: a version restored as a draft (src/drafts/restore.ts);
 *  - deleted.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Field,
  FieldHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import type { ScheduledPublication } from '@/db/scheduled-publications'
import type { ContentActivityAction, ContentActivityTarget } from './collection'

/** Saves of one person on one document within this long are one "edited" line. */
export const EDIT_SESSION_MS = 30 * 60_000

/** Set on a delete that only discards an untouched "새로 생성" draft (src/drafts/untouched.ts). */
export const DISCARDING_UNTOUCHED = 'discardingUntouchedDraft'

type Doc = Record<string, unknown> & { id?: string | number }

const staffOf = (req: PayloadRequest) =>
  req.user?.collection === 'users'
    ? (req.user as { id: number | string; name?: string | null; email?: string })
    : undefined

const titleOf = (doc: Doc | undefined, titleField: string) => {
  const value = doc?.[titleField]
  return typeof value === 'string' ? value.trim() : ''
}

export async function recordActivity(
  req: PayloadRequest,
  entry: { action: ContentActivityAction; target: ContentActivityTarget; documentId?: string | number; title?: string },
) {
  // Changes made by no staff member (the seed, a script) are not staff activity. A scheduled
  // publication runs as the staff member who scheduled it (Payload's schedulePublish task).
  const staff = staffOf(req)
  if (!staff) return
  const documentId = entry.documentId === undefined ? undefined : String(entry.documentId)
  const at = new Date().toISOString()
  const actorName = staff.name?.trim() || staff.email || `직원 ${staff.id}`
  if (entry.action === 'edited' && documentId) {
    const since = new Date(Date.now() - EDIT_SESSION_MS).toISOString()
    const { docs } = await req.payload.find({
      collection: 'content-activity',
      where: { and: [{ target: { equals: entry.target } }, { documentId: { equals: documentId } }] },
      sort: '-at',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const last = docs[0]
    const actorId = typeof last?.actor === 'object' && last.actor ? last.actor.id : last?.actor
    if (last && last.action === 'edited' && String(actorId) === String(staff.id) && last.at >= since) {
      await req.payload.update({
        collection: 'content-activity',
        id: last.id,
        data: { at, title: entry.title || last.title, saves: (last.saves ?? 1) + 1 },
        overrideAccess: true,
        req,
      })
      return
    }
  }
  await req.payload.create({
    collection: 'content-activity',
    data: {
      at,
      action: entry.action,
      target: entry.target,
      documentId,
      title: entry.title || undefined,
      actor: Number(staff.id),
      actorName,
      saves: entry.action === 'edited' ? 1 : undefined,
    },
    overrideAccess: true,
    req,
  })
}

/**
 * The hooks of a collection whose changes are logged. `scheduledAt`: the date from which a
 * published document is public (a post's 게시일), when it has one.
 */
export function activityHooks(
  target: ContentActivityTarget,
  { titleField = 'title', scheduledAt }: { titleField?: string; scheduledAt?: (doc: Doc) => unknown } = {},
): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  const afterChange: CollectionAfterChangeHook = async ({ collection, context, doc, operation, previousDoc, req }) => {
    const title = titleOf(doc, titleField)
    const record = (action: ContentActivityAction) => recordActivity(req, { action, target, documentId: doc.id, title })
    // A review step's save is its own line (src/review/hooks.ts).
    if (context.reviewStep) return doc
    if (context.isRestoringVersion) await record('restored')
    else if (doc._status === 'published') {
      const from = scheduledAt?.(doc)
      const ahead = typeof from === 'string' && new Date(from).getTime() > Date.now()
      await record(ahead ? 'scheduled' : 'published')
    } else if (operation === 'create' || !titleOf(previousDoc, titleField)) {
      if (title) await record('created')
    } else if (previousDoc?._status === 'published' && collection.versions?.drafts) {
      // A draft saved on top of a published document leaves it published; an unpublish does not.
      const main = await req.payload.findByID({
        collection: collection.slug as 'pages',
        id: doc.id,
        draft: false,
        depth: 0,
        select: { _status: true },
        overrideAccess: true,
        req,
      })
      await record(main?._status === 'draft' ? 'unpublished' : 'edited')
    } else await record('edited')
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ context, doc, id, req }) => {
    if (context[DISCARDING_UNTOUCHED]) return doc
    await recordActivity(req, { action: 'deleted', target, documentId: id, title: titleOf(doc, titleField) })
    return doc
  }
  return { afterChange, afterDelete }
}

/** A global's saves: each an "edited" line (its drafts, when it has them, are not published). */
export function globalActivityHook(target: ContentActivityTarget, title: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await recordActivity(req, { action: doc?._status === 'published' ? 'published' : 'edited', target, title })
    return doc
  }
}

/**
 * 마지막 편집자: the staff member whose save made this version, kept in every version, so the
 * versions view names each version's author. Set by the server only.
 */
export const lastEditorField: Field = {
  name: 'lastEditor',
  type: 'relationship',
  relationTo: 'users',
  label: '마지막 편집자',
  access: { create: () => false, update: () => false },
  admin: { position: 'sidebar', readOnly: true, description: '이 버전을 저장한 직원입니다.' },
  hooks: {
    beforeChange: [
      (({ req, value }) => {
        const staff = staffOf(req)
        return staff ? staff.id : value
      }) satisfies FieldHook,
    ],
  },
}

/**
 * A publication or unpublication queued for later (게시 예약 / 게시 해제 예약) is a line when it is
 * queued: a reaction of src/db/scheduled-publications.ts (Payload queues it without hooks).
 */
export async function recordScheduledPublication({ type, doc, global, req }: ScheduledPublication) {
  const target = (doc?.relationTo ?? global) as ContentActivityTarget | undefined
  if (!target) return
  const scheduled = doc
    ? await req.payload.findByID({
        collection: doc.relationTo as 'pages',
        id: doc.value,
        draft: true,
        depth: 0,
        overrideAccess: true,
        req,
        disableErrors: true,
      })
    : undefined
  await recordActivity(req, {
    action: type === 'unpublish' ? 'unpublish-scheduled' : 'scheduled',
    target,
    documentId: doc?.value,
    title: typeof scheduled?.title === 'string' ? scheduled.title : undefined,
  })
}
