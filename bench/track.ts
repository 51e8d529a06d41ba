/**
 * Page-view figures for `npm run bench` (issue 4): 200 connections sending valid page views for
 * the bench's duration, each request from its own client address (the bench site trusts
 * X-Forwarded-For), so the per-client limit never folds them. Prints events/s, latency, 2xx
 * answers against rows stored and non-2xx answers. Each request carries its own sessionId, so
 * the check is exact: the rows of the requests answered 2xx are counted by id. Requests still in
 * flight when autocannon stops are stored too, but their answers are never counted: they are
 * reported apart ("cut off"). A 2-second warm-up at the same load (not counted) goes first: the
 * server's first requests on this path compile its code and open its connections.
 * `BENCH_ONLY=track npm run bench` runs this part alone.
 */
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { queryOnce } from '../tests/helpers/postgres'
import type { RunningSite } from '../tests/helpers/site'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 200
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PATHS = ['/', '/foodtech', '/intro/page-a', '/community/news/list', '/invest', '/impact-franchise']

export async function benchTrack(site: RunningSite, databaseUrl: string) {
  const count = async () =>
    Number((await queryOnce<{ n: string }>(databaseUrl, 'SELECT count(*) AS n FROM page_views'))[0]?.n ?? 0)
  const acknowledged: string[] = []
  let counting = false

  let sent = 0
  const load = (duration: number) =>
    autocannon({
      url: `${site.url}/api/track`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            sent += 1
            const sessionId = randomUUID()
            Object.assign(context, { sessionId })
            const path = PATHS[sent % PATHS.length]
            return {
              ...request,
              body: JSON.stringify({
                path,
                pathFrom: PATHS[(sent + 1) % PATHS.length],
                referrer: 'https://search.naver.com/',
                eventType: 'pageView',
                sessionId,
              }),
              headers: {
                'content-type': 'application/json',
                'user-agent': USER_AGENT,
                // Some 4 million addresses in turn: each address and page once, as the tracker
                // counts one view per address and page in 30 minutes.
                'x-forwarded-for': `10.${100 + ((sent >> 16) & 63)}.${(sent >> 8) & 255}.${sent & 255}`,
              },
            }
          },
          onResponse: (status, _body, context) => {
            if (counting && status >= 200 && status < 300)
              acknowledged.push((context as { sessionId: string }).sessionId)
          },
        },
      ],
    })
  await load(2)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const rowsBefore = await count()
  counting = true
  const result = await load(DURATION_S)
  // Let the requests cut off at the end commit before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const accepted = result['2xx']
  const [row] = await queryOnce<{ n: string }>(
    databaseUrl,
    'SELECT count(*) AS n FROM page_views WHERE session_id = ANY($1::varchar[])',
    [acknowledged],
  )
  const rowsStored = Number(row?.n ?? 0)
  const cutOff = (await count()) - rowsBefore - rowsStored
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    eventsPerSecond: Math.round(rowsStored / DURATION_S),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    accepted,
    non2xx: result.non2xx + result.errors + result.timeouts,
    rowsStored,
    rowsEqual2xx: rowsStored === accepted && acknowledged.length === accepted,
    cutOff,
  }
}

export function printTrack(track: Awaited<ReturnType<typeof benchTrack>>) {
  console.log(`페이지 조회 POST /api/track (${track.connections} 연결, ${track.durationSeconds}초)`)
  console.table({
    'events/s (≥ 1000)': track.eventsPerSecond,
    'req/s': track.rps,
    'p50 ms': track.p50,
    'p99 ms (≤ 100)': track.p99,
    '2xx 응답': track.accepted,
    '2xx 아님': track.non2xx,
    '2xx 요청의 저장된 행': track.rowsStored,
    '끝에 잘린 요청의 행 (응답 집계 밖)': track.cutOff,
    '저장된 행 = 2xx': track.rowsEqual2xx ? '예' : `아니요 (${track.rowsStored} ≠ ${track.accepted})`,
  })
}
