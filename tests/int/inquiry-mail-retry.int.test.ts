/**
 * A mail server that refuses the first attempts must not cost an inquiry or its mails: the
 * inquiry is stored at once and the job queue keeps retrying until the mails are delivered.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { siteDatabaseUrl } from '../helpers/members'
import { queryOnce } from '../helpers/postgres'
import { type RunningSite, startSite } from '../helpers/site'
import { startFakeSmtp } from '../helpers/smtp'

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
let site: RunningSite

beforeAll(async () => {
  smtp = await startFakeSmtp({ failFirst: 2 })
  site = await startSite({ env: { SMTP_URL: smtp.url, MAIL_FROM: '푸드임팩트 <no-reply@example.com>' } })
})
afterAll(async () => {
  await site?.stop()
  await smtp?.stop()
})

it('stores the inquiry at once and delivers both mails after the SMTP server refused each of them once', async () => {
  const email = `retry.${Date.now()}@example.com`
  const response = await sendGeneralInquiry(site.url, {
    email,
    message: '메일 서버가 멈춰도 문의가 남는지 확인합니다.',
  })
  expect(response.status).toBe(201)
  const { referenceNumber } = await response.json()
  const db = await siteDatabaseUrl(site)
  const rows = await queryOnce(db, 'SELECT email FROM inquiries WHERE reference_number = $1', [referenceNumber])
  expect(rows).toEqual([{ email }])

  // Both first attempts are refused; each mail's retry backs off (5 s, then 10 s, …) and runs on
  // the queue's 10-second tick. Two refusals are enough to prove both mails are retried.
  const deadline = Date.now() + 90_000
  while (smtp.received.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500))
  expect(smtp.refused()).toBe(2)
  const recipients = smtp.received.flatMap((mail) => mail.to).join(' ')
  expect(recipients).toContain(email)
  expect(recipients).toContain('contact@example.com')
  expect(await queryOnce(db, 'SELECT count(*)::int AS n FROM inquiries')).toEqual([{ n: 1 }])
}, 120_000)
