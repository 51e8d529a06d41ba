/**
 * The link check on Payload's job queue: daily at 05:00 in Seoul (the server's zone, src/instrumentation.ts), after the night's
 * other work (unconfirmed accounts go at 04:00), and at once when staff press 지금 검사
 * (./endpoints.ts). One run at a time: a run that finds an earlier one still working stops.
 */
import type { Payload, TaskConfig, Where } from 'payload'
import { serverEnv } from '@/config/env'
import { runLinkCheck } from './run'

export const CHECK_LINKS_TASK = 'checkLinks'

/** A run claimed longer ago than this is taken for dead (its server stopped mid-run). */
const STALE_MS = 30 * 60_000

/**
 * Whether a run is under way or due now: a claimed run, or one queued for now (not the next
 * scheduled one, queued ahead for 05:00). `before`: only runs queued before this job.
 */
export async function linkCheckInProgress(
  payload: Payload,
  { now = new Date(), before }: { now?: Date; before?: number | string } = {},
): Promise<boolean> {
  const nowIso = now.toISOString()
  const claimed: Where = {
    and: [
      { processing: { equals: true } },
      { updatedAt: { greater_than: new Date(now.getTime() - STALE_MS).toISOString() } },
    ],
  }
  const due: Where = {
    and: [
      { processing: { equals: false } },
      { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: nowIso } }] },
    ],
  }
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    overrideAccess: true,
    where: {
      and: [
        { taskSlug: { equals: CHECK_LINKS_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        before === undefined ? { or: [claimed, due] } : { and: [claimed, { id: { less_than: before } }] },
      ],
    },
  })
  return totalDocs > 0
}

/** How this server checks other sites (LINK_CHECK_EXTERNAL, LINK_CHECK_REQUESTS_PER_SECOND). */
export function linkCheckSettings() {
  const env = serverEnv()
  return {
    external: env.LINK_CHECK_EXTERNAL ? { perSecond: env.LINK_CHECK_REQUESTS_PER_SECOND } : (false as const),
    siteOrigin: env.SITE_URL,
  }
}

export const checkLinksTask = {
  slug: CHECK_LINKS_TASK,
  label: '링크 검사',
  retries: 1,
  schedule: [{ cron: '0 0 5 * * *', queue: 'default' }],
  handler: async ({ req, job }) => {
    if (await linkCheckInProgress(req.payload, { before: job.id })) return { output: { skipped: true } }
    const summary = await runLinkCheck(req.payload, linkCheckSettings())
    return { output: { links: summary.links, broken: summary.broken, unreachable: summary.unreachable } }
  },
} satisfies TaskConfig<'checkLinks'>
