import type { Payload, PayloadRequest } from 'payload'
import { communityCategories } from '@/community/categories'

/**
 * What the content calendar shows in a period: posts by their 게시일 (published, scheduled or
 * still a draft) and the pages' scheduled publish and unpublish (Payload's `schedulePublish` jobs,
 * since pages have no 게시일). Read as the staff member who asks, so a list shows only what they
 * may read; the jobs queue is read by the server (staff cannot list it), for the pages they can.
 * The legal texts' versions show on their 시행일 and on the first day of their notice.
 */

export type CalendarState =
  | '게시됨'
  | '게시 예정'
  | '초안'
  | '게시 예약'
  | '게시 해제 예약'
  | '시행'
  | '시행 예정'
  | '공지 시작'

export interface CalendarEntry {
  /** The collection's label: 뉴스, 임팩트 스토리, 페이지. */
  kind: string
  title: string
  at: string
  state: CalendarState
  /** The document in the admin. */
  href: string
}

const posts = Object.values(communityCategories).map(({ collection, label }) => ({ collection, label }))

export async function calendarEntries(
  payload: Payload,
  req: PayloadRequest,
  { from, to }: { from: Date; to: Date },
): Promise<CalendarEntry[]> {
  const now = Date.now()
  const inPeriod = { greater_than_equal: from.toISOString(), less_than: to.toISOString() }
  const postEntries = await Promise.all(
    posts.map(async ({ collection, label }) => {
      const { docs } = await payload.find({
        collection,
        where: { publishedAt: inPeriod },
        draft: true,
        pagination: false,
        depth: 0,
        sort: 'publishedAt',
        select: { title: true, publishedAt: true, _status: true },
        overrideAccess: false,
        req,
      })
      return docs.map(
        (doc): CalendarEntry => ({
          kind: label,
          title: doc.title,
          at: doc.publishedAt,
          state:
            doc._status !== 'published' ? '초안' : new Date(doc.publishedAt).getTime() > now ? '게시 예정' : '게시됨',
          href: `/admin/collections/${collection}/${doc.id}`,
        }),
      )
    }),
  )

  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { waitUntil: inPeriod },
      ],
    },
    pagination: false,
    depth: 0,
    select: { input: true, waitUntil: true },
  })
  const scheduled = jobs.flatMap((job) => {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: unknown } } | undefined
    const id = input?.doc?.value
    return input?.doc?.relationTo === 'pages' && (typeof id === 'number' || typeof id === 'string') && job.waitUntil
      ? [{ id, at: job.waitUntil, unpublish: input.type === 'unpublish' }]
      : []
  })
  const pages = scheduled.length
    ? (
        await payload.find({
          collection: 'pages',
          where: { id: { in: scheduled.map((entry) => entry.id) } },
          draft: true,
          pagination: false,
          depth: 0,
          select: { title: true },
          overrideAccess: false,
          req,
        })
      ).docs
    : []
  const titles = new Map(pages.map((page) => [String(page.id), page.title]))
  const pageEntries = scheduled.flatMap((entry): CalendarEntry[] => {
    const title = titles.get(String(entry.id))
    return title === undefined
      ? []
      : [
          {
            kind: '페이지',
            title,
            at: entry.at,
            state: entry.unpublish ? '게시 해제 예약' : '게시 예약',
            href: `/admin/collections/pages/${entry.id}`,
          },
        ]
  })

  const { docs: versions } = await payload.find({
    collection: 'legal-versions',
    where: { or: [{ effectiveDate: inPeriod }, { noticeStartsAt: inPeriod }] },
    pagination: false,
    depth: 0,
    select: { title: true, effectiveDate: true, noticeStartsAt: true },
    overrideAccess: false,
    req,
  })
  const within = (at: string) => at >= from.toISOString() && at < to.toISOString()
  const legalEntries = versions.flatMap((version): CalendarEntry[] => {
    const base = {
      kind: '약관·방침',
      title: version.title ?? '',
      href: `/admin/collections/legal-versions/${version.id}`,
    }
    const effective = version.effectiveDate
    const notice = version.noticeStartsAt
    return [
      ...(within(effective)
        ? [
            {
              ...base,
              at: effective,
              state: new Date(effective).getTime() > now ? ('시행 예정' as const) : ('시행' as const),
            },
          ]
        : []),
      ...(notice && within(notice) ? [{ ...base, at: notice, state: '공지 시작' as const }] : []),
    ]
  })

  return [...postEntries.flat(), ...pageEntries, ...legalEntries].sort((a, b) => a.at.localeCompare(b.at))
}
