/**
 * Personal data is destroyed when its time is up (src/privacy/retention), through the Local API on
 * a throwaway seeded Postgres (no site needed), with the job's clock given: each kind goes at its
 * period's end and not a day before, an inquiry with its uploaded file on disk, an inquiry held by
 * an admin (보존 연장) stays until released, and each rule leaves a record with no personal data.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { destroyExpiredPersonalData } from '@/privacy/retention/destroy'
import { retentionCutoff, retentionRules } from '@/privacy/retention/rules'
import { pdfBlob } from '../helpers/files'
import { closePayload, localPayload } from '../helpers/payload'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

let db: TestDatabase
let payload: Payload
let dataDir: string

beforeAll(async () => {
  // The inquiries' uploaded files go under DATA_DIR (read when the config loads).
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'retention-'))
  process.env.DATA_DIR = dataDir
  db = await createTestDatabase({ seeded: true })
  payload = await localPayload(db.url)
})
afterAll(async () => {
  await closePayload(payload)
  await db?.destroy()
  await rm(dataDir, { recursive: true, force: true })
})

const DAY = 24 * 60 * 60 * 1000
const sql = <T extends Record<string, unknown>>(text: string, values?: unknown[]) => db.query<T>(text, values)

/** An inquiry as the contact form stores it, its pitch deck on disk, its last status change `ago` ms ago. */
async function inquiryChangedAgo(ago: number, held?: string) {
  const bytes = Buffer.from(await pdfBlob().arrayBuffer())
  const deck = await payload.create({
    collection: 'inquiry-files',
    data: {},
    file: { data: bytes, mimetype: 'application/pdf', name: `deck-${randomUUID()}.pdf`, size: bytes.length },
    overrideAccess: true,
  })
  const tag = randomUUID().slice(0, 8)
  const inquiry = await payload.create({
    collection: 'inquiries',
    data: {
      referenceNumber: `R${tag}`,
      kind: 'invest',
      name: '파기될 사람',
      phone: '010-9999-0000',
      email: `retention.${tag}@example.com`,
      message: '투자 문의입니다.',
      companyName: '파기 주식회사',
      investmentStage: 'seed',
      amountSought: 5000,
      pitchDeck: deck.id,
      idempotencyKey: randomUUID(),
      privacyNoticeVersion: '2026-11-01',
      status: 'closed',
      statusChangedAt: new Date(Date.now() - ago).toISOString(),
      ...(held ? { retentionHold: { held: true, reason: held } } : {}),
    } as never,
    overrideAccess: true,
  })
  return { inquiry, file: path.join(dataDir, 'inquiry-files', deck.filename ?? '') }
}

const inquiryExists = async (id: number) =>
  (await sql<{ n: number }>('SELECT count(*)::int AS n FROM inquiries WHERE id = $1', [id]))[0]?.n === 1

it('destroys each kind at its period’s end and not a day before, an inquiry with its file, and records it without whose', async () => {
  const period = Date.now() - retentionCutoff({ years: 3 }, new Date()).getTime()
  const expired = await inquiryChangedAgo(period + DAY)
  const kept = await inquiryChangedAgo(period - DAY)
  expect(existsSync(expired.file)).toBe(true)
  // Mails past 90 days and page views past a year, one each side of the line.
  await sql(
    `INSERT INTO outbox (kind, "to", subject, text, html, created_at, updated_at)
     VALUES ('verify-email', 'old@example.com', '오래된 메일', '본문', '<p>본문</p>', now() - interval '91 days', now()),
            ('verify-email', 'new@example.com', '최근 메일', '본문', '<p>본문</p>', now() - interval '89 days', now())`,
  )
  await sql(
    `INSERT INTO page_views (path, session_id, device_class, created_at, updated_at)
     VALUES ('/', 'retention-old', 'mobile', now() - interval '366 days', now()),
            ('/', 'retention-new', 'mobile', now() - interval '364 days', now())`,
  )

  const results = await destroyExpiredPersonalData(payload)
  // Every rule ran (a failing one is logged and missing here).
  expect(results.map((result) => result.rule)).toEqual(retentionRules.map((rule) => rule.id))
  expect(results.find((result) => result.rule === 'inquiries')).toMatchObject({ count: 1, files: 1 })
  expect(await inquiryExists(expired.inquiry.id)).toBe(false)
  expect(existsSync(expired.file)).toBe(false)
  expect(await inquiryExists(kept.inquiry.id)).toBe(true)
  expect(existsSync(kept.file)).toBe(true)
  const mails = await sql<{ to: string }>(
    `SELECT "to" FROM outbox WHERE "to" IN ('old@example.com', 'new@example.com')`,
  )
  expect(mails.map((mail) => mail.to)).toEqual(['new@example.com'])
  const views = await sql<{ session_id: string }>(
    `SELECT session_id FROM page_views WHERE session_id LIKE 'retention-%'`,
  )
  expect(views.map((view) => view.session_id)).toEqual(['retention-new'])

  // The records: which rule, how many, the cutoff; nothing of the people.
  const { docs: records } = await payload.find({ collection: 'destruction-records', sort: 'rule', depth: 0 })
  expect(records.map((record) => [record.rule, record.count])).toEqual(
    expect.arrayContaining([
      ['inquiries', 1],
      ['outbox', 1],
      ['page-views', 1],
    ]),
  )
  const written = JSON.stringify(records)
  for (const personal of ['파기될 사람', 'retention.', '010-9999', 'old@example.com', expired.inquiry.referenceNumber])
    expect(written).not.toContain(personal)

  // A day later the kept inquiry is past its period too.
  await destroyExpiredPersonalData(payload, new Date(Date.now() + 2 * DAY))
  expect(await inquiryExists(kept.inquiry.id)).toBe(false)
  expect(existsSync(kept.file)).toBe(false)
})

it('keeps an inquiry an admin holds (보존 연장) past its period, and destroys it once released', async () => {
  const held = await inquiryChangedAgo(4 * 365 * DAY, '소비자원 분쟁 조정 진행 중')
  await destroyExpiredPersonalData(payload)
  expect(await inquiryExists(held.inquiry.id)).toBe(true)
  expect(existsSync(held.file)).toBe(true)

  // Released by an admin: the next run destroys it (a release is not a status change).
  await payload.update({
    collection: 'inquiries',
    id: held.inquiry.id,
    data: { retentionHold: { held: false, reason: '' } } as never,
    overrideAccess: true,
  })
  await destroyExpiredPersonalData(payload)
  expect(await inquiryExists(held.inquiry.id)).toBe(false)
  expect(existsSync(held.file)).toBe(false)
})

it('asks a reason to hold, and lets only admins hold', async () => {
  const { inquiry } = await inquiryChangedAgo(DAY)
  const refused = await payload
    .update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { retentionHold: { held: true, reason: '' } } as never,
      overrideAccess: true,
    })
    .then(
      () => undefined,
      (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.map((entry) => entry.message),
    )
  expect(refused).toEqual(['보존을 연장하는 사유를 적어 주세요.'])
  const editor = await payload.create({
    collection: 'users',
    data: {
      email: `retention-editor-${Date.now()}@example.com`,
      password: 'editor-password-0123',
      name: '편집자',
      role: 'editor',
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'inquiries',
    id: inquiry.id,
    data: { retentionHold: { held: true, reason: '편집자가 건 연장' } } as never,
    overrideAccess: false,
    user: { ...editor, collection: 'users' } as never,
  })
  const stored = await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0 })
  expect(stored.retentionHold?.held).not.toBe(true)
})
