/**
 * The marketing digest (정보통신망법 제50조): when it is due (digest-schedule.ts, staff's 소식지
 * 설정), a job of the site's queue gathers the news and impact stories published since the last
 * digest sent, records the digest (소식지 발송 기록), and queues one mail per member who gave
 * marketing consent, through the site's mail queue (its runner sends a few at a time, with
 * retries). Each member's copy is a row whose (digest, member) pair is unique, written in the same
 * transaction as the mail's job: a retry or a second server never sends anyone the same digest
 * twice. Sending stops at 21:00 Seoul and resumes at 08:00 (company policy: the law's night rule,
 * 제50조 제3항, spares e-mail, 시행령 제61조 제3항), and each mail is checked again as it leaves
 * (delivery.ts).
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type TaskConfig,
} from 'payload'
import { serverEnv } from '@/config/env'
import { withJobLock } from '@/lib/job-lock'
import { MAIL_QUEUE } from '@/mail/queue'
import { afterMember, byMemberId } from '@/members/keyset'
import type { Digest } from '@/payload-types'
import { type DigestItem, digestMail, digestSubject, type Sender } from './digest-mail'
import { type DigestSettings, daytimeInSeoul, latestDigestMoment, periodBefore, stillItsDay } from './digest-schedule'
import { unsubscribeAddresses } from './unsubscribe'

export const DIGEST_TASK = 'sendMarketingDigest'
/** Members read and queued per transaction. */
const BATCH = 200

type Recipient = { id: string; email: string; marketingAgreedAt: Date }

/** Staff's settings as the schedule reads them. */
export async function digestSettings(payload: Payload): Promise<DigestSettings> {
  const settings = await payload.findGlobal({ slug: 'marketing-digest', depth: 0, overrideAccess: true })
  return {
    frequency: settings.frequency ?? 'off',
    weekday: settings.weekday === undefined || settings.weekday === null ? 2 : Number(settings.weekday),
    dayOfMonth: settings.dayOfMonth,
    hour: settings.hour,
    held: settings.held,
  }
}

/** The news and impact stories a guest can read, published after `since` and up to `until`. */
export async function digestItems(payload: Payload, since: Date, until: Date): Promise<DigestItem[]> {
  const where = {
    and: [
      { publishedAt: { greater_than: since.toISOString() } },
      { publishedAt: { less_than_equal: until.toISOString() } },
    ],
  }
  const read = (collection: 'news' | 'impact-stories') =>
    payload.find({
      collection,
      where,
      depth: 0,
      pagination: false,
      sort: '-publishedAt',
      // As a guest reads them: published, public, 게시일 come.
      overrideAccess: false,
      select: { title: true, summary: true, publishedAt: true },
    })
  const [news, stories] = await Promise.all([read('news'), read('impact-stories')])
  const items = (kind: DigestItem['kind'], docs: typeof news.docs) =>
    docs.map((doc) => ({
      kind,
      id: doc.id,
      title: doc.title,
      excerpt: doc.summary ?? null,
      publishedAt: doc.publishedAt ?? '',
    }))
  return [...items('news', news.docs), ...items('impact-story', stories.docs)]
}

