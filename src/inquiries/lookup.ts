import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { serverEnv } from '@/config/env'
import { consumeRateLimit } from '@/lib/rate-limits.mjs'
import { type FieldErrors, fieldErrorsOf, lookupSchema } from './schema'

/**
 * 비회원 문의 조회. A guest proves an inquiry theirs with its reference number and the e-mail or
 * phone number they gave. Enumeration-safe: a wrong number and a wrong contact are one indexed
 * query and one answer; every attempt counts against the client's limit, found or not.
 *
 * What the guest keeps afterwards is a short-lived cookie, signed by the server, naming that one
 * inquiry and scoped to /contact/lookup: the number and the contact never travel in an address
 * (logged by servers and proxies, kept in the history), and a reload still shows the inquiry.
 */

export const LOOKUP_COOKIE = 'inquiry-lookup'
export const LOOKUP_PATH = '/contact/lookup'
export const LOOKUP_SECONDS = 30 * 60

export const NOT_FOUND_MESSAGE =
  '접수 번호와 이메일(또는 연락처)이 함께 맞는 문의를 찾지 못했습니다. 접수 확인 메일에 적힌 번호와 문의할 때 적은 이메일이나 연락처를 다시 확인해 주세요.'

export type LookupResult =
  | { ok: true; id: number }
  | { ok: false; message: string; fieldErrors: FieldErrors; retryAfterSeconds?: number }

export async function lookUpInquiry(payload: Payload, form: FormData, clientAddress: string): Promise<LookupResult> {
  const parsed = lookupSchema.safeParse({
    referenceNumber: form.get('referenceNumber') ?? '',
    contact: form.get('contact') ?? '',
  })
  if (!parsed.success) {
    return { ok: false, message: '입력한 내용을 확인해 주세요.', fieldErrors: fieldErrorsOf(parsed.error) }
  }
  const limit = await consumeRateLimit(payload.db.pool, 'inquiryLookup', clientAddress)
  if (!limit.allowed) {
    return {
      ok: false,
      message: limit.message,
      fieldErrors: {},
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }
  const { referenceNumber, contact } = parsed.data
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: {
      and: [
        { referenceNumber: { equals: referenceNumber } },
        'email' in contact ? { email: { equals: contact.email } } : { phone: { equals: contact.phone } },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { referenceNumber: true },
  })
  const found = docs[0]
  if (!found) return { ok: false, message: NOT_FOUND_MESSAGE, fieldErrors: {} }
  return { ok: true, id: found.id }
}

const signature = (value: string) =>
  createHmac('sha256', serverEnv().PAYLOAD_SECRET).update(`inquiry-lookup\n${value}`).digest('base64url')

/** `<inquiry id>.<expiry, ms>.<signature>` */
export function lookupCookieValue(id: number, now = Date.now()): string {
  const value = `${id}.${now + LOOKUP_SECONDS * 1000}`
  return `${value}.${signature(value)}`
}

/** The inquiry id a still-valid cookie names, or undefined. */
export function inquiryIdOfCookie(cookie: string | undefined, now = Date.now()): number | undefined {
  const [id, expires, given] = cookie?.split('.') ?? []
  if (!id || !expires || !given) return undefined
  const expected = Buffer.from(signature(`${id}.${expires}`))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined
  if (!(Number(expires) > now)) return undefined
  const number = Number(id)
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}
