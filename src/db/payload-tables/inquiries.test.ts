import { beforeAll, describe, expect, it } from 'vitest'
import { inquiryByKeySql, insertInquirySql } from './inquiries'
import { payloadSchema, problemsOf } from './schema-check'

const inquiry = {
  kind: 'general',
  referenceNumber: 'Q261125-ABCDE',
  name: '김하늘',
  phone: '010-2345-6789',
  email: 'a@example.com',
  message: '문의',
  contactMethods: ['email'],
  textOnly: false,
  interpreter: false,
  topic: 'press',
  privacyNoticeVersion: 'privacy=2026-03-01',
  idempotencyKey: 'key',
} as Parameters<typeof insertInquirySql>[0]

describe("a visitor's inquiry, written in plain SQL, fits Payload's schema", () => {
  beforeAll(() => payloadSchema(), 60_000) // loading the config: about 2 s on an idle machine

  it('the inquiry and its contact methods: every column Payload requires, none it lacks', async () => {
    expect(
      await problemsOf(insertInquirySql(inquiry, new Date().toISOString()), {
        tables: ['inquiries', 'inquiries_contact_methods'],
        words: ['inquiry', 'methods', 'method', 'position'],
      }),
    ).toEqual([])
  })

  it('the lookup by idempotency key', async () => {
    expect(await problemsOf(inquiryByKeySql('key'), { tables: ['inquiries'], words: ['referenceNumber'] })).toEqual([])
  })
})
