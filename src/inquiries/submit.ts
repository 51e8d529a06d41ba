import 'server-only'
import { randomInt, randomUUID } from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { serverEnv } from '@/config/env'
import { inquiryByKey, insertInquiry } from '@/db/payload-tables/inquiries'
import { getSiteSettings } from '@/lib/content'
import { consumeRateLimit } from '@/lib/rate-limits.mjs'
import { stripRefused } from '@/lib/text'
import { type SqlRunner, transactionSql } from '@/lib/transaction-sql'
import { queueInquiryMails } from './mails'
import { isReadablePdf } from './pdf'
import {
  type FieldErrors,
  type InquiryInput,
  type InquiryKind,
  inquiryFieldErrors,
  inquirySchemas,
  MIN_FILL_MS,
  PITCH_DECK_MAX_BYTES,
  PRIVACY_NOTICE_VERSION,
  SENSITIVE_NOTICE_VERSION,
  submissionMetaSchema,
} from './schema'

export type SubmitResult =
  | { status: 201 | 200; body: { referenceNumber: string; kind: InquiryKind } }
  | { status: 400; body: { message: string; fieldErrors: FieldErrors } }
  | { status: 429; body: { message: string; retryAfterSeconds: number } }

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O, 1/I: read over the phone

/** Q261122-7KQ2M: the date in Seoul and five characters a person can read out. */
function newReferenceNumber(now = new Date()): string {
  const seoul = new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString()
  const date = `${seoul.slice(2, 4)}${seoul.slice(5, 7)}${seoul.slice(8, 10)}`
  let code = ''
  for (let i = 0; i < 5; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `Q${date}-${code}`
}

/** The form's fields as the schema expects them (checkboxes, repeated values). */
export function formValues(form: FormData, kind: InquiryKind): Record<string, unknown> {
  const values: Record<string, unknown> = { kind }
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || key === 'contactMethods') continue
    values[key] = value
  }
  values.contactMethods = form.getAll('contactMethods').filter((value) => typeof value === 'string')
  for (const flag of ['textOnly', 'interpreter', 'privacyConsent', 'sensitiveConsent'])
    values[flag] = form.get(flag) === 'true'
  return values
}

async function pitchDeckOf(form: FormData): Promise<{ file?: File; error?: string }> {
  const file = form.get('pitchDeck')
  if (!(file instanceof File) || file.size === 0) return {}
  if (file.size > PITCH_DECK_MAX_BYTES) return { error: '사업 소개서는 10MB 이하의 PDF 파일만 보낼 수 있습니다.' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!(await isReadablePdf(bytes))) {
    return { error: '열 수 있는 PDF 파일이 아닙니다. 사업 소개서를 PDF로 다시 저장해서 보내 주세요.' }
  }
  return { file }
}

const MB = 1024 * 1024
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Whether the site still takes an attachment of `size` bytes: at most INQUIRY_FILES_PER_DAY files
 * and INQUIRY_FILES_MB_PER_DAY MB in the last 24 hours, INQUIRY_FILES_MB_TOTAL MB kept in all, for
 * every sender together (the per-address limit is `contact` in src/lib/rate-limits.mjs). Two submissions at the
 * same moment may both fit: the limits bound the disk, they are not counted to the byte.
 */
