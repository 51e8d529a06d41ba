/**
 * Review before publishing (편집 절차 → 관리자 검토 후 게시, src/review/setting.ts):
 *  - an 편집자 cannot publish or schedule a publication; they submit (검토 요청);
 *  - an admin approves by publishing (게시, a future 게시일, or 게시 예약), or returns it with a reason;
 *  - the one who asked hears of the decision by mail, and on their dashboard.
 * Each step is a save of the document (its version keeps the 검토 group), made here and only here.
 */
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { isAdminUser } from '@/access'
import { serverEnv } from '@/config/env'
import type { ContentActivityTarget } from '@/content-activity/collection'
import { recordActivity } from '@/content-activity/record'
import type { ScheduledPublication } from '@/db/scheduled-publications'
import { relationId } from '@/lib/relation-id'
import { queueMailInTransaction } from '@/mail/queue'
import { reviewResultMail } from './mail'
import { reviewRequired } from './setting'

const FORBIDDEN = 403

export const PUBLISH_NEEDS_REVIEW =
  '편집자의 게시는 관리자 검토를 거칩니다. ‘검토 요청’을 누르면 관리자가 확인한 뒤 게시합니다.'

/** A step asked of the next save, through `context.reviewStep` (src/review/endpoint.ts). */
export type ReviewStep = { kind: 'submit' } | { kind: 'return'; comment: string }

type Review = {
  state?: string | null
  requestedBy?: unknown
  requestedAt?: string | null
  decidedBy?: unknown
  decidedAt?: string | null
  comment?: string | null
}

const idOf = (value: unknown) => relationId(value) ?? null

const staffId = (req: PayloadRequest) => (req.user?.collection === 'users' ? req.user.id : undefined)

/** An 편집자 (not an admin) who must submit for review. */
async function mustSubmit(req: PayloadRequest) {
  return req.user?.collection === 'users' && !isAdminUser(req.user) && (await reviewRequired(req))
}

/** The save's review step, and the refusal of an 편집자's publication while review is on. */
export const reviewSteps: CollectionBeforeChangeHook = async ({ context, data, operation, originalDoc, req }) => {
  const current: Review = { ...(originalDoc?.review as Review | undefined) }
  // A save that is not a draft (autosaves and 임시 저장 are) leaves the document published.
  const publishing =
    data._status === 'published' ||
    (data._status === undefined && operation === 'update' && originalDoc?._status === 'published')
  const step = context.reviewStep as ReviewStep | undefined
  const now = new Date().toISOString()
  const relations = { requestedBy: idOf(current.requestedBy), decidedBy: idOf(current.decidedBy) }

  if (step?.kind === 'submit') {
    data.review = {
      ...current,
      ...relations,
      state: 'pending',
      requestedBy: staffId(req),
      requestedAt: now,
      comment: null,
    }
    return data
  }
  if (step?.kind === 'return') {
    data.review = {
      ...current,
      ...relations,
      state: 'returned',
      decidedBy: staffId(req),
      decidedAt: now,
      comment: step.comment,
    }
    return data
  }
  if (!publishing) return data
  if (await mustSubmit(req)) throw new APIError(PUBLISH_NEEDS_REVIEW, FORBIDDEN, undefined, true)
  if (current.state === 'pending' || current.state === 'returned') {
    data.review = {
      ...current,
      ...relations,
      state: 'approved',
      decidedBy: staffId(req) ?? null,
      decidedAt: now,
      comment: null,
    }
  }
  return data
}

/**
 * 게시 예약 by an 편집자 while review is on is refused when it is scheduled (a check of
 * src/db/scheduled-publications.ts), not when the job runs unseen.
 */
export async function refuseScheduledPublishWithoutReview({ type, req }: ScheduledPublication) {
  if (type === 'publish' && (await mustSubmit(req)))
    throw new APIError(PUBLISH_NEEDS_REVIEW, FORBIDDEN, undefined, true)
}

const collectionLabels: Record<string, string> = { pages: '페이지', news: '뉴스', 'impact-stories': '임팩트 스토리' }

/**
 * After a review step: the content activity line (검토 요청, 검토 반려, 검토 승인) and, for a
 * decision, a mail to the one who asked, inside the save's transaction.
 */
export const afterReviewStep: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  const before = (previousDoc?.review as Review | undefined)?.state
  const review = doc.review as Review | undefined
  const after = review?.state
  if (!after || after === before) return doc
  const action = after === 'pending' ? 'review-requested' : after === 'returned' ? 'review-returned' : 'review-approved'
  const title = typeof doc.title === 'string' ? doc.title : ''
  await recordActivity(req, { action, target: collection.slug as ContentActivityTarget, documentId: doc.id, title })
  const asker = idOf(review?.requestedBy)
  if (after === 'pending' || !asker || String(asker) === String(staffId(req))) return doc
  const [user, settings] = await Promise.all([
    req.payload.findByID({
      collection: 'users',
      id: asker as number,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    }),
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req, select: { siteName: true } }),
  ])
  const decider = req.user?.collection === 'users' ? (req.user as { name?: string | null }).name || '관리자' : '관리자'
  if (user?.email)
    await queueMailInTransaction(
      req,
      reviewResultMail({
        site: settings.siteName,
        to: user.email,
        name: user.name || user.email,
        kind: collectionLabels[collection.slug] ?? '문서',
        title,
        approved: after === 'approved',
        decider,
        comment: review?.comment ?? '',
        url: `${serverEnv().SITE_URL}/admin/collections/${collection.slug}/${doc.id}`,
      }),
    )
  return doc
}
