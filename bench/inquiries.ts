/**
 * Inquiry figures for `npm run bench` (issue 6): 20 clients submitting valid inquiries for the
 * bench's duration. Every request is a new form fill from its own client address (the bench
 * site trusts X-Forwarded-For), so neither the idempotency key nor the per-client limit folds
 * requests together. Prints requests answered 2xx against rows stored, and the mails in the
 * outbox once the job queue has drained (two per inquiry).
 */
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { queryOnce } from '../tests/helpers/postgres'
import type { RunningSite } from '../tests/helpers/site'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CLIENTS = 20
const BOUNDARY = 'bench-inquiry-boundary'

let sent = 0
function multipartBody(): string {
  sent += 1
  const fields: [string, string][] = [
    ['name', '부하시험'],
    ['phone', '010-1234-5678'],
    ['email', `bench.${sent}@example.com`],
    ['message', '부하 시험으로 보내는 문의입니다. 저장과 메일이 모두 되는지 봅니다.'],
    ['contactMethods', 'email'],
    ['privacyConsent', 'true'],
    ['topic', 'other'],
    ['idempotencyKey', randomUUID()],
    ['startedAt', String(Date.now() - 10_000)],
    ['website', ''],
  ]
  return `${fields
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${BOUNDARY}--\r\n`
}

export async function benchInquiries(site: RunningSite, databaseUrl: string) {
  const count = async (sql: string) => Number((await queryOnce<{ n: string }>(databaseUrl, sql))[0]?.n ?? 0)
  const rowsBefore = await count('SELECT count(*) AS n FROM inquiries')
  const mailsBefore = await count("SELECT count(*) AS n FROM outbox WHERE kind::text LIKE 'inquiry-%'")

  let address = 0
  const result = await autocannon({
    url: `${site.url}/api/contact/general`,
    connections: CLIENTS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          address += 1
          const body = multipartBody()
          return {
            ...request,
            body,
            headers: {
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
              'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}`,
            },
          }
        },
      },
    ],
  })
  const accepted = result['2xx']
  const rows = (await count('SELECT count(*) AS n FROM inquiries')) - rowsBefore

  // The mails leave through the job queue; wait until it has sent two per stored inquiry.
  const deadline = Date.now() + 120_000
  let mails = 0
  while (Date.now() < deadline) {
    mails = (await count("SELECT count(*) AS n FROM outbox WHERE kind::text LIKE 'inquiry-%'")) - mailsBefore
    if (mails >= rows * 2) break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return {
    clients: CLIENTS,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    accepted,
    non2xx: result.non2xx + result.errors + result.timeouts,
    rowsStored: rows,
    mailsInOutbox: mails,
  }
}
