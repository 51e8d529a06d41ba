import 'server-only'
import { getAuth } from '@/auth/server'
import { serverEnv } from '@/config/env'
import { formatDateTime } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'
import { queueMailWith } from '@/mail/queue'
import { composeMail } from '@/mail/templates'
import { digestSender } from './digest'
import { senderLines } from './digest-mail'

type Member = { email: string; marketingAgreedAt?: Date | null }

/**
 * Withdraws a member's marketing consent as 내 정보's switch does (marketingAgreedAt cleared,
 * marketingWithdrawnAt set), through better-auth's own adapter: what an unsubscribe link does
 * without a sign-in. The member is told the result, with the sender and the date (정보통신망법
 * 제50조 제7항): a mail program's one-click refusal shows them nothing. A member who already
 * withdrew keeps the first withdrawal's time.
 */
export async function withdrawMarketing(memberId: string): Promise<'withdrawn' | 'already' | 'unknown'> {
  const { internalAdapter } = await getAuth().$context
  const member = (await internalAdapter.findUserById(memberId)) as Member | null
  if (!member) return 'unknown'
  if (!member.marketingAgreedAt) return 'already'
  const now = new Date()
  await internalAdapter.updateUser(memberId, { marketingAgreedAt: null, marketingWithdrawnAt: now })
  const payload = await getPayloadClient()
  const sender = await digestSender(payload)
  await queueMailWith(
    payload,
    composeMail({
      kind: 'marketing-refusal',
      to: member.email,
      subject: `[${sender.siteName}] 광고성 정보 수신 거부 처리 결과 안내`,
      greeting: '안녕하세요.',
      lines: [
        `${formatDateTime(now)}에 요청하신 광고성 정보(소식지) 수신 거부를 처리했습니다. 이제 소식지를 보내 드리지 않습니다.`,
        '회원 가입, 문의 답변, 약관 변경 안내처럼 서비스에 꼭 필요한 메일은 계속 보내 드립니다.',
        ...senderLines(sender),
      ],
      action: {
        label: '내 정보에서 확인하기',
        url: `${serverEnv().SITE_URL}/user/profile`,
      },
      note: '직접 요청하지 않으셨다면 내 정보에서 다시 동의하실 수 있습니다.',
    }),
  )
  return 'withdrawn'
}
