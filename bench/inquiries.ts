/**
 * Inquiry figures for `npm run bench` (issue 6): 20 clients submitting valid inquiries for the
 * bench's duration. Every request is a new form fill from its own client address (the bench
 * site trusts X-Forwarded-For), so neither the idempotency key nor the per-client limit folds
 * requests together. Prints requests answered 2xx against rows stored, and the mails in the
 * outbox once the job queue has drained (two per inquiry). The check is exact: the rows of the
 * requests answered 2xx are counted by their idempotency keys. Requests still in flight when
 * autocannon stops are stored too, but their answers are never counted: they are reported apart
 * ("cut off"), as in bench/track.ts.
 */
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { queryOnce } from '../tests/helpers/postgres'
import type { RunningSite } from '../tests/helpers/site'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CLIENTS = 20
const BOUNDARY = 'bench-inquiry-boundary'

let sent = 0
function multipartBody(idempotencyKey: string): string {
  sent += 1
  const fields: [string, string][] = [
    ['name', '부하시험'],
    ['phone', '010-1234-5678'],
    ['email', `bench.${sent}@example.com`],
    ['message', '부하 시험으로 보내는 문의입니다. 저장과 메일이 모두 되는지 봅니다.'],
    ['contactMethods', 'email'],
    ['privacyConsent', 'true'],
    ['topic', 'other'],
    ['idempotencyKey', idempotencyKey],
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

  const acknowledged: string[] = []
  // autocannon reports p90 and p97.5 but no p95: each request's time from its setup to its answer.
  const latencies: number[] = []
  let address = 0
  const result = await autocannon({
    url: `${site.url}/api/contact/general`,
    connections: CLIENTS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          address += 1
          const idempotencyKey = randomUUID()
          Object.assign(context, { idempotencyKey, startedAt: performance.now() })
          const body = multipartBody(idempotencyKey)
          return {
            ...request,
            body,
            headers: {
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
              'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}`,
            },
          }
        },
        onResponse: (status, _body, context) => {
          latencies.push(performance.now() - (context as { startedAt: number }).startedAt)
          if (status >= 200 && status < 300) acknowledged.push((context as { idempotencyKey: string }).idempotencyKey)
        },
      },
    ],
  })
  // Let the requests cut off at the end commit before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const accepted = result['2xx']
  const [stored] = await queryOnce<{ n: string }>(
    databaseUrl,
    'SELECT count(*) AS n FROM inquiries WHERE idempotency_key = ANY($1::varchar[])',
    [acknowledged],
  )
  const rowsStored = Number(stored?.n ?? 0)
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
    p95: percentile(latencies, 95),
    p99: result.latency.p99,
    accepted,
    non2xx: result.non2xx + result.errors + result.timeouts,
    rowsStored,
    rowsEqual2xx: rowsStored === accepted && acknowledged.length === accepted,
    cutOff: rows - rowsStored,
    mailsInOutbox: mails,
    mailsEqualTwicePerInquiry: mails === 2 * rows,
  }
}

/** The value below which `p` per cent of the samples fall (nearest rank), rounded to the millisecond. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0)
}
