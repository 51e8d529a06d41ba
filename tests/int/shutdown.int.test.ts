/**
 * A graceful stop finishes what is under way. SIGTERM arrives while the job queue is handing a
 * mail to a slow mail server: the mail is still delivered, its job is marked done (not left
 * "processing" for a retry to send twice), each web server stops its own services in time, and
 * the start command exits 0.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { queryOnce } from '../helpers/postgres'
import { startSite } from '../helpers/site'
import { startFakeSmtp } from '../helpers/smtp'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

let db: TestDatabase
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>

beforeAll(async () => {
  smtp = await startFakeSmtp({ acceptAfterMs: 2000 })
  db = await createTestDatabase({ seeded: true })
})
afterAll(async () => {
  await smtp?.stop()
  await db?.destroy()
})

it('delivers the mail being sent and finishes its job before the server exits', async () => {
  const site = await startSite({
    env: { ...db.siteEnv, SMTP_URL: smtp.url, MAIL_FROM: '푸드임팩트 <no-reply@example.com>' },
  })
  const response = await sendGeneralInquiry(site.url)
  expect(response.status).toBe(201)

  // The queue's tick (every 2 s in tests) hands both mails to the mail server, which thinks 2 s.
  await expect.poll(() => smtp.accepting(), { timeout: 30_000, interval: 50 }).toBeGreaterThan(0)
  expect(smtp.received).toHaveLength(0)
  expect(await site.stop()).toBe(0)
  // Every web server finished its own stop (page views written, pool closed) within the grace time.
  expect(site.output()).not.toMatch(/is not a function|제한 시간 안에 끝나지 않은 작업/)

  expect(smtp.received).toHaveLength(2)
  // A finished job is deleted (Payload's default); one cut off would stay behind, "processing".
  const jobs = await db.query(`SELECT processing FROM payload_jobs WHERE task_slug::text = 'sendMail'`)
  expect(jobs).toEqual([])
  expect(await queryOnce(db.url, 'SELECT count(*)::int AS n FROM inquiries')).toEqual([{ n: 1 }])
}, 90_000)
