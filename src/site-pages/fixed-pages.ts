import {
  type Access,
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { isAdminUser } from '@/access'
import type { ScheduledPublication } from '@/db/scheduled-publications'
import { isSitePagePath } from '@/site-pages/paths'

const FORBIDDEN = 403

/**
 * The pages of the spec's route table are the site itself: the menus and links point at them.
 * Staff change what they say, never whether they exist: nobody deletes or unpublishes one.
 */
async function isFixedPage(req: PayloadRequest, id: unknown): Promise<boolean> {
  if (typeof id !== 'string' && typeof id !== 'number') return true // an update by `where`: assume the worst
  const page = await req.payload.db.findOne<{ id: number; path?: string }>({
    collection: 'pages',
    where: { id: { equals: id } },
    req,
  })
  return Boolean(page?.path && isSitePagePath(page.path))
}

/** Staff's own pages (/p/…) may be taken down and restored freely; the fixed ones may not. */
export const keepFixedPagesPublished: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'update') {
    const { data, draft, id } = args as { data?: { _status?: unknown }; draft?: boolean; id?: unknown }
    // A draft saved beside the published page (autosave, "임시 저장") leaves the page published;
    // `_status: 'draft'` without the draft flag takes it off the site.
    if (!draft && data?._status === 'draft' && (await isFixedPage(req, id))) {
      throw new APIError(
        '사이트 메뉴의 고정 페이지는 게시를 취소할 수 없습니다. 내용을 고치려면 수정한 뒤 다시 게시해 주세요.',
        FORBIDDEN,
        undefined,
        true,
      )
    }
  }
  if (operation === 'restoreVersion') {
    // Restoring a draft version (most are autosaves) onto the live page would unpublish it:
    // Payload's restore dialog offers no "restore as draft" for a draft version.
    const { id, draft } = args as { id: number | string; draft?: boolean }
    const version = draft
      ? undefined
      : await req.payload.findVersionByID({ collection: 'pages', id: String(id), depth: 0, req })
    if (version && version.version._status !== 'published' && isSitePagePath(version.version.path ?? '')) {
      throw new APIError(
        '임시 저장 버전을 고정 페이지에 복원하면 페이지가 사이트에서 내려가므로 복원할 수 없습니다. 게시된 버전을 고르거나, 필요한 내용을 옮겨 적은 뒤 게시해 주세요.',
        FORBIDDEN,
        undefined,
        true,
      )
    }
  }
  return args
}

export const keepFixedPages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const page = await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    req,
    select: { path: true, title: true },
  })
  if (page?.path && isSitePagePath(page.path)) {
    throw new APIError(
      `「${page.title}」(${page.path})은(는) 사이트 메뉴의 고정 페이지라서 삭제할 수 없습니다. 내용만 고칠 수 있습니다.`,
      FORBIDDEN,
      undefined,
      true,
    )
  }
}

/**
 * Admins delete staff's own pages; a fixed page's delete is not allowed at all, so the admin shows
 * no 삭제 for it (Payload asks this per document). A delete of several pages at once (the list)
 * is asked without an id: keepFixedPages refuses each fixed one with its reason.
 */
export const adminsDeleteOwnPages: Access = async ({ id, req }) => {
  if (!isAdminUser(req.user)) return false
  if (id === undefined) return true
  return !(await isFixedPage(req, id))
}

/** Edit-view slots of `pages` that leave out what a fixed page refuses (src/components/admin/FixedPageControls.tsx). */
export const fixedPageControls = {
  UnpublishButton: '@/components/admin/FixedPageControls#UnpublishUnlessFixed',
  beforeDocumentControls: '@/components/admin/FixedPageControls#NoUnpublishScheduleForFixed',
}

const UNPUBLISH_SCHEDULE_REFUSED =
  '사이트 메뉴의 고정 페이지는 게시 해제를 예약할 수 없습니다. 내용을 고치려면 수정한 뒤 다시 게시해 주세요.'

/**
 * A scheduled unpublish of a fixed page is refused when it is scheduled, not when it runs (where
 * keepFixedPagesPublished would refuse it, unseen): a check of src/db/scheduled-publications.ts.
 */
export async function refuseScheduledUnpublishOfFixedPage({ type, doc, req }: ScheduledPublication) {
  if (type !== 'unpublish' || doc?.relationTo !== 'pages') return
  const page = await req.payload.db.findOne<{ id: number; path?: string }>({
    collection: 'pages',
    where: { id: { equals: doc.value } },
    req,
  })
  if (page?.path && isSitePagePath(page.path))
    throw new APIError(UNPUBLISH_SCHEDULE_REFUSED, FORBIDDEN, undefined, true)
}
