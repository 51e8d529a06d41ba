/**
 * The one place where the site reacts to a publication queued for later (게시 예약 / 게시 해제 예약).
 * Payload queues its schedulePublish job with the database adapter's `create` on its jobs table
 * and no collection hooks (payload's jobs.queue without `runHooks`, which would route every job
 * claim through the full API), so the reactions sit here, at the adapter:
 *  - `check`, before the job is stored: throw to refuse the schedule (a fixed page's unpublish,
 *    src/site-pages/fixed-pages.ts), so staff hear of it when they schedule, not never;
 *  - `record`, once it is stored: the content activity log (src/content-activity/record.ts).
 */
import type { DatabaseAdapterObj, PayloadRequest } from 'payload'

export interface ScheduledPublication {
  type: 'publish' | 'unpublish'
  /** The document, for a collection's. */
  doc?: { relationTo: string; value: string | number }
  /** The global's slug, for a global's. */
  global?: string
  req: PayloadRequest
}

type Reaction = (publication: ScheduledPublication) => Promise<void>

export function withScheduledPublications<Adapter extends DatabaseAdapterObj>(
  base: Adapter,
  { check, record }: { check: Reaction; record: Reaction },
): Adapter {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const create = adapter.create
      adapter.create = async (createArgs) => {
        const { taskSlug, input } = createArgs.data as {
          taskSlug?: string
          input?: { type?: string; doc?: ScheduledPublication['doc']; global?: string }
        }
        const req = createArgs.req as PayloadRequest | undefined
        const publication: ScheduledPublication | undefined =
          createArgs.collection === 'payload-jobs' && taskSlug === 'schedulePublish' && req?.payload
            ? {
                type: input?.type === 'unpublish' ? 'unpublish' : 'publish',
                doc: input?.doc,
                global: input?.global,
                req,
              }
            : undefined
        if (publication) await check(publication)
        const created = await create.call(adapter, createArgs)
        if (publication) await record(publication)
        return created
      }
      return adapter
    },
  }
}
