/**
 * 수신동의 재확인 (정보통신망법 시행령 제62조의3): every two years after a member's marketing consent
 * (or the last such mail), the site tells them that they still receive advertising mail, when they
 * agreed, and how to stop, and records on their account that it did (marketingReconfirmedAt, shown
 * on 내 정보 and in their data file). A daily job at 10:00 Seoul.
 */
import type { Payload, TaskConfig } from 'payload'
import { serverEnv } from '@/config/env'
import { formatDate } from '@/lib/format'
import { withJobLock } from '@/lib/job-lock'
import type { Mail } from '@/mail/kinds'
import { MAIL_QUEUE } from '@/mail/queue'
import { composeMail } from '@/mail/templates'
import { afterMember, byMemberId } from '@/members/keyset'
import { retentionCutoff } from '@/privacy/retention/rules'
import { digestSender } from './digest'
import { type Sender, senderLines } from './digest-mail'
import { unsubscribeAddresses, unsubscribeHeaders } from './unsubscribe'

export const RECONFIRM_TASK = 'reconfirmMarketingConsent'
const BATCH = 200

/** The moment two calendar years before `now`: consents given (or reconfirmed) at or before it are due. */
const reconfirmCutoff = (now: Date) => retentionCutoff({ years: 2 }, now)

type Member = { id: string; email: string; marketingAgreedAt: Date; marketingReconfirmedAt?: Date | null }

/** Whether the member is owed the mail at `now`. */
export const reconfirmDue = (member: Pick<Member, 'marketingAgreedAt' | 'marketingReconfirmedAt'>, now: Date) => {
  const last = Math.max(
    new Date(member.marketingAgreedAt).getTime(),
    member.marketingReconfirmedAt ? new Date(member.marketingReconfirmedAt).getTime() : 0,
  )
  return last <= reconfirmCutoff(now).getTime()
}

export function reconfirmMail(
  to: string,
  sender: Sender,
  agreedAt: Date,
  refusal: { page: string; oneClick: string },
): Mail {
  const mail = composeMail({
    kind: 'marketing-reconfirm',
    to,
    subject: `[${sender.siteName}] 광고성 정보 수신 동의 재확인 안내`,
    greeting: '안녕하세요.',
    lines: [
      `회원님은 ${formatDate(agreedAt)}에 ${sender.siteName}의 마케팅 정보(소식지) 수신에 동의하셨고, 지금도 받고 계십니다.`,
      '정보통신망법에 따라 2년마다 수신 동의 사실을 알려 드립니다.',
      '계속 받으시려면 아무것도 하지 않으셔도 됩니다. 그만 받으시려면 아래 단추를 눌러 주세요. 로그인하지 않아도 됩니다.',
      ...senderLines(sender),
    ],
    action: { label: '수신 거부하기', url: refusal.page },
    note: '내 정보에서도 언제든 동의를 철회할 수 있습니다.',
  })
  return { ...mail, headers: unsubscribeHeaders(refusal.oneClick) }
}

/**
 * Mails every member who is due and records it; returns how many. Copies of the job take turns
 * (a job lock) and each reads what the one before recorded, so nobody is told twice.
 */
export function reconfirmMarketingConsents(payload: Payload, now = new Date()): Promise<number> {
  return withJobLock(payload, 'marketingReconfirm', 0, async () => {
    const { authFor } = await import('@/auth/instance')
    const { adapter, internalAdapter } = await authFor(async () => payload).$context
    const { SITE_URL, BETTER_AUTH_SECRET } = serverEnv()
    const sender = await digestSender(payload)
    let mailed = 0
    for (let after: Member | undefined; ; ) {
      const members = await adapter.findMany<Member>({
        model: 'user',
        where: [
          { field: 'marketingAgreedAt', operator: 'lte', value: reconfirmCutoff(now) },
          { field: 'emailVerified', value: true },
          ...afterMember(after),
        ],
        limit: BATCH,
        sortBy: byMemberId,
        select: ['id', 'email', 'marketingAgreedAt', 'marketingReconfirmedAt'],
      })
      for (const member of members.filter((candidate) => reconfirmDue(candidate, now))) {
        const refusal = unsubscribeAddresses(SITE_URL, member.id, BETTER_AUTH_SECRET)
        // The mail first: a failure before the record may tell a member twice, but never skips one.
        await payload.jobs.queue({
          task: 'sendMail',
          queue: MAIL_QUEUE,
          input: reconfirmMail(member.email, sender, member.marketingAgreedAt, refusal),
        })
        await internalAdapter.updateUser(member.id, { marketingReconfirmedAt: now })
        mailed += 1
      }
      if (members.length < BATCH) return mailed
      after = members[members.length - 1]
    }
  })
}

export const reconfirmMarketingTask: TaskConfig<'reconfirmMarketingConsent'> = {
  slug: RECONFIRM_TASK,
  label: '광고성 정보 수신 동의 재확인',
  retries: 3,
  schedule: [{ cron: '0 0 10 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { mailed: await reconfirmMarketingConsents(req.payload) } }),
  outputSchema: [{ name: 'mailed', type: 'number' }],
}
