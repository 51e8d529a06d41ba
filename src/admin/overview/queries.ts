import type { Payload, PayloadRequest, SanitizedPermissions, Where } from 'payload'
import { type InquiryKind, inquiryKinds } from '@/inquiries/options'
import { linkCheckFigures } from '@/link-check/summary'
import { privacyRequestFigures } from '@/privacy/requests/summary'
import { overdueCutoff } from './business-days'
import { adminListHref, type Condition } from './links'
import { pageViewFigures } from './page-views'

type User = PayloadRequest['user']
const LATEST = 5

/** Statuses that still wait for staff's answer. */
export const WAITING_STATUSES = ['new', 'in-review']
const POSTS = ['news', 'impact-stories'] as const
type Post = (typeof POSTS)[number]

const toWhere = (conditions: Condition[]): Where => ({
  and: conditions.map(({ field, operator, value }) => ({ [field]: { [operator]: value } })),
})

/**
 * Everything the overview shows, in one round of queries run in parallel, each as the signed-in
 * staff member (overrideAccess: false): nobody sees more here than in the lists behind it.
 */
export async function overviewFigures(payload: Payload, user: User, permissions: SanitizedPermissions, now: Date) {
  const admin = payload.config.routes.admin
  const nowIso = now.toISOString()
  const as = { overrideAccess: false, user, depth: 0 } as const
  const canRead = (slug: string) => Boolean(permissions.collections?.[slug]?.read)

  const newUnassigned: Condition[] = [
    { field: 'status', operator: 'equals', value: 'new' },
    { field: 'assignee', operator: 'exists', value: 'false' },
  ]
  const cutoff = overdueCutoff(now)
  const overdue: Condition[] = [
    { field: 'status', operator: 'in', value: WAITING_STATUSES },
    { field: 'createdAt', operator: 'less_than', value: cutoff.toISOString() },
  ]
  const inquirySelect = { referenceNumber: true, kind: true, name: true, status: true, createdAt: true } as const
  const findInquiries = (conditions: Condition[], sort: string) =>
    payload.find({
      ...as,
      collection: 'inquiries',
      where: toWhere(conditions),
      sort,
      limit: LATEST,
      select: inquirySelect,
    })
  const countInquiries = (conditions: Condition[]) =>
    payload.count({ ...as, collection: 'inquiries', where: toWhere(conditions) }).then((result) => result.totalDocs)

  const drafts: Condition[] = [{ field: '_status', operator: 'equals', value: 'draft' }]
  const scheduled: Condition[] = [
    { field: '_status', operator: 'equals', value: 'published' },
    { field: 'publishedAt', operator: 'greater_than', value: nowIso },
  ]
  const published: Condition[] = [
    { field: '_status', operator: 'equals', value: 'published' },
    { field: 'publishedAt', operator: 'less_than_equal', value: nowIso },
  ]
  // Review before publishing (src/review): what waits for an admin, and what came back to its editor.
  const pending: Condition[] = [{ field: 'review.state', operator: 'equals', value: 'pending' }]
  const returned: Condition[] = [
    { field: 'review.state', operator: 'equals', value: 'returned' },
    { field: 'review.requestedBy', operator: 'equals', value: String(user?.id ?? '') },
  ]
  const postSelect = { title: true, publishedAt: true, updatedAt: true, _status: true, review: true } as const
  // draft: true reads each document's latest version, as the admin's list does.
  const findPosts = (collection: Post | 'pages', conditions: Condition[], sort: string, draft: boolean) =>
    payload.find({
      ...as,
      collection,
      where: toWhere(conditions),
      sort,
      limit: LATEST,
      draft,
      select: collection === 'pages' ? { title: true, updatedAt: true, _status: true, review: true } : postSelect,
    })
  /** Each collection's rows as the staff member may read them, and the admin list that holds them. */
  const postLists = (collections: readonly (Post | 'pages')[], conditions: Condition[], sort: string, draft: boolean) =>
    Promise.all(
      collections.map(async (collection) => ({
        collection,
        result: canRead(collection) ? await findPosts(collection, conditions, sort, draft) : undefined,
        href: adminListHref(admin, collection, conditions, sort),
      })),
    )
  const none = Promise.resolve(undefined)
  const when = <T>(allowed: boolean, query: () => Promise<T>) => (allowed ? query() : none)

  const inquiries = canRead('inquiries')
  const everyKind = [...POSTS, 'pages'] as const
  const [
    latestNew,
    perKind,
    waiting,
    draftLists,
    scheduledLists,
    publishedLists,
    pageViews,
    linkChecks,
    pendingLists,
    returnedLists,
    settings,
    privacyRequests,
  ] = await Promise.all([
    when(inquiries, () => findInquiries(newUnassigned, '-createdAt')),
    when(inquiries, () =>
      Promise.all(
        inquiryKinds.map(async (kind) => {
          const conditions = [...newUnassigned, { field: 'kind', operator: 'equals', value: kind }]
          return { kind, count: await countInquiries(conditions), href: adminListHref(admin, 'inquiries', conditions) }
        }),
      ),
    ),
    when(inquiries, () => findInquiries(overdue, 'createdAt')),
    postLists([...POSTS, 'pages'], drafts, '-updatedAt', true),
    postLists(POSTS, scheduled, 'publishedAt', false),
    postLists(POSTS, published, '-publishedAt', false),
    when(canRead('page-views'), () => pageViewFigures(payload, now)),
    // The last link check's broken links (src/link-check).
    when(canRead('link-checks'), () => linkCheckFigures(payload, user)),
    postLists(everyKind, pending, '-review.requestedAt', true),
    postLists(everyKind, returned, '-review.decidedAt', true),
    payload.findGlobal({ slug: 'site-settings', ...as, select: { editorialReview: true } }),
    // Members' correction and deletion requests (src/privacy/requests), for admins.
    when(canRead('privacy-requests'), () => privacyRequestFigures(payload, user, now)),
  ])
  const present = (lists: { result?: { totalDocs: number } }[]) =>
    lists.some((list) => (list.result?.totalDocs ?? 0) > 0)
  const reviewOn = settings.editorialReview === 'review'

  return {
    admin,
    cutoff,
    newInquiries: latestNew && {
      total: latestNew.totalDocs,
      latest: latestNew.docs,
      perKind: perKind as { kind: InquiryKind; count: number; href: string }[],
      href: adminListHref(admin, 'inquiries', newUnassigned, '-createdAt'),
    },
    overdue: waiting && {
      total: waiting.totalDocs,
      oldest: waiting.docs,
      href: adminListHref(admin, 'inquiries', overdue, 'createdAt'),
    },
    drafts: draftLists.filter((list) => list.result),
    scheduled: scheduledLists.filter((list) => list.result),
    published: publishedLists.filter((list) => list.result),
    // Shown while review is on, or while anything still waits or came back.
    pending: reviewOn || present(pendingLists) ? pendingLists.filter((list) => list.result) : [],
    returned: reviewOn || present(returnedLists) ? returnedLists.filter((list) => list.result) : [],
    linkChecks,
    privacyRequests,
    pageViews: pageViews && {
      ...pageViews,
      href: adminListHref(admin, 'page-views', [
        { field: 'createdAt', operator: 'greater_than_equal', value: pageViews.since.toISOString() },
      ]),
    },
  }
}

export type OverviewFigures = Awaited<ReturnType<typeof overviewFigures>>
