'use server'
import { headers } from 'next/headers'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { CLIENT_IP_HEADER } from '@/auth/cookie-cache'
import { getSession, roleOf } from '@/auth/session'
import { serverEnv } from '@/config/env'
import { textField } from '@/forms/fields'
import { formatDateTime } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'
import { consumeRateLimit, koreanWait } from '@/lib/rate-limit'
import { queueMailInTransaction } from '@/mail/queue'
import { composeMail } from '@/mail/templates'
import { myInquiry } from './mine'
import { MEMBER_NOTE_MAX } from './options'

export type MemberNoteResult = { ok: true } | { ok: false; message: string; sessionEnded?: boolean }

const noteSchema = textField('메모', 1, MEMBER_NOTE_MAX)
/** Ten notes in ten minutes per member: a person adding to an inquiry, never a flood in staff's inbox. */
const NOTE_LIMIT = { max: 10, windowSeconds: 600 }

/**
 * A member adds a note to their own inquiry (the CSmemo modal on its page): stored on the inquiry
 * for staff (read-only in the admin) and mailed to the company address, both in one transaction.
 */
export async function addMemberNote(referenceNumber: string, text: unknown): Promise<MemberNoteResult> {
  const session = await getSession()
  if (!session || roleOf(session.user) === 'guest')
    return { ok: false, sessionEnded: true, message: '로그인이 끝났습니다. 다시 로그인한 뒤 메모를 남겨 주세요.' }
  const parsed = noteSchema.safeParse(text)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '메모를 다시 확인해 주세요.' }

  const payload = await getPayloadClient()
  const inquiry = await myInquiry(session.user, String(referenceNumber).slice(0, 40))
  if (!inquiry) return { ok: false, message: '신청 내용을 찾을 수 없습니다. 내 신청 현황에서 다시 열어 주세요.' }
  const limit = await consumeRateLimit(payload, `member-note:${session.user.id}`, NOTE_LIMIT)
  if (!limit.allowed)
    return {
      ok: false,
      message: `메모를 너무 자주 남기셨습니다. ${koreanWait(limit.retryAfterSeconds)} 뒤에 다시 남겨 주세요.`,
    }

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const writtenAt = new Date().toISOString()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    // Read inside the transaction, so a note saved a moment ago by another tab is kept.
    const current = await payload.findByID({
      collection: 'inquiries',
      id: inquiry.id,
      depth: 0,
      req,
      select: { memberNotes: true },
    })
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { memberNotes: [...(current.memberNotes ?? []), { text: parsed.data, writtenAt }] },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const staffAddress = settings.company?.email
    if (staffAddress)
      await queueMailInTransaction(
        req,
        composeMail({
          kind: 'inquiry-staff',
          to: staffAddress,
          subject: `[${settings.siteName}] 문의 ${inquiry.referenceNumber}에 문의한 분이 메모를 남겼습니다`,
          greeting: '담당자님, 문의한 분이 내 신청 현황에서 메모를 덧붙였습니다.',
          lines: [
            `접수 번호: ${inquiry.referenceNumber}`,
            `남긴 시각: ${formatDateTime(writtenAt)}`,
            '메모 내용은 관리자 화면의 답변 탭에서 확인해 주세요. 개인정보 보호를 위해 메일에는 싣지 않습니다.',
          ],
          action: {
            label: '관리자 화면에서 보기',
            url: `${serverEnv().SITE_URL}/admin/collections/inquiries/${inquiry.id}`,
          },
          note: '이 메일은 사이트 설정의 회사 이메일로 보내집니다.',
        }),
      )
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    console.error('회원 메모 저장 실패', {
      referenceNumber: inquiry.referenceNumber,
      client: (await headers()).get(CLIENT_IP_HEADER),
      error,
    })
    return {
      ok: false,
      message: '일시적인 문제로 메모를 남기지 못했습니다. 적은 내용은 그대로 있으니 잠시 후 다시 남겨 주세요.',
    }
  }
  return { ok: true }
}
