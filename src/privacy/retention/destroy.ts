/**
 * The daily destruction of personal data past its period (rules.ts): each rule's rows, and with
 * an inquiry its uploaded file (on disk or in the bucket: Payload's delete of the upload removes
 * it through the storage adapter). Each rule that destroyed anything leaves a destruction record
 * (DestructionRecords) with how many and the cutoff, never whose. An inquiry held by an admin
 * (보존 연장) is kept until released.
 */
import type { CollectionSlug, Payload, TaskConfig, Where } from 'payload'
import { PAGE_VIEW_SQL } from '@/db/payload-tables/page-views.mjs'
import { type AccountsContext, removeUnverifiedAccounts } from '@/members/unverified'
import { CLOSED_PRIVACY_REQUEST_STATUSES } from '@/privacy/requests/options'
import { type RetentionRuleId, retentionCutoff, retentionRules } from './rules'

/** Rows destroyed per round: each round is a short statement or a short run of Local API deletes. */
const BATCH = 200

type Destroyed = { count: number; files?: number }

/** Deletes every document of `collection` matching `where` through the Local API, a batch at a time. */
async function deleteAll(payload: Payload, collection: CollectionSlug, where: Where): Promise<number> {
  let count = 0
  for (;;) {
    const { docs } = await payload.find({ collection, where, limit: BATCH, depth: 0, overrideAccess: true, select: {} })
    if (docs.length === 0) return count
    const ids = docs.map((doc) => doc.id)
    await payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true })
    count += ids.length
  }
}

const before = (field: string, cutoff: Date): Where => ({ [field]: { less_than: cutoff.toISOString() } })

const destroyers: Record<RetentionRuleId, (payload: Payload, cutoff: Date, now: Date) => Promise<Destroyed>> = {
  inquiries: async (payload, cutoff) => {
    const expired: Where = {
      and: [
        {
          or: [
            before('statusChangedAt', cutoff),
            { and: [{ statusChangedAt: { exists: false } }, before('createdAt', cutoff)] },
          ],
        },
        { or: [{ 'retentionHold.held': { equals: false } }, { 'retentionHold.held': { exists: false } }] },
      ],
    }
    let count = 0
    let files = 0
    for (;;) {
      const { docs } = await payload.find({
        collection: 'inquiries',
        where: expired,
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
        select: { pitchDeck: true },
      })
      if (docs.length === 0) return { count, files }
      const fileIds = docs.flatMap((doc) => (typeof doc.pitchDeck === 'number' ? [doc.pitchDeck] : []))
      await payload.delete({
        collection: 'inquiries',
        where: { id: { in: docs.map((doc) => doc.id) } },
        overrideAccess: true,
      })
      if (fileIds.length > 0)
        files += (
          await payload.delete({ collection: 'inquiry-files', where: { id: { in: fileIds } }, overrideAccess: true })
        ).docs.length
      count += docs.length
    }
  },
  'unverified-accounts': async (payload, _cutoff, now) => {
    // Loaded when the job runs: the config is read by scripts that never start better-auth.
    const { authFor } = await import('@/auth/instance')
    const context = await authFor(async () => payload).$context
    return { count: await removeUnverifiedAccounts(context as unknown as AccountsContext, now) }
  },
  outbox: async (payload, cutoff) => ({ count: await deleteAll(payload, 'outbox', before('createdAt', cutoff)) }),
  'page-views': async (payload, cutoff) => {
    let count = 0
    for (;;) {
      const { rowCount } = await payload.db.pool.query(PAGE_VIEW_SQL.destroyBefore, [cutoff.toISOString(), 5000])
      if (!rowCount) return { count }
      count += rowCount
    }
  },
  'member-actions': async (payload, cutoff) => ({
    count: await deleteAll(payload, 'member-actions', before('createdAt', cutoff)),
  }),
  'export-logs': async (payload, cutoff) => ({
    count: await deleteAll(payload, 'export-logs', before('createdAt', cutoff)),
  }),
  'privacy-requests': async (payload, cutoff) => ({
    count: await deleteAll(payload, 'privacy-requests', {
      and: [{ status: { in: CLOSED_PRIVACY_REQUEST_STATUSES } }, before('handledAt', cutoff)],
    }),
  }),
}

/**
 * Destroys what every rule says is past its period at `now`, and records it; returns each rule's
 * figures. A rule that fails is logged and left for the next day, the others still run.
 */
export async function destroyExpiredPersonalData(payload: Payload, now = new Date()) {
  const results: { rule: RetentionRuleId; count: number; files: number }[] = []
  for (const rule of retentionRules) {
    const cutoff = retentionCutoff(rule, now)
    try {
      const { count, files = 0 } = await destroyers[rule.id](payload, cutoff, now)
      results.push({ rule: rule.id, count, files })
      if (count > 0)
        await payload.create({
          collection: 'destruction-records',
          data: { rule: rule.id, period: rule.period, count, files, cutoff: cutoff.toISOString() },
          overrideAccess: true,
        })
    } catch (error) {
      console.error(`[파기] ${rule.label}: 실패, 내일 다시 시도합니다`, error)
    }
  }
  return results
}

export const DESTROY_TASK = 'destroyExpiredPersonalData'

/**
 * Daily at 04:00 in Seoul, on the default queue the web server runs (payload.config.ts). Payload reads
 * a schedule's cron in the server's local zone, which is Seoul's (src/instrumentation.ts).
 */
export const destroyExpiredPersonalDataTask = {
  slug: DESTROY_TASK,
  label: '보유 기간이 지난 개인정보 파기',
  retries: 2,
  schedule: [{ cron: '0 0 4 * * *', queue: 'default' }],
  outputSchema: [{ name: 'destroyed', type: 'number' }],
  handler: async ({ req }) => {
    const results = await destroyExpiredPersonalData(req.payload)
    return { output: { destroyed: results.reduce((sum, result) => sum + result.count, 0) } }
  },
} satisfies TaskConfig<'destroyExpiredPersonalData'>
