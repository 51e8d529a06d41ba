import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { serverEnv } from '@/config/env'
import { formatDateTime } from '@/lib/format'
import { queueMailInTransaction } from '@/mail/queue'
import { composeMail } from '@/mail/templates'
import { lockInquiry } from './inquiry-lock'

/**
 * Appends a member's note to their inquiry and queues the mail to the company address, in one
 * transaction. Notes are one array on the inquiry, so adding one is read, append, write: the
 * transaction first holds the inquiry (inquiry-lock.ts), so a second note sent at the same moment
 * (another tab) or a staff save waits and then reads the notes with this one in. Throws when
 * nothing was stored.
 */
export async function appendMemberNote(
  payload: Payload,
  inquiry: { id: number; referenceNumber: string },
  note: { text: string; writtenAt: string },
): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockInquiry(req, inquiry.id)
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
      data: { memberNotes: [...(current.memberNotes ?? []), note] },
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
            `남긴 시각: ${formatDateTime(note.writtenAt)}`,
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
    throw error
  }
}
