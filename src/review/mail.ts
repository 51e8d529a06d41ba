import { settleParticles } from '@/lib/particles'
import type { Mail } from '@/mail/kinds'
import { composeMail } from '@/mail/templates'

/** To the 편집자 who asked for review: the admin's decision, and the reason when it came back. */
export function reviewResultMail(input: {
  site: string
  to: string
  name: string
  kind: string
  title: string
  approved: boolean
  decider: string
  comment: string
  url: string
}): Mail {
  const what = `${input.kind} ‘${input.title || '제목 없음'}’`
  return composeMail({
    kind: 'content-review',
    to: input.to,
    subject: `[${input.site} 관리자] ${what} 검토 결과: ${input.approved ? '승인' : '반려'}`,
    greeting: `${input.name}님, 안녕하세요.`,
    lines: (input.approved
      ? [`검토를 요청하신 ${what}을(를) ${input.decider}님이 승인해 게시했습니다.`]
      : [
          `검토를 요청하신 ${what}을(를) ${input.decider}님이 돌려보냈습니다.`,
          `반려 사유: ${input.comment}`,
          '고친 뒤 다시 ‘검토 요청’을 눌러 주세요.',
        ]
    ).map(settleParticles),
    action: { label: '관리자 화면에서 보기', url: input.url },
    note: '관리자 화면의 검토 절차에 따라 보내는 메일입니다.',
  })
}
