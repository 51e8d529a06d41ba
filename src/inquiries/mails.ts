import 'server-only'
import type { PayloadRequest } from 'payload'
import { serverEnv } from '@/config/env'
import type { StoredInquiry } from '@/db/payload-tables/inquiries'
import { formatDateTime } from '@/lib/format'
import type { Mail } from '@/mail/kinds'
import { queueMailInTransaction } from '@/mail/queue'
import { composeMail } from '@/mail/templates'
import type { SiteSetting } from '@/payload-types'
import { type InquiryKind, kindInfo } from './schema'

const siteUrl = () => serverEnv().SITE_URL

function staffMail(site: string, to: string, inquiry: StoredInquiry): Mail {
  const kind = kindInfo[inquiry.kind as InquiryKind]
  return composeMail({
    kind: 'inquiry-staff',
    to,
    subject: `[${site}] 새 ${kind.short} 문의 ${inquiry.referenceNumber} (${inquiry.name})`,
    greeting: '담당자님, 새 문의가 접수되었습니다.',
    lines: [
      `접수 번호: ${inquiry.referenceNumber}`,
      `종류: ${kind.title}`,
      `접수 시각: ${formatDateTime(inquiry.createdAt)}`,
      `보낸 분: ${inquiry.name} (${inquiry.email}, ${inquiry.phone})`,
      inquiry.textOnly ? '연락 방법: 문자·이메일로만 연락해 주세요(전화 불가).' : '',
      inquiry.interpreter ? '수어 통역사 동석을 요청하셨습니다.' : '',
      '문의 내용은 관리자 화면에서 확인해 주세요. 개인정보 보호를 위해 메일에는 싣지 않습니다.',
    ].filter(Boolean),
    action: { label: '관리자 화면에서 보기', url: `${siteUrl()}/admin/collections/inquiries/${inquiry.id}` },
    note: '이 메일은 사이트 설정의 회사 이메일로 보내집니다.',
  })
}

function senderMail(site: string, inquiry: StoredInquiry): Mail {
  const kind = kindInfo[inquiry.kind as InquiryKind]
  return composeMail({
    kind: 'inquiry-confirmation',
    to: inquiry.email,
    subject: `[${site}] ${kind.title}가 접수되었습니다 (${inquiry.referenceNumber})`,
    // No typed name: the address was typed too, and nobody has confirmed it.
    greeting: '안녕하세요.',
    lines: [
      `보내 주신 ${kind.title}를 잘 받았습니다.`,
      `접수 번호는 ${inquiry.referenceNumber}입니다. 문의하실 때 이 번호를 알려 주시면 빠르게 찾을 수 있습니다.`,
      inquiry.textOnly
        ? '요청하신 대로 문자나 이메일로만 연락드리겠습니다.'
        : '영업일 기준 2일 안에 골라 주신 방법으로 연락드리겠습니다.',
      inquiry.interpreter ? '상담에 수어 통역사가 함께하도록 준비하겠습니다.' : '',
      inquiry.authorId
        ? ''
        : '처리 상태와 답변은 비회원 문의 조회에서 접수 번호와 이 이메일 주소(또는 연락처)로 볼 수 있습니다.',
    ].filter(Boolean),
    action: inquiry.authorId
      ? { label: '내 신청 현황 보기', url: `${siteUrl()}/user/applications` }
      : { label: '비회원 문의 조회', url: `${siteUrl()}/contact/lookup` },
    note: '이 메일은 발신 전용입니다. 직접 보내신 문의가 아니라면 이 메일을 무시해 주세요.',
  })
}

/**
 * Queues the staff notification and the sender's confirmation through Payload's jobs API inside
 * the inquiry's own transaction (`req` carries it: `payload.jobs.queue` creates the job with
 * `payload.db.create({ req })`, which joins the request's transaction), so both exist exactly
 * when the inquiry does. Everything it needs is read before the transaction opens (a query
 * outside it, while it holds a pooled connection, can deadlock the pool under a burst).
 */
export async function queueInquiryMails(req: PayloadRequest, inquiry: StoredInquiry, settings: SiteSetting) {
  const site = settings.siteName
  // Staff hear about it at the company address of the site settings (editable in the admin).
  const staffAddress = settings.company?.email
  if (staffAddress) await queueMailInTransaction(req, staffMail(site, staffAddress, inquiry))
  else req.payload.logger.warn('사이트 설정에 회사 이메일이 없어 담당자 알림 메일을 보내지 않습니다')
  await queueMailInTransaction(req, senderMail(site, inquiry))
}
