'use server'
import { headers } from 'next/headers'
import { CLIENT_IP_HEADER } from '@/auth/cookie-cache'
import { getSession, roleOf } from '@/auth/session'
import { textField } from '@/forms/fields'
import { getPayloadClient } from '@/lib/payload'
import { consumeRateLimit } from '@/lib/rate-limits.mjs'
import { appendMemberNote } from './member-notes-store'
import { myInquiry } from './mine'
import { MEMBER_NOTE_MAX } from './options'

export type MemberNoteResult = { ok: true } | { ok: false; message: string; sessionEnded?: boolean }

const noteSchema = textField('메모', 1, MEMBER_NOTE_MAX, { multiline: true })
/**
 * A member adds a note to their own inquiry (the CSmemo modal on its page): stored on the inquiry
 * for staff (read-only in the admin) and mailed to the company address, both in one transaction
 * (member-notes-store.ts).
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
  // Per member: a person adding to an inquiry, never a flood in staff's inbox.
  const limit = await consumeRateLimit(payload.db.pool, 'memberNote', String(session.user.id))
  if (!limit.allowed) return { ok: false, message: limit.message }

  try {
    await appendMemberNote(payload, inquiry, { text: parsed.data, writtenAt: new Date().toISOString() })
  } catch (error) {
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