async function attachmentRoomProblem(payload: Payload, size: number): Promise<string | undefined> {
  const env = serverEnv()
  const { docs } = await payload.find({
    collection: 'inquiry-files',
    select: { filesize: true, createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const since = Date.now() - DAY_MS
  let dayFiles = 0
  let dayBytes = 0
  let totalBytes = 0
  for (const doc of docs) {
    const bytes = doc.filesize ?? 0
    totalBytes += bytes
    if (Date.parse(doc.createdAt) >= since) {
      dayFiles += 1
      dayBytes += bytes
    }
  }
  if (dayFiles + 1 > env.INQUIRY_FILES_PER_DAY || dayBytes + size > env.INQUIRY_FILES_MB_PER_DAY * MB) {
    return '오늘 받을 수 있는 첨부 파일이 모두 찼습니다. 파일 없이 문의를 보내시거나 내일 다시 보내 주세요.'
  }
  if (totalBytes + size > env.INQUIRY_FILES_MB_TOTAL * MB) {
    return '첨부 파일 보관 공간이 가득 차서 지금은 파일을 받을 수 없습니다. 파일 없이 문의를 보내 주세요.'
  }
  return undefined
}

/** Payload's own file checks refused the attachment (it re-validates what we checked). */
const isFileRejection = (error: unknown) =>
  (error as { data?: { errors?: { path?: string }[] } })?.data?.errors?.some((entry) => entry.path === 'file') ?? false

/** The inquiry a form fill already produced, if any, read outside any transaction. */
const existingByKey = (payload: Payload, idempotencyKey: string) =>
  inquiryByKey(payload.db.drizzle as unknown as SqlRunner, idempotencyKey)

/**
 * Checks and stores one inquiry. Order matters: cheap checks first; the inquiry, its file and its
 * two mail jobs are committed in one transaction before anything else happens (mail is delivered
 * by the job queue afterwards, so a mail failure can neither lose nor block an inquiry). The
 * inquiry is written in plain SQL (src/db/payload-tables/inquiries.ts, one statement where
 * Payload's create took five), its mail jobs through Payload's jobs API in the same transaction.
 */
export async function submitInquiry({
  payload,
  kind,
  form,
  clientAddress,
  authorId,
  beforeScripts = false,
}: {
  payload: Payload
  kind: InquiryKind
  form: FormData
  clientAddress: string
  authorId?: string
  /** The form itself, posted before the page's scripts ran: no draft made a key or noted when typing began. */
  beforeScripts?: boolean
}): Promise<SubmitResult> {
  const meta = submissionMetaSchema.safeParse({
    idempotencyKey: beforeScripts ? randomUUID() : form.get('idempotencyKey'),
    startedAt: beforeScripts ? Date.now() : form.get('startedAt'),
    website: form.get('website') ?? '',
  })
  if (!meta.success) return { status: 400, body: { message: meta.error.issues[0]?.message ?? '', fieldErrors: {} } }
  // A form sent faster than a person types is a bot's; a signed-in member's comes prefilled, and
  // their account is what they answer for. Without the script's timer the honeypot and the limit
  // per client are the checks.
  const tooFast = !beforeScripts && !authorId && Date.now() - meta.data.startedAt < MIN_FILL_MS
  if (meta.data.website !== '' || tooFast) {
    return {
      status: 400,
      body: {
        message: '자동 입력으로 보여 보내지 못했습니다. 입력한 내용은 그대로 있으니 잠시 후 다시 보내 주세요.',
        fieldErrors: {},
      },
    }
  }

  const values = formValues(form, kind)
  const parsed = inquirySchemas[kind].safeParse(values)
  const deck = kind === 'invest' ? await pitchDeckOf(form) : {}
  if (!parsed.success || deck.error) {
    const fieldErrors = parsed.success ? {} : inquiryFieldErrors(parsed.error, values)
    if (deck.error) fieldErrors.pitchDeck = deck.error
    return { status: 400, body: { message: '입력한 내용을 확인해 주세요.', fieldErrors } }
  }

  // A retry of a submission that already went through (double click, a timeout): the same answer.
  const earlier = await existingByKey(payload, meta.data.idempotencyKey)
  if (earlier) return { status: 200, body: { referenceNumber: earlier.referenceNumber, kind: earlier.kind } }

  const limit = await consumeRateLimit(payload.db.pool, 'contact', clientAddress)
  if (!limit.allowed) {
    return { status: 429, body: { message: limit.message, retryAfterSeconds: limit.retryAfterSeconds } }
  }

  const room = deck.file ? await attachmentRoomProblem(payload, deck.file.size) : undefined
  if (room) return { status: 400, body: { message: '입력한 내용을 확인해 주세요.', fieldErrors: { pitchDeck: room } } }

  try {
    const {
      status,
      referenceNumber,
      kind: storedKind,
    } = await store(payload, parsed.data, meta.data.idempotencyKey, deck.file, authorId)
    return { status, body: { referenceNumber, kind: storedKind } }
  } catch (error) {
    if (isFileRejection(error)) {
      return {
        status: 400,
        body: {
          message: '입력한 내용을 확인해 주세요.',
          fieldErrors: { pitchDeck: '열 수 없는 PDF 파일입니다. PDF로 다시 저장해서 보내 주세요.' },
        },
      }
    }
    // Whatever failed, the form fill may have been stored by a request sent at the same time.
    const stored = await existingByKey(payload, meta.data.idempotencyKey)
    if (stored) return { status: 200, body: { referenceNumber: stored.referenceNumber, kind: stored.kind } }
    throw error
  }
}

async function store(
  payload: Payload,
  input: InquiryInput,
  idempotencyKey: string,
  pitchDeck: File | undefined,
  authorId: string | undefined,
): Promise<{ status: 201 | 200; referenceNumber: string; kind: InquiryKind }> {
  const settings = await getSiteSettings() // before the transaction: see queueInquiryMails
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const deck = pitchDeck
      ? await payload.create({
          collection: 'inquiry-files',
          data: { originalName: stripRefused(pitchDeck.name).slice(0, 200) },
          file: {
            data: Buffer.from(await pitchDeck.arrayBuffer()),
            mimetype: 'application/pdf',
            name: `pitch-deck-${idempotencyKey}.pdf`,
            size: pitchDeck.size,
          },
          overrideAccess: true,
          depth: 0,
          req,
        })
      : undefined
    const { privacyConsent: _consent, sensitiveConsent, ...fields } = input
    const db = await transactionSql(req)
    for (let attempt = 1; ; attempt++) {
      const inquiry = await insertInquiry(db, {
        ...fields,
        referenceNumber: newReferenceNumber(),
        pitchDeckId: deck?.id,
        authorId,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        sensitiveNoticeVersion: sensitiveConsent ? SENSITIVE_NOTICE_VERSION : undefined,
        idempotencyKey,
      })
      if (inquiry) {
        await queueInquiryMails(req, inquiry, settings)
        await commitTransaction(req)
        // The mails go out with the queue's next tick (at most 10 s): the request does no mail
        // work, so a burst of inquiries is answered fast and mailed in batches.
        return { status: 201, referenceNumber: inquiry.referenceNumber, kind: inquiry.kind }
      }
      // A unique key was taken: this form fill, stored by a request sent at the same time (its
      // answer, then, and nothing of ours is kept), or the day's reference number (draw another).
      const earlier = await inquiryByKey(db, idempotencyKey)
      if (earlier) {
        await killTransaction(req)
        return { status: 200, ...earlier }
      }
      if (attempt === 5) throw new Error('문의 접수 번호를 다섯 번 뽑았지만 모두 쓰이고 있습니다')
    }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
