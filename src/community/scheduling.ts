import type { CollectionAfterChangeHook, Field, TaskConfig, Where } from 'payload'
import { formatDateTime } from '@/lib/format'
import { expireTags } from '@/lib/revalidate'

/**
 * One way to schedule a post: its 게시일. A published post whose 게시일 is still ahead is
 * scheduled (예약됨): nobody outside the admin reads it (access rules and the site's queries
 * ask for `publishedAt ≤ now`), and at that time a job of the site's own queue expires the
 * cached pages that will now list it. No outside cron: the web server runs the queue.
 */
export const publishedNow = (): Where => ({
  and: [{ _status: { equals: 'published' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }],
})

export const EXPIRE_TAGS_TASK = 'expireCacheTags'

/** Expires the given cache tags on every server process; queued to run at a scheduled time. */
export const expireCacheTagsTask: TaskConfig<'expireCacheTags'> = {
  slug: EXPIRE_TAGS_TASK,
  label: '예약 게시 반영',
  retries: 3,
  inputSchema: [{ name: 'tags', type: 'json', required: true }],
  handler: async ({ input, req }) => {
    const tags = Array.isArray(input.tags) ? input.tags.filter((tag): tag is string => typeof tag === 'string') : []
    await expireTags(tags, req)
    return { output: {} }
  },
}

/** After a post is published with a future 게시일: its pages change at that time, not now. */
export function expireAtPublicationTime(tags: () => string[]): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    const due = doc._status === 'published' && doc.publishedAt ? new Date(doc.publishedAt) : undefined
    if (due && due.getTime() > Date.now()) {
      await req.payload.jobs.queue({ task: EXPIRE_TAGS_TASK, input: { tags: tags() }, waitUntil: due, req })
    }
    return doc
  }
}

/** What the list and the sidebar say of when a post reaches the site. */
export function publicationState(data: { _status?: unknown; publishedAt?: unknown }): string {
  const at = typeof data.publishedAt === 'string' ? new Date(data.publishedAt) : undefined
  const scheduled = at !== undefined && at.getTime() > Date.now()
  if (data._status === 'published') return scheduled ? `예약됨 · ${formatDateTime(at)}` : '공개 중'
  return scheduled ? `게시하면 ${formatDateTime(at)}에 공개` : '게시하면 바로 공개'
}

/** A column and sidebar line computed on read, never stored. */
export const publicationStateField: Field = {
  name: 'publication',
  type: 'text',
  label: '공개 상태',
  virtual: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    disableBulkEdit: true,
    disableListFilter: true,
    description: '게시일을 앞으로의 시각으로 정하고 게시하면 그 시각에 사이트에 공개됩니다 (예약됨).',
  },
  hooks: { afterRead: [({ siblingData }) => publicationState(siblingData ?? {})] },
}
