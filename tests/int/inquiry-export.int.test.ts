/**
 * The inquiry CSV export over HTTP against the started site on a real Postgres: it returns what
 * the admin list shows (search, filters, sort, every page), with Korean headers and labels and
 * Seoul time, to admins only, and leaves a record of each download.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, get, postJson } from '../helpers/http'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import { type RunningSite, TEST_ADMIN } from '../helpers/site'
import type { TestDatabase } from '../helpers/test-database'

let seeded: SeededSite
let db: TestDatabase
let site: RunningSite
let payload: Payload

const EDITOR = { email: `export-editor-${Date.now()}@example.com`, password: 'editor-password-0123', name: '김담당' }
/** Unique to this run: every inquiry made here carries it in its email, so a search finds only them. */
const TAG = `xq${randomUUID().slice(0, 8)}`
const HEADERS = [
  '접수 번호',
  '접수 시각',
  '종류',
  '상태',
  '담당자',
  '이름',
  '연락처',
  '이메일',
  '회사 이름',
  '문의 주제',
  '관심 교육 과정',
  '희망 일정',
  '지원 대상',
  '창업 희망 지역',
  '창업 단계',
  '투자 단계',
  '희망 투자 금액(만원)',
  '연락 방법',
  '문자·이메일로만 연락',
  '수어 통역 요청',
  '민감정보 처리 동의 시각',
  '상태 변경 이력',
  '메모 수',
  '문의한 분의 메모 수',
  '문의 내용',
]

let adminJar: CookieJar
let editorJar: CookieJar
let adminUser: { id: number; name?: string | null; email: string }
let editorUser: { id: number }

const ref = (n: string) => `Q261125-${TAG.slice(2, 7).toUpperCase()}${n}`
const base = (n: string) => ({
  referenceNumber: ref(n),
  name: '김하늘',
  phone: '010-2345-6789',
  email: `${TAG}.${n}@example.com`,
  message: '창업 교육 과정이 궁금합니다.',
  idempotencyKey: randomUUID(),
  privacyNoticeVersion: '2026-11-01',
})

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi({ TRUSTED_PROXY: 'true' })
  ;({ db, site, payload } = seeded)

  const editor = await payload.create({
    collection: 'users',
    data: { ...EDITOR, role: 'editor' },
    overrideAccess: true,
  })
  editorUser = editor
  const admins = await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })
  adminUser = admins.docs[0] as typeof adminUser
  const editorAsUser = { ...editor, collection: 'users' } as never

  const create = (data: Record<string, unknown>) =>
    payload.create({ collection: 'inquiries', data: data as never, overrideAccess: true })
  const general = await create({
    ...base('A'),
    kind: 'general',
    topic: 'press',
    status: 'new',
    assignee: editor.id,
    contactMethods: ['email', 'sms'],
    textOnly: true,
    interpreter: true,
    message: '=HYPERLINK("http://evil.example","눌러 주세요")',
  })
  await payload.update({
    collection: 'inquiries',
    id: general.id,
    data: { notes: [{ text: '문자로 안내함' }, { text: '다시 연락 예정' }] },
    user: editorAsUser,
    overrideAccess: false,
  })
  const invest = await create({
    ...base('B'),
    kind: 'invest',
    status: 'new',
    name: '+82 홍길동',
    companyName: '@맛있는연구소',
    investmentStage: 'seed',
    amountSought: 50000,
    contactMethods: ['phone'],
    assignee: adminUser.id,
  })
  await payload.update({
    collection: 'inquiries',
    id: invest.id,
    data: { status: 'in-review' },
    user: editorAsUser,
    overrideAccess: false,
  })
  await create({
    ...base('C'),
    kind: 'edu',
    status: 'closed',
    programme: 'kitchen',
    schedule: 'weekend',
    phone: '-1+1',
  })
  await create({ ...base('D'), email: `someone-else-${TAG.slice(0, 3)}@example.com`, kind: 'general', status: 'new' })
  // A fixed receiving time: 2026-11-25 05:03 UTC is 14:03 in Seoul.
  await db.query(`UPDATE inquiries SET created_at = '2026-11-25T05:03:00Z' WHERE reference_number = $1`, [ref('A')])

  adminJar = new CookieJar()
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: adminJar })).status).toBe(200)
  editorJar = new CookieJar()
  expect((await postJson(site.url, '/api/users/login', EDITOR, { jar: editorJar })).status).toBe(200)
})
afterAll(() => seeded?.stop())