/** Where the next digest's items begin: the last sent digest's moment, or one period before `moment`. */
export async function digestItemsSince(payload: Payload, settings: DigestSettings, moment: Date): Promise<Date> {
  const { docs } = await payload.find({
    collection: 'digests',
    where: { and: [{ status: { equals: 'sent' } }, { scheduledFor: { less_than: moment.toISOString() } }] },
    sort: '-scheduledFor',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? new Date(docs[0].scheduledFor) : periodBefore(settings, moment)
}

export async function digestSender(payload: Payload): Promise<Sender> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return { siteName: settings.siteName, company: settings.company }
}

/** Members who gave marketing consent and confirmed their address, a page at a time (better-auth's adapter). */
async function recipients(payload: Payload, after: Recipient | undefined): Promise<Recipient[]> {
  const { authFor } = await import('@/auth/instance')
  const { adapter } = await authFor(async () => payload).$context
  return adapter.findMany<Recipient>({
    model: 'user',
    where: [
      { field: 'marketingAgreedAt', operator: 'ne', value: null },
      { field: 'emailVerified', value: true },
      ...afterMember(after),
    ],
    limit: BATCH,
    sortBy: byMemberId,
    select: ['id', 'email', 'marketingAgreedAt'],
  })
}

/** Queues the digest for one page of members, skipping those who have it; all or nothing. */
async function queueBatch(payload: Payload, digest: number, items: DigestItem[], sender: Sender, members: Recipient[]) {
  const { SITE_URL, BETTER_AUTH_SECRET } = serverEnv()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const { docs } = await payload.find({
      collection: 'digest-deliveries',
      where: { and: [{ digest: { equals: digest } }, { member: { in: members.map((member) => member.id) } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const done = new Set(docs.map((delivery) => delivery.member))
    for (const member of members.filter((candidate) => !done.has(candidate.id))) {
      await payload.create({
        collection: 'digest-deliveries',
        data: { digest, member: member.id },
        overrideAccess: true,
        req,
      })
      const refusal = unsubscribeAddresses(SITE_URL, member.id, BETTER_AUTH_SECRET)
      const mail = digestMail(member.email, SITE_URL, sender, items, refusal, member.marketingAgreedAt)
      await payload.jobs.queue({ task: 'sendMail', queue: MAIL_QUEUE, input: mail, req })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export type DigestRun = 'off' | 'not-due' | 'night' | 'held' | 'empty' | 'sent' | 'done'

/** Queues what is left of a digest being sent, then marks it sent with its count; 'night' if 21:00 comes first. */
async function sendDigest(payload: Payload, digest: Digest, clock: () => Date): Promise<DigestRun> {
  const items = (digest.items ?? []) as DigestItem[]
  const sender = await digestSender(payload)
  for (let after: Recipient | undefined; ; ) {
    // Stops at 21:00; the job's next run after 08:00 goes on where this one stopped.
    if (!daytimeInSeoul(clock())) return 'night'
    const members = await recipients(payload, after)
    if (members.length > 0) await queueBatch(payload, digest.id, items, sender, members)
    if (members.length < BATCH) break
    after = members[members.length - 1]
  }
  const { totalDocs } = await payload.count({
    collection: 'digest-deliveries',
    where: { digest: { equals: digest.id } },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'digests',
    id: digest.id,
    data: { status: 'sent', recipients: totalDocs, finishedAt: clock().toISOString() },
    overrideAccess: true,
  })
  return 'sent'
}

/** Makes the digest due at `now`, if it is its day and none was made: held, empty, or to be sent. */
async function makeDueDigest(payload: Payload, now: Date): Promise<DigestRun | Digest> {
  const settings = await digestSettings(payload)
  const moment = latestDigestMoment(settings, now)
  if (!moment) return 'off'
  if (!stillItsDay(moment, now)) return 'not-due'
  const { totalDocs } = await payload.count({
    collection: 'digests',
    where: { scheduledFor: { equals: moment.toISOString() } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return 'done'
  if (!daytimeInSeoul(now)) return 'night'
  const items = await digestItems(payload, await digestItemsSince(payload, settings, moment), moment)
  const status = settings.held ? 'held' : items.length === 0 ? 'empty' : 'sending'
  const { siteName } = await digestSender(payload)
  const digest = await payload.create({
    collection: 'digests',
    data: {
      scheduledFor: moment.toISOString(),
      subject: items.length > 0 ? digestSubject(siteName, items) : null,
      status,
      items,
    },
    overrideAccess: true,
  })
  // 보류 holds one digest: the next one goes unless staff hold it too.
  if (status === 'held') {
    await payload.updateGlobal({ slug: 'marketing-digest', data: { held: false }, overrideAccess: true })
  }
  return status === 'sending' ? digest : status
}

/**
 * One run of the digest job (`clock`: the moment, asked again between batches): first what is left
 * of a digest cut off by the night, then the digest due now. Copies of the job run one at a time.
 */
export function runMarketingDigest(payload: Payload, clock: () => Date = () => new Date()): Promise<DigestRun> {
  return withJobLock(payload, 'marketingDigest', 0, async () => {
    const { docs } = await payload.find({
      collection: 'digests',
      where: { status: { equals: 'sending' } },
      sort: 'scheduledFor',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const unfinished = docs[0]
    if (unfinished) return daytimeInSeoul(clock()) ? sendDigest(payload, unfinished, clock) : 'night'
    const due = await makeDueDigest(payload, clock())
    return typeof due === 'string' ? due : sendDigest(payload, due, clock)
  })
}

export const sendMarketingDigestTask: TaskConfig<'sendMarketingDigest'> = {
  slug: DIGEST_TASK,
  label: '소식지 보내기',
  retries: 3,
  // Every hour on the hour, Seoul time (the server's zone, src/instrumentation.ts).
  schedule: [{ cron: '0 0 * * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { result: await runMarketingDigest(req.payload) } }),
  outputSchema: [{ name: 'result', type: 'text' }],
}
