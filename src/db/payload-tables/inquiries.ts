import { sql } from '@payloadcms/db-postgres'
import type { InquiryInput } from '@/inquiries/schema'
import type { SqlRunner } from '@/lib/transaction-sql'
import type { Inquiry } from '@/payload-types'

/**
 * A visitor's inquiry written in plain SQL, inside the caller's transaction (src/inquiries/submit.ts).
 *
 * Through Payload's `create` the row and its contact methods cost five statements built by drizzle
 * (the row, its contact methods, the row read back with its arrays) and most of the request's
 * time: under 20 concurrent submissions the query building alone was about a third of the
 * server's CPU (docs/adr/0013-inquiry-storage.md). Here it is one. Nothing Payload would add is
 * skipped: the collection has no create hooks that act on a new inquiry (recordStatusChange and
 * recordNotesAuthor act on updates and notes), the input is checked by the form's zod schema
 * (the same option lists as the collection), and Postgres checks every select value against its
 * enum type, every required column and the unique keys. inquiries.test.ts checks every column and
 * enum named here against Payload's schema as derived from the config; tests/int/inquiries.int
 * reads every field back through Payload.
 */

export type NewInquiry = Omit<InquiryInput, 'kind' | 'privacyConsent' | 'sensitiveConsent'> & {
  kind: InquiryInput['kind']
  referenceNumber: string
  pitchDeckId?: number
  authorId?: string
  privacyNoticeVersion: string
  /** Present only when the separate sensitive-information consent was given (its notice's version). */
  sensitiveNoticeVersion?: string
  idempotencyKey: string
}

/** What the mails need to know of a stored inquiry. */
export type StoredInquiry = Pick<
  Inquiry,
  'id' | 'kind' | 'referenceNumber' | 'createdAt' | 'name' | 'email' | 'phone' | 'textOnly' | 'interpreter' | 'authorId'
>

const field = <K extends string>(input: object, key: K) =>
  ((input as Record<K, unknown>)[key] ?? null) as string | number | null

/** The statement of `insertInquiry` (exported for its schema test). */
export function insertInquirySql(inquiry: NewInquiry, now: string) {
  return sql`
    WITH inquiry AS (
      INSERT INTO inquiries (
        reference_number, kind, status, name, phone, email, message, text_only, interpreter,
        programme, schedule, applicant_group, region, business_stage,
        company_name, investment_stage, amount_sought, pitch_deck_id, topic,
        privacy_consent_at, privacy_notice_version, sensitive_consent_at, sensitive_notice_version,
        author_id, idempotency_key, created_at, updated_at
      ) VALUES (
        ${inquiry.referenceNumber}, ${inquiry.kind}, 'new', ${inquiry.name}, ${inquiry.phone}, ${inquiry.email},
        ${inquiry.message}, ${inquiry.textOnly}, ${inquiry.interpreter},
        ${field(inquiry, 'programme')}, ${field(inquiry, 'schedule')}, ${field(inquiry, 'applicantGroup')},
        ${field(inquiry, 'region')}, ${field(inquiry, 'businessStage')},
        ${field(inquiry, 'companyName')}, ${field(inquiry, 'investmentStage')}, ${field(inquiry, 'amountSought')},
        ${inquiry.pitchDeckId ?? null}, ${field(inquiry, 'topic')},
        ${now}, ${inquiry.privacyNoticeVersion},
        ${inquiry.sensitiveNoticeVersion ? now : null}, ${inquiry.sensitiveNoticeVersion ?? null},
        ${inquiry.authorId ?? null}, ${inquiry.idempotencyKey}, ${now}, ${now}
      )
      ON CONFLICT DO NOTHING
      RETURNING id
    ), methods AS (
      INSERT INTO inquiries_contact_methods ("order", parent_id, value)
      SELECT method.position, inquiry.id, method.value::enum_inquiries_contact_methods
      FROM inquiry, jsonb_array_elements_text(${JSON.stringify(inquiry.contactMethods)}::jsonb)
        WITH ORDINALITY AS method(value, position)
    )
    SELECT id FROM inquiry
  `
}

/**
 * The inquiry row and its contact methods (Payload's `order` counts from 1), in one statement.
 * Undefined when a unique key is taken (the idempotency key or the reference number): nothing is
 * written then, and the transaction can go on.
 */
export async function insertInquiry(db: SqlRunner, inquiry: NewInquiry): Promise<StoredInquiry | undefined> {
  const now = new Date().toISOString()
  const result = (await db.execute(insertInquirySql(inquiry, now))) as { rows: { id: number }[] }
  const id = result.rows[0]?.id
  if (id === undefined) return undefined
  return {
    id,
    kind: inquiry.kind,
    referenceNumber: inquiry.referenceNumber,
    createdAt: now,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    textOnly: inquiry.textOnly,
    interpreter: inquiry.interpreter,
    authorId: inquiry.authorId ?? null,
  }
}

/** The statement of `inquiryByKey` (exported for its schema test). */
export const inquiryByKeySql = (idempotencyKey: string) =>
  sql`SELECT reference_number AS "referenceNumber", kind FROM inquiries WHERE idempotency_key = ${idempotencyKey}`

/**
 * The inquiry a form fill produced, if any: one indexed lookup, no Payload overhead. `db` is the
 * submission's transaction, or the adapter's `payload.db.drizzle` outside one.
 */
export async function inquiryByKey(db: SqlRunner, idempotencyKey: string) {
  const result = (await db.execute(inquiryByKeySql(idempotencyKey))) as {
    rows: { referenceNumber: string; kind: InquiryInput['kind'] }[]
  }
  return result.rows[0]
}
