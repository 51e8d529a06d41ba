import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import type { InquiryKind } from '@/inquiries/schema'
import { inquiryUpdateMail } from '@/inquiries/update-mail'
import type { Mail } from '@/mail/kinds'
import { queueMailInTransaction } from '@/mail/queue'
import { inquiryStatusOptions } from './options'

type Answer = { id?: string | null; text?: string; author?: number | null; writtenAt?: string | null }
type Notification = { channel?: string; outcome?: string; summary?: string; sentAt?: string }
type Doc = Record<string, unknown> & { id?: number }

const editorId = (user: unknown) =>
  (user as { collection?: string; id?: number } | null)?.collection === 'users' ? (user as { id: number }).id : null

const statusLabel = (value: unknown) => inquiryStatusOptions.find((option) => option.value === value)?.label ?? ''

/** Where the mail to the submitter waits between the checks (before) and the queue (after). */
const PENDING_MAIL = 'inquiryUpdateMail'

/**
 * Answers to the submitter keep who wrote them and when. A sent answer is read by the submitter
 * (and mailed): it is kept as it was, nobody rewrites or removes it through the admin or the API;
 * a correction is a new answer.
 */
export const recordAnswers: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const before = ((originalDoc as Doc | undefined)?.answers as Answer[] | undefined) ?? []
  if (!Array.isArray(data.answers)) return { ...data, answers: before }
  const kept = new Set(before.map((answer) => answer.id))
  const added = (data.answers as Answer[])
    .filter((answer) => !answer.id || !kept.has(answer.id))
    .map((answer) => ({ ...answer, author: editorId(req.user), writtenAt: new Date().toISOString() }))
  return { ...data, answers: [...before, ...added] }
}

/**
 * After a change the submitter should hear of (a new status, a new answer), one notice by the
 * contact methods they chose: a mail when e-mail is among them. Without e-mail there is nothing
 * the site can send (no SMS provider yet, and it never calls): the log says so, and staff reach
 * the person themselves. The log is rebuilt from the stored one, so nobody rewrites it.
 */
export const planNotification: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const original = originalDoc as Doc | undefined
  const log: Notification[] = [...((original?.notifications as Notification[] | undefined) ?? [])]
  if (operation !== 'update' || !original) return { ...data, notifications: log }
  const statusChanged = Boolean(data.status) && data.status !== original.status
  const known = new Set(((original.answers as Answer[] | undefined) ?? []).map((answer) => answer.id))
  const newAnswers = ((data.answers as Answer[] | undefined) ?? []).filter((answer) => !known.has(answer.id))
  if (!statusChanged && newAnswers.length === 0) return { ...data, notifications: log }

  const status = String(data.status ?? original.status)
  const summary = [
    statusChanged ? `상태: ${statusLabel(original.status)} → ${statusLabel(status)}` : '',
    newAnswers.length > 0 ? `새 답변 ${newAnswers.length}건` : '',
  ]
    .filter(Boolean)
    .join(', ')
  const methods = (original.contactMethods as string[] | undefined) ?? []
  const sentAt = new Date().toISOString()
  if (methods.includes('email')) {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    req.context[`${PENDING_MAIL}:${original.id}`] = inquiryUpdateMail(settings.siteName, {
      referenceNumber: String(original.referenceNumber),
      kind: original.kind as InquiryKind,
      name: String(original.name),
      email: String(original.email),
      authorId: (original.authorId as string | null) ?? null,
      status: statusChanged ? statusLabel(status) : undefined,
      answers: newAnswers.map((answer) => answer.text ?? ''),
    })
    log.push({ channel: 'email', outcome: 'queued', summary, sentAt })
  } else {
    const channel = methods.includes('sms') ? 'sms' : 'phone'
    log.push({ channel, outcome: 'not-sent', summary, sentAt })
  }
  return { ...data, notifications: log }
}

/**
 * The mail is queued in the update's own transaction: it exists exactly when the change does,
 * and the mail queue delivers it on its next tick.
 */
export const notifySubmitter: CollectionAfterChangeHook = async ({ doc, req }) => {
  const key = `${PENDING_MAIL}:${doc.id}`
  const mail = req.context[key] as Mail | undefined
  if (!mail) return doc
  delete req.context[key]
  await queueMailInTransaction(req, mail)
  return doc
}
