/**
 * The daily destruction of personal data past its period (rules.ts): each rule's rows, and with
 * an inquiry its uploaded file (on disk or in the bucket: Payload's delete of the upload removes
 * it through the storage adapter). Each rule that destroyed anything leaves a destruction record
 * (DestructionRecords) with how many and the cutoff, never whose. An inquiry held by an admin
 * (보존 연장) is kept until released.
 */
import {
  type CollectionSlug,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type TaskConfig,
  type Where,
} from 'payload'
import { PAGE_VIEW_SQL } from '@/db/payload-tables/page-views.mjs'
import { lockAllInquiries } from '@/inquiries/inquiry-lock'
import { type AccountsContext, removeUnverifiedAccounts } from '@/members/unverified'
import { CLOSED_PRIVACY_REQUEST_STATUSES } from '@/privacy/requests/options'
import { type RetentionRuleId, retentionCutoff, retentionRules } from './rules'

/** Rows destroyed per round: each round is a short statement or a short run of Local API deletes. */
const BATCH = 200

type Destroyed = { count: number; files?: number }

/** A delete's documents, or the first failure: Payload reports a document it could not delete and goes on. */
function deleted(result: { docs: unknown[]; errors: { message: string }[] }, what: string) {
  if (result.errors.length > 0) throw new Error(`${what}: ${result.errors[0]?.message ?? '삭제 실패'}`)
  return result.docs.length
}

/**
 * Deletes every document of `collection` matching `where` through the Local API, a batch at a time;
 * a batch that deletes nothing stops the rule (a row that keeps failing would be found again).
 */
async function deleteAll(payload: Payload, collection: CollectionSlug, where: Where): Promise<number> {
  let count = 0
  for (;;) {
    const { docs } = await payload.find({ collection, where, limit: BATCH, depth: 0, overrideAccess: true, select: {} })
    if (docs.length === 0) return count
    const ids = docs.map((doc) => doc.id)
    const done = deleted(
      await payload.delete({ collection, where: { and: [where, { id: { in: ids } }] }, overrideAccess: true }),
      collection,
    )
    if (done === 0) throw new Error(`${collection}: 삭제한 문서가 없습니다`)
    count += done
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
      // One batch per transaction holding every inquiry (src/inquiries/inquiry-lock.ts): a hold or a
      // status change saved meanwhile waits, and the delete asks "expired and not held" again.
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      try {
        await lockAllInquiries(req)
        const { docs } = await payload.find({
          collection: 'inquiries',
          where: expired,
          limit: BATCH,
          depth: 0,
          overrideAccess: true,
          select: {},
          req,
        })
        if (docs.length === 0) {
          await commitTransaction(req)
          return { count, files }
        }
        const result = await payload.delete({
          collection: 'inquiries',
          where: { and: [expired, { id: { in: docs.map((doc) => doc.id) } }] },
          overrideAccess: true,
          depth: 0,
          req,
        })
        const done = deleted(result, 'inquiries')
        if (done === 0) throw new Error('inquiries: 삭제한 문의가 없습니다')
        const fileIds = result.docs.flatMap((doc) => (typeof doc.pitchDeck === 'number' ? [doc.pitchDeck] : []))
        if (fileIds.length > 0)
          files += deleted(
            await payload.delete({
              collection: 'inquiry-files',
              where: { id: { in: fileIds } },
              overrideAccess: true,
              req,
            }),
            'inquiry-files',
          )
        await commitTransaction(req)
        count += done
      } catch (error) {
        await killTransaction(req)
        throw error
      }
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
  'digest-deliveries': async (payload, cutoff) => ({
    count: await deleteAll(payload, 'digest-deliveries', before('createdAt', cutoff)),
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