/** RFC 4180: quoted cells with doubled quotes and line breaks inside, rows ending in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  expect(cell).toBe('')
  expect(row).toEqual([])
  return rows
}

async function exportCsv(query: Record<string, string>, jar = adminJar) {
  const response = await get(site.url, `/api/inquiries/export.csv?${new URLSearchParams(query)}`, { jar })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes, text: bytes.toString('utf8') }
}

/** The file's rows as objects keyed by the Korean headers. */
async function exportRows(query: Record<string, string>) {
  const { response, text } = await exportCsv(query)
  expect(response.status).toBe(200)
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''))
  expect(header).toEqual(HEADERS)
  return rows.map((cells) => Object.fromEntries(HEADERS.map((name, index) => [name, cells[index]])))
}

describe('what the file holds', () => {
  it('is the rows the search finds (every searchable field, like the list), not every inquiry', async () => {
    const rows = await exportRows({ search: TAG })
    expect(rows.map((row) => row['접수 번호']).sort()).toEqual([ref('A'), ref('B'), ref('C')])
    // The list searches reference numbers too.
    expect((await exportRows({ search: ref('D') })).map((row) => row['접수 번호'])).toEqual([ref('D')])
  })

  it('is narrowed by the list filters (status, kind), in the bracket form the admin URL uses and as JSON', async () => {
    const byStatus = await exportRows({ search: TAG, 'where[status][equals]': 'new' })
    expect(byStatus.map((row) => row['접수 번호'])).toEqual([ref('A')])
    const byKind = await exportRows({ search: TAG, 'where[or][0][and][0][kind][equals]': 'invest' })
    expect(byKind.map((row) => row['접수 번호'])).toEqual([ref('B')])
    const json = await exportRows({ where: JSON.stringify({ kind: { in: ['edu', 'invest'] } }), search: TAG })
    expect(json.map((row) => row['접수 번호']).sort()).toEqual([ref('B'), ref('C')])
  })

  it('keeps the list sort', async () => {
    const up = await exportRows({ search: TAG, sort: 'referenceNumber' })
    expect(up.map((row) => row['접수 번호'])).toEqual([ref('A'), ref('B'), ref('C')])
    const down = await exportRows({ search: TAG, sort: '-referenceNumber' })
    expect(down.map((row) => row['접수 번호'])).toEqual([ref('C'), ref('B'), ref('A')])
  })

  it('has every column with Korean labels, Seoul time, the assignee by name and a readable status history', async () => {
    const rows = await exportRows({ search: TAG, sort: 'referenceNumber' })
    const [general, invest, edu] = rows
    expect(general).toMatchObject({
      '접수 시각': '2026.11.25 14:03',
      종류: '일반',
      상태: '새 문의',
      담당자: '김담당',
      '문의 주제': '언론·취재',
      '연락 방법': '이메일, 문자 메시지',
      '문자·이메일로만 연락': '예',
      '수어 통역 요청': '예',
      '메모 수': '2',
      '상태 변경 이력': '',
    })
    expect(invest).toMatchObject({
      종류: '투자',
      상태: '검토 중',
      담당자: adminUser.name || adminUser.email,
      '투자 단계': '시드',
      '희망 투자 금액(만원)': '50000',
      '연락 방법': '전화',
      '문자·이메일로만 연락': '아니요',
      '메모 수': '0',
    })
    expect(invest?.['상태 변경 이력']).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 새 문의→검토 중 \(김담당\)$/)
    expect(edu).toMatchObject({
      종류: '교육',
      상태: '종료',
      '관심 교육 과정': '주방 실무(버거 조리)',
      '희망 일정': '주말',
    })
  })

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const rows = await exportRows({ search: TAG, sort: 'referenceNumber' })
    const [general, invest, edu] = rows
    expect(general?.['문의 내용']).toBe(`'=HYPERLINK("http://evil.example","눌러 주세요")`)
    expect(invest?.이름).toBe(`'+82 홍길동`)
    expect(invest?.['회사 이름']).toBe(`'@맛있는연구소`)
    expect(edu?.연락처).toBe(`'-1+1`)
  })

  it('opens in Excel: BOM, CRLF rows, CSV type and a Korean file name with an ASCII fallback, dated in Seoul', async () => {
    const { response, bytes, text } = await exportCsv({ search: TAG })
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n')).toHaveLength(5) // header, 3 rows, the empty rest after the last CRLF
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date())
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="inquiries-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`문의-${day}.csv`)}`,
    )
  })

  it('streams a large export page by page, complete and in order', async () => {
    const big = `bulk${randomUUID().slice(0, 8)}`
    await db.query(
      `INSERT INTO inquiries (reference_number, kind, status, name, phone, email, message, idempotency_key)
       SELECT 'B' || lpad(n::text, 5, '0') || $1, 'general', 'new', '대량 ' || n, '010-0000-0000',
              $1 || '.' || n || '@example.com', '대량 문의 ' || n, $1 || n
       FROM generate_series(1, 4321) AS n`,
      [big],
    )
    const { response, text } = await exportCsv({ search: big, sort: 'referenceNumber' })
    expect(response.status).toBe(200)
    expect(response.headers.get('transfer-encoding')).toBe('chunked')
    const numbers = parseCsv(text.replace(/^\uFEFF/, ''))
      .slice(1)
      .map((row) => row[0])
    expect(numbers).toHaveLength(4321)
    expect(numbers).toEqual(Array.from({ length: 4321 }, (_, i) => `B${String(i + 1).padStart(5, '0')}${big}`))
  })

  it('answers a filter on an unknown field with 400, not 500', async () => {
    const { response } = await exportCsv({ 'where[nope][equals]': 'x' })
    expect(response.status).toBe(400)
  })
})

