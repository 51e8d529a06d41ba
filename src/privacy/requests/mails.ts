import { labelOf } from '@/inquiries/options'
import { formatDate, formatDateTime } from '@/lib/format'
import type { Mail } from '@/mail/kinds'
import { composeMail } from '@/mail/templates'
import { privacyRequestKinds, privacyRequestStatuses } from './options'

type Request = { id: number; kind: string; createdAt: string; dueAt: string; status?: string; answer?: string | null }

/** To the company address: a request arrived and its due date; what it says stays in the admin. */
export function privacyRequestStaffMail(site: string, to: string, siteUrl: string, request: Request): Mail {
  const kind = labelOf(privacyRequestKinds, request.kind)
  return composeMail({
    kind: 'privacy-request-staff',
    to,
    subject: `[${site}] 개인정보 ${kind} 요청이 접수되었습니다 (처리 기한 ${formatDate(request.dueAt)})`,
    greeting: '관리자님, 회원이 내 정보에서 개인정보 정정·삭제를 요청했습니다.',
    lines: [
      `요청 종류: ${kind}`,
      `받은 시각: ${formatDateTime(request.createdAt)}`,
      `처리 기한: ${formatDateTime(request.dueAt)} (개인정보 보호법에 따라 받은 날부터 10일)`,
      '요청 내용은 관리자 화면에서 확인해 주세요. 개인정보 보호를 위해 메일에는 싣지 않습니다.',
    ],
    action: { label: '관리자 화면에서 보기', url: `${siteUrl}/admin/collections/privacy-requests/${request.id}` },
    note: '이 메일은 사이트 설정의 회사 이메일로 보내집니다.',
  })
}

/** To the member: what became of their request, with the answer, and where to turn if they disagree. */
export function privacyRequestAnswerMail(
  site: string,
  to: string,
  siteUrl: string,
  request: Request,
  companyEmail?: string | null,
): Mail {
  const kind = labelOf(privacyRequestKinds, request.kind)
  const ask = companyEmail ? `${companyEmail} 주소로 메일을 보내 주시거나, ` : ''
  return composeMail({
    kind: 'privacy-request-answer',
    to,
    subject: `[${site}] 개인정보 ${kind} 요청의 처리 결과를 알려 드립니다`,
    greeting: '안녕하세요.',
    lines: [
      `${formatDateTime(request.createdAt)}에 보내신 개인정보 ${kind} 요청의 처리 결과를 알려 드립니다.`,
      `결과: ${labelOf(privacyRequestStatuses, request.status)}`,
      // The admin's answer line by line (the HTML mail puts each line in its own paragraph).
      ...(request.answer ?? '').split('\n').filter((line) => line.trim()),
      `결과에 이의가 있으시면 ${ask}개인정보침해 신고센터(privacy.kisa.or.kr, 국번 없이 118)에 도움을 요청하실 수 있습니다.`,
    ],
    action: { label: '내 정보에서 보기', url: `${siteUrl}/user/profile` },
    note: '내 정보에서 보낸 요청에 대한 안내입니다. 이 메일에는 답장할 수 없습니다.',
  })
}
