import { serverEnv } from '@/config/env'
import { withParticle } from '@/lib/particles'
import type { Mail } from '@/mail/kinds'
import { composeMail } from '@/mail/templates'
import { type InquiryKind, kindInfo } from './schema'

export interface InquiryUpdate {
  referenceNumber: string
  kind: InquiryKind
  name: string
  email: string
  authorId: string | null
  /** The new status's label, when it changed. */
  status?: string
  /** Answers published with this change. */
  answers: string[]
}

/**
 * The submitter's notice of a new status or a new answer. The answer is in the mail (it is what
 * they asked for, at the address they gave); a member is linked to their own page, a guest to
 * 비회원 문의 조회 (never a link that carries the number and the e-mail).
 */
export function inquiryUpdateMail(site: string, update: InquiryUpdate): Mail {
  const siteUrl = serverEnv().SITE_URL
  const title = kindInfo[update.kind]?.title ?? '문의'
  const answered = update.answers.length > 0
  return composeMail({
    kind: 'inquiry-update',
    to: update.email,
    subject: `[${site}] ${answered ? '문의에 답변드립니다' : '문의 처리 상태가 바뀌었습니다'} (${update.referenceNumber})`,
    // No typed name: the address was typed too, and nobody has confirmed it.
    greeting: '안녕하세요.',
    lines: [
      `접수 번호 ${update.referenceNumber} ${title}에 대한 안내입니다.`,
      update.status ? `처리 상태가 ${withParticle(`'${update.status}'`, '(으)로')} 바뀌었습니다.` : '',
      ...(answered ? ['담당자 답변:', ...update.answers.flatMap((answer) => answer.split(/\r?\n/))] : []),
    ].filter((line) => line.trim() !== ''),
    action: update.authorId
      ? { label: '내 신청 현황에서 보기', url: `${siteUrl}/user/applications/${update.referenceNumber}` }
      : { label: '비회원 문의 조회에서 보기', url: `${siteUrl}/contact/lookup` },
    note: update.authorId
      ? '이 메일은 발신 전용입니다. 더 궁금한 점은 새 문의로 보내 주세요.'
      : '이 메일은 발신 전용입니다. 비회원 문의 조회에서 접수 번호와 이 이메일 주소로 답변을 다시 볼 수 있습니다.',
  })
}