describe('who may export', () => {
  it('refuses an editor (403, in Korean) and a guest', async () => {
    const editor = await exportCsv({ search: TAG }, editorJar)
    expect(editor.response.status).toBe(403)
    expect(JSON.parse(editor.text).message).toMatch(/관리자/)
    const guest = await get(site.url, '/api/inquiries/export.csv')
    expect([401, 403]).toContain(guest.status)
    expect(await guest.text()).not.toContain('@example.com')
  })
})

describe('the export log', () => {
  it('records who exported, the search and filter, the row count and when; admins read it, nobody writes it', async () => {
    const before = Date.now()
    const where = { status: { equals: 'new' } }
    await exportRows({ search: TAG, 'where[status][equals]': 'new' })
    const { docs } = await payload.find({
      collection: 'export-logs',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const log = docs[0]
    expect(log).toMatchObject({
      user: adminUser.id,
      userEmail: adminUser.email,
      collectionSlug: 'inquiries',
      search: TAG,
      where,
      rowCount: 1,
    })
    expect(new Date(log?.createdAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(site.output()).toMatch(new RegExp(`"event":"inquiry-export".*"search":"${TAG}".*"rowCount":1`))

    const asAdmin = await get(site.url, '/api/export-logs?limit=1', { jar: adminJar })
    expect(asAdmin.status).toBe(200)
    expect((await get(site.url, '/api/export-logs', { jar: editorJar })).status).toBe(403)
    expect((await get(site.url, '/api/export-logs')).status).toBe(403)
    const forged = await postJson(
      site.url,
      '/api/export-logs',
      { collectionSlug: 'inquiries', rowCount: 0 },
      {
        jar: adminJar,
      },
    )
    expect(forged.status).toBe(403)
    const removed = await fetch(`${site.url}/api/export-logs/${log?.id}`, {
      method: 'DELETE',
      headers: { origin: site.url, cookie: adminJar.header() },
    })
    expect(removed.status).toBe(403)
    const changed = await fetch(`${site.url}/api/export-logs/${log?.id}`, {
      method: 'PATCH',
      headers: { origin: site.url, cookie: adminJar.header(), 'content-type': 'application/json' },
      body: JSON.stringify({ rowCount: 0 }),
    })
    expect(changed.status).toBe(403)
    expect(editorUser.id).not.toBe(adminUser.id)
  })
})
