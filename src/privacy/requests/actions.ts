'use server'
import { refresh } from 'next/cache'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { getSession, roleOf } from '@/auth/session'
import { serverEnv } from '@/config/env'
import { type FieldErrors, fieldErrorsOf } from '@/forms/field-errors'
import { formatDate } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'
import { consumeRateLimit } from '@/lib/rate-limits.mjs'
import { queueMailInTransaction } from '@/mail/queue'
import { privacyRequestStaffMail } from './mails'
import { privacyRequestDue } from './options'
import { privacyRequestSchema } from './schema'

export interface PrivacyRequestAnswer {
  ok?: boolean
  message?: string
  errors?: FieldErrors
  /** What was typed, given back with a refusal (the form also works before its scripts run). */
  values?: { kind?: string; detail?: string }
}

/**
 * A member's correction or deletion request from 내 정보 (PIPA art. 36): stored with its due date
 * (10 days) and mailed to the company address, in one transaction. A form's action, so it works
 * before the page's scripts have run; the page is read again to list the request.
 */
export async function sendPrivacyRequestAction(
  _previous: PrivacyRequestAnswer,
  form: FormData,
): Promise<PrivacyRequestAnswer> {
  const values = { kind: String(form.get('kind') ?? ''), detail: String(form.get('detail') ?? '') }
  const session = await getSession()
  if (!session || roleOf(session.user) === 'guest')
    return { message: '로그인이 끝났습니다. 다시 로그인한 뒤 요청해 주세요.', values }
  const parsed = privacyRequestSchema.safeParse(values)
  if (!parsed.success) return { message: '입력한 내용을 확인해 주세요.', errors: fieldErrorsOf(parsed.error), values }

  const payload = await getPayloadClient()
  const limit = await consumeRateLimit(payload.db.pool, 'privacyRequest', session.user.id)
  if (!limit.allowed) return { message: limit.message, values }

  const receivedAt = new Date()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const request = await payload.create({
      collection: 'privacy-requests',
      data: {
        kind: parsed.data.kind,
        detail: parsed.data.detail,
        memberId: session.user.id,
        memberEmail: session.user.email,
        memberName: session.user.name,
        dueAt: privacyRequestDue(receivedAt).toISOString(),
        status: 'received',
      },
      overrideAccess: true,
      req,
    })
    const staffAddress = settings.company?.email
    if (staffAddress)
      await queueMailInTransaction(
        req,
        privacyRequestStaffMail(settings.siteName, staffAddress, serverEnv().SITE_URL, request),
      )
    await commitTransaction(req)
    refresh()
    return { ok: true, message: `요청을 접수했습니다. ${formatDate(request.dueAt)}까지 처리하고 메일로 알려 드립니다.` }
  } catch (error) {
    await killTransaction(req)
    console.error('개인정보 요청 저장 실패', { member: session.user.id, error })
    return { message: '일시적인 문제로 요청을 접수하지 못했습니다. 잠시 후 다시 보내 주세요.', values }
  }
}
