/**
 * `npm run bench -- --scale` (or BENCH_SCALE=1), the parts of issue 20 "At real scale" measured
 * on the bench's site once `npm run seed -- --scale` has loaded its data beside the running site
 * (bench/run.ts runs the loads against bare Node; this file the rest):
 *  - the sitemap: the index and every part, time to generate each, addresses against the public
 *    posts and pages in the database (every one listed, nothing else);
 *  - the site search (GET /search?q=…), one request at a time: p50/p95 per query;
 *  - the inquiry list with filters through REST as the admin does (GET /api/inquiries?…), p95;
 *  - the CSV export of every inquiry (50,000): time, bytes, rows, and the web servers' memory
 *    before, during (sampled) and after, to show it streams.
 */
import { performance } from 'node:perf_hooks'
import { CookieJar, postJson } from '../tests/helpers/http'
import { queryOnce } from '../tests/helpers/postgres'
import { type RunningSite, TEST_ADMIN } from '../tests/helpers/site'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10
}

async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now()
  const response = await fetch(url, init)
  const text = await response.text()
  return { ms: performance.now() - started, status: response.status, text }
}

export async function benchSitemap(site: RunningSite, db: string) {
  const index = await timed(`${site.url}/sitemap.xml`)
  if (index.status !== 200) throw new Error(`sitemap.xml: ${index.status}`)
  const parts = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname)
  const rows: { part: string; urls: number; bytes: number; ms: number }[] = []
  let listed = 0
  for (const part of parts) {
    const answer = await timed(`${site.url}${part}`)
    if (answer.status !== 200) throw new Error(`${part}: ${answer.status}`)
    const urls = answer.text.match(/<url>/g)?.length ?? 0
    listed += urls
    rows.push({ part, urls, bytes: Buffer.byteLength(answer.text), ms: Math.round(answer.ms) })
  }
  const count = async (sql: string) => Number((await queryOnce<{ n: string }>(db, sql))[0]?.n ?? 0)
  const publicPosts = (table: string) =>
    `SELECT count(*) AS n FROM ${table} WHERE _status = 'published' AND audience = 'public' AND published_at <= now()`
  const expected =
    (await count(publicPosts('news'))) +
    (await count(publicPosts('impact_stories'))) +
    (await count("SELECT count(*) AS n FROM pages WHERE _status = 'published'")) +
    4 // the contact forms
  return {
    indexMs: Math.round(index.ms),
    parts: rows,
    totalMs: Math.round(index.ms + rows.reduce((sum, row) => sum + row.ms, 0)),
    addresses: listed,
    expectedAddresses: expected,
    everyPublicAddressListed: listed === expected,
    largestPart: { urls: Math.max(...rows.map((row) => row.urls)), bytes: Math.max(...rows.map((row) => row.bytes)) },
  }
}

const SEARCH_QUERIES = ['창업', '규모 시험', '주방 자동화', '푸드테크 협력', '없는단어쿼리']
const SEARCH_RUNS = 20

export async function benchSearch(site: RunningSite) {
  const rows: { query: string; p50: number; p95: number; status: number }[] = []
  const all: number[] = []
  for (const query of SEARCH_QUERIES) {
    const url = `${site.url}/search?q=${encodeURIComponent(query)}`
    await timed(url)
    const times: number[] = []
    let status = 0
    for (let i = 0; i < SEARCH_RUNS; i++) {
      const answer = await timed(url)
      status = answer.status
      times.push(answer.ms)
    }
    all.push(...times)
    rows.push({ query, p50: percentile(times, 50), p95: percentile(times, 95), status })
  }
  return { runsPerQuery: SEARCH_RUNS, queries: rows, p95: percentile(all, 95) }
}

async function adminJar(site: RunningSite) {
  const jar = new CookieJar()
  const login = await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar })
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`)
  return jar
}

/** As the admin's own requests: its cookie, and the browser's same-origin fetch metadata (the site refuses a cookie without it). */
const staffHeaders = (jar: CookieJar) => ({ cookie: jar.header(), 'sec-fetch-site': 'same-origin' })

/**
 * What the admin's inquiry list asks (20 a page, newest first, depth 0, only the columns it shows:
 * `admin.enableListViewSelectAPI` and `defaultColumns` in src/inquiries/collection), with its filters.
 */
export const LIST_COLUMNS = ['referenceNumber', 'kind', 'name', 'status', 'assignee', 'createdAt']
const LIST_SELECT = LIST_COLUMNS.map((column) => `&select[${column}]=true`).join('')
const INQUIRY_LISTS = {
  '필터 없음': '',
  '상태 = 새 문의': '&where[status][equals]=new',
  '종류 = 교육 + 상태 = 답변 완료': '&where[and][0][kind][equals]=edu&where[and][1][status][equals]=answered',
  '담당자 있음 + 최근 30일': `&where[and][0][assignee][exists]=true&where[and][1][createdAt][greater_than]=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`,
  '검색: 이메일 일부': '&where[or][0][email][like]=visitor4999',
  '깊은 쪽 (page=2000)': '&page=2000',
}
const LIST_RUNS = 20

async function listTimes(url: string, headers: Record<string, string>, name: string) {
  const times: number[] = []
  let total = 0
  for (let i = 0; i <= LIST_RUNS; i++) {
    const answer = await timed(url, { headers })
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.text.slice(0, 200)}`)
    if (i > 0) times.push(answer.ms)
    total = JSON.parse(answer.text).totalDocs
  }
  return { list: name, p50: percentile(times, 50), p95: percentile(times, 95), total }
}

export async function benchInquiryList(site: RunningSite) {
  const jar = await adminJar(site)
  const rows: { list: string; p50: number; p95: number; total: number }[] = []
  for (const [name, filter] of Object.entries(INQUIRY_LISTS)) {
    rows.push(
      await listTimes(
        `${site.url}/api/inquiries?limit=20&depth=0&sort=-createdAt${LIST_SELECT}${filter}`,
        staffHeaders(jar),
        name,
      ),
    )
  }
  // For comparison, not the admin's list: the same deep page with whole documents (every array of
  // every row Postgres walks past is built), as an API client without `select` gets it.
  const wholeDocumentsDeepPage = await listTimes(
    `${site.url}/api/inquiries?limit=20&depth=0&sort=-createdAt&page=2000`,
    staffHeaders(jar),
    '깊은 쪽 (page=2000), 문서 전체',
  )
  return {
    runsPerList: LIST_RUNS,
    select: LIST_COLUMNS,
    lists: rows,
    p95: Math.max(...rows.map((row) => row.p95)),
    wholeDocumentsDeepPage,
  }
}

/** The CSV of every inquiry, read as a browser downloads it, the servers' memory sampled meanwhile. */
export async function benchCsvExport(site: RunningSite, memory: () => Promise<{ rss: number }>) {
  const jar = await adminJar(site)
  const before = (await memory()).rss
  let highest = before
  const sampler = setInterval(async () => {
    highest = Math.max(highest, (await memory()).rss)
  }, 100)
  const started = performance.now()
  const response = await fetch(`${site.url}/api/inquiries/export.csv`, { headers: staffHeaders(jar) })
  if (response.status !== 200 || !response.body) throw new Error(`export.csv: ${response.status}`)
  let bytes = 0
  let lines = 0
  let firstByteMs = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - started
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) lines += 1
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const after = (await memory()).rss
  return {
    rows: lines - 1,
    megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    seconds: Math.round(seconds * 10) / 10,
    firstByteMs: Math.round(firstByteMs),
    serverRssMb: { before, highestDuring: highest, after },
  }
}
