/**
 * The members' mail announcing a change of a legal text: sent once per version, on the first day of
 * its notice at 09:00 Seoul (not at the notice's midnight start), to every member with a confirmed
 * address. All the mails and the version's "mailed" mark are written in one transaction holding the
 * version's job lock, so neither a retry nor a second copy of the job sends anybody the notice twice.
 */
import type { TaskConfig } from 'payload'
import { serverEnv } from '@/config/env'
import { formatIsoDay } from '@/lib/format'
import { withJobLock } from '@/lib/job-lock'
import type { Mail } from '@/mail/kinds'
import { MAIL_QUEUE } from '@/mail/queue'
import { composeMail } from '@/mail/templates'
import { afterMember, byMemberId } from '@/members/keyset'
import { legalDocuments } from './documents'
import { effectiveDay, noticeDaysOf } from './versions'

export const LEGAL_NOTICE_TASK = 'sendLegalNotice'

const MAIL_HOUR_MS = 9 * 3_600_000
/** Members read per query. */
const BATCH = 500

/** 09:00 Seoul on the notice's first day (the notice starts at 00:00 Seoul). */
export const noticeMailTime = (noticeStartsAt: Date) => new Date(noticeStartsAt.getTime() + MAIL_HOUR_MS)

type Version = {
  id: number
  document: keyof typeof legalDocuments
  effectiveDate: string
  summary: string
  adverse?: boolean | null
  noticeDays?: number | null
  requiresConsent?: boolean | null
}

export function legalNoticeMail(site: string, to: string, siteUrl: string, version: Version): Mail {
  const name = legalDocuments[version.document]
  const day = effectiveDay(version)
  return composeMail({
    kind: 'legal-notice',
    to,
    subject: `[${site}] ${name} 변경 안내 (${formatIsoDay(day)} 시행)`,
    greeting: '안녕하세요.',
    lines: [
      `${site}의 ${name}이 ${formatIsoDay(day)}부터 바뀝니다.`,
      `바뀌는 내용: ${version.summary}`,
      ...(version.adverse
        ? [`회원에게 불리할 수 있는 변경이어서 ${noticeDaysOf(version)}일 전부터 알려 드립니다.`]
        : []),
      version.requiresConsent
        ? '시행일 뒤 처음 로그인하실 때 바뀐 내용에 다시 동의하실지 여쭙습니다.'
        : version.document === 'terms'
          ? `시행일 전까지 회원 탈퇴 의사를 밝히지 않으시면 바뀐 ${name}에 동의하신 것으로 봅니다.`
          : `바뀐 ${name}은 시행일부터 적용됩니다.`,
      '동의하지 않으시면 시행일 전에 내 정보에서 회원 탈퇴를 하실 수 있습니다.',
    ],
    action: { label: '바뀌는 내용 보기', url: `${siteUrl}/legal/${version.document}/${day}` },
    note: `회원 모두에게 보내는 서비스 안내 메일입니다. 공지 기간 ${noticeDaysOf(version)}일.`,
  })
}

type Member = { id: string; email: string }

export const sendLegalNoticeTask: TaskConfig<'sendLegalNotice'> = {
  slug: LEGAL_NOTICE_TASK,
  label: '약관·방침 변경 안내 메일',
  retries: 3,
  inputSchema: [{ name: 'version', type: 'number', required: true }],
  handler: async ({ input, req: jobReq }) => {
    const { payload } = jobReq
    // One notice per version, whatever copies of this job run: they take turns, and a later one
    // finds the version already mailed.
    await withJobLock(payload, 'legalNotice', input.version, async (req) => {
      const version = await payload
        .findByID({ collection: 'legal-versions', id: input.version, depth: 0, overrideAccess: true, req })
        .catch(() => null)
      const now = Date.now()
      // Already mailed, deleted, moved later (its own job comes then), or already in effect: nothing.
      if (
        !version ||
        version.noticeMailedAt ||
        !version.noticeStartsAt ||
        new Date(version.noticeStartsAt).getTime() > now ||
        new Date(version.effectiveDate).getTime() <= now
      ) {
        return
      }
      const { authFor } = await import('@/auth/instance')
      const { adapter } = await authFor(async () => payload).$context
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
      const { SITE_URL } = serverEnv()
      for (let after: Member | undefined; ; ) {
        const members = await adapter.findMany<Member>({
          model: 'user',
          where: [{ field: 'emailVerified', value: true }, ...afterMember(after)],
          limit: BATCH,
          sortBy: byMemberId,
          select: ['id', 'email'],
        })
        for (const member of members) {
          const mail = legalNoticeMail(settings.siteName, member.email, SITE_URL, version)
          await payload.jobs.queue({ task: 'sendMail', queue: MAIL_QUEUE, input: mail, req })
        }
        if (members.length < BATCH) break
        after = members[members.length - 1]
      }
      await payload.update({
        collection: 'legal-versions',
        id: version.id,
        data: { noticeMailedAt: new Date().toISOString() },
        overrideAccess: true,
        context: { noticeMailed: true },
        req,
      })
    })
    return { output: {} }
  },
}
