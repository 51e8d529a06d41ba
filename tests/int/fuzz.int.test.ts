/**
 * Bad input at every public endpoint: better-auth, page views, the contact
 * forms, Payload's REST and GraphQL APIs, server actions, the other route handlers, the pages and
 * the HTTP layer get malformed JSON, wrong types, huge and deeply nested bodies, unicode edge
 * cases, SQL and script payloads. No answer may be a 5xx. A refused request stores nothing: every
 * table of both schemas and the upload folders are compared before and after. An odd but valid
 * request is stored exactly as sent, and counted.
 *
 * The site trusts X-Forwarded-For here (TRUSTED_PROXY) and every request names its own address:
 * the strict per-address limits (5 sign-ins a minute, 5 inquiries in 10 minutes…) would
 * otherwise answer 429 before most inputs reach validation. A 429 would pass, but test nothing.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { jwtSign } from 'payload'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { changeEmailSchema, profileSchema, signUpSchema } from '@/auth/schemas'
import { type InquiryKind, inquirySchemas } from '@/inquiries/schema'
import { referrerOrigin, trackEventSchema } from '../../src/page-views/intake.mjs'
import {
  type Answer,
  badTexts,
  badValues,
  deepJson,
  describeInput,
  inHeader,
  injections,
  inUrl,
  invalidUtf8,
  malformedJson,
  multipart,
  mutations,
  type RequestCase,
  seeded,
  send,
  unicodeEdges,
  wrongTypes,
} from '../helpers/fuzz'
import { CookieJar, postJson, rawRequest } from '../helpers/http'
import { createVerifiedMember, type Member, signIn, siteDatabaseUrl } from '../helpers/members'
import { TEST_SECRETS } from '../helpers/payload'
import { queryOnce } from '../helpers/postgres'
import { type RunningSite, root, startSite, TEST_ADMIN } from '../helpers/site'

const random = seeded(20261122)
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const MB = 1024 * 1024
const hangul = /[가-힣]/

let site: RunningSite
let databaseUrl: string
let member: Member
let memberCookie: string

beforeAll(async () => {
  site = await startSite({ env: { TRUSTED_PROXY: 'true' } })
  databaseUrl = await siteDatabaseUrl(site)
  member = await createVerifiedMember(site)
  memberCookie = (await signIn(site, member)).header()
})
afterAll(() => site?.stop())

let clients = 0
/** A client address of its own for every request (198.18.0.0/15 is set aside for such tests). */
const nextAddress = () => {
  clients += 1
  return `198.18.${(clients >> 8) & 255}.${clients & 255}`
}

/** As a browser on the site sends it: its own address, a browser's user agent, our origin. */
const asBrowser = (request: RequestCase): RequestCase => ({
  ...request,
  headers: { 'x-forwarded-for': nextAddress(), 'user-agent': BROWSER, origin: site.url, ...request.headers },
})

type Result = { request: RequestCase; answer: Answer }

async function sendAll(requests: RequestCase[], concurrency = 6): Promise<Result[]> {
  const results: Result[] = []
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as RequestCase
      results.push({ request, answer: await send(site.url, asBrowser(request)) })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

const failure = ({ request, answer }: Result) =>
  `${answer.status} ${request.method ?? 'GET'} ${describeInput(request.path)} (${request.name}): body ${describeInput(request.body)} → ${answer.body.slice(0, 300)}`

/** Sends everything; any 5xx, or no answer at all, fails with the input that caused it. */
async function expectNoServerError(requests: RequestCase[], concurrency?: number) {
  const results = await sendAll(requests, concurrency)
  expect(results.filter(({ answer }) => answer.status >= 500 || answer.status === 0).map(failure)).toEqual([])
  return results
}

const query = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => queryOnce<T>(databaseUrl, text, values)

/**
 * Rows the site's own schedule writes whatever the requests: Payload's scheduler queues and runs
 * its jobs (marked `meta.scheduled`) on the hour, and a case that spanned 14:00 saw the hourly
 * digest's row change. Jobs a request queues (an inquiry's mail) are still counted.
 */
const SCHEDULE_OWN_ROWS: Record<string, string> = {
  'public.payload_jobs': "WHERE coalesce(t.meta->>'scheduled', '') <> 'true'",
}

/** Every row of every table as a count and a hash per table, and the upload folders' files. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_schema IN ('public', 'auth') AND table_type = 'BASE TABLE'
     -- count every request, refused or not: that is their job (better-auth's and the site's limits)
     AND NOT (table_schema = 'auth' AND table_name = 'rateLimit')
     AND NOT (table_schema = 'public' AND table_name = 'rate_limits')
     -- Payload's scheduler notes each tick's look at the daily jobs there
     AND NOT (table_schema = 'public' AND table_name = 'payload_jobs_stats')`,
  )
  const [row] = await query<Record<string, string>>(
    `SELECT ${tables
      .map(
        ({ name }, i) =>
          `(SELECT count(*) || ' rows ' || md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) FROM ${name} t ${SCHEDULE_OWN_ROWS[name] ?? ''}) AS t${i}`,
      )
      .join(', ')}`,
  )
  const state = Object.fromEntries(tables.map(({ name }, i) => [name, row?.[`t${i}`] ?? '']))
  for (const folder of ['media', 'inquiry-files']) {
    const files = await readdir(path.join(site.dataDir, folder), { recursive: true }).catch(() => [])
    state[folder] = files.sort().join(',')
  }
  return state
}

const JSON_TYPE = { 'content-type': 'application/json' }
const jsonCase = (name: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}) => ({
  name,
  method,
  path,
  headers: { ...JSON_TYPE, ...headers },
  body: JSON.stringify(body),
})

/** What a JSON endpoint gets besides field mutations: broken JSON, nesting, bytes, other content types. */
function rawBodies(method: string, path: string, headers: Record<string, string> = {}): RequestCase[] {
  const json = { ...JSON_TYPE, ...headers }
  const types = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data', '']
  return [
    ...malformedJson.map((body) => ({ name: 'malformed JSON', method, path, headers: json, body })),
    { name: 'bytes that are not UTF-8', method, path, headers: json, body: invalidUtf8 },
    { name: '10 000 nested arrays', method, path, headers: json, body: deepJson(10_000) },
    { name: '10 000 nested objects', method, path, headers: json, body: deepJson(10_000, 'object') },
    ...types.map((type) => ({
      name: `content type ${JSON.stringify(type)}`,
      method,
      path,
      headers: { ...headers, 'content-type': type },
      body: random.pick(['{"email":"a@example.com"}', 'email=a%40example.com&password=x', '<a>1</a>', '--x\r\n']),
    })),
  ]
}

const isValid = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success
/** Random bad text for a URL. */
const urlText = () => inUrl(random.pick(badTexts))
/** What a text field holds once stored: a lone surrogate has no UTF-8 (it arrives as U+FFFD), trimmed. */
const storedText = (text: string) => Buffer.from(text).toString('utf8').trim()

// ---------------------------------------------------------------------------------------------
// better-auth (/api/auth/*)
// ---------------------------------------------------------------------------------------------

const signUpTemplate = () => ({
  name: '김하늘',
  email: `fuzz-${randomUUID()}@example.com`,
  password: 'fuzz-password-1',
  phone: '010-4444-5555',
  agreements: { terms: true, privacy: true, age14: true, marketing: false },
  callbackURL: '/login?verified=1',
})

/** Endpoints that store nothing for an unknown address, a wrong password or no session: any input may go there. */
const guestAuth: [string, Record<string, unknown>][] = [
  ['/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password-1', rememberMe: true }],
  ['/forget-password', { email: 'nobody@example.com', redirectTo: '/reset-pw' }],
  ['/request-password-reset', { email: 'nobody@example.com', redirectTo: '/reset-pw' }],
  ['/reset-password', { newPassword: 'new-password-1', token: 'not-a-token' }],
  ['/send-verification-email', { email: 'nobody@example.com', callbackURL: '/login' }],
  ['/find-id', { name: '홍길동', phone: '010-9999-0000' }],
  ['/sign-in/social', { provider: 'kakao', callbackURL: '/' }],
  ['/sign-in/oauth2', { providerId: 'nowhere', callbackURL: '/' }],
  ['/sign-out', {}],
  ['/request-delete-account', {}],
  ['/delete-user', { password: 'wrong-password-1' }],
  ['/update-user', { name: '새이름' }],
  ['/change-email', { newEmail: 'new@example.com' }],
]

/**
 * The signed-in member's endpoints, with bodies that can only be refused: a wrong password, a
 * token that is no session. Without its password a fresh session's delete-user is a real
 * deletion, so every delete-user body carries one.
 */
const memberAuth: [string, Record<string, unknown>][] = [
  ['/change-password', { currentPassword: 'not-the-password-1', newPassword: 'new-password-1' }],
  ['/delete-user', { password: 'not-the-password-1' }],
  ['/revoke-session', { token: 'not-a-session-token' }],
  ['/revoke-device', { id: 'not-a-session-id' }],
  ['/delete-user', { password: 'not-the-password-1', token: 'not-a-delete-link' }],
]

const profileUpdate = profileSchema.partial().refine((data) => Object.keys(data).length > 0)

function authCases(): RequestCase[] {
  const cases: RequestCase[] = []
  const signedIn = { cookie: memberCookie }
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    cases.push(jsonCase('field mutation', 'POST', `/api/auth${path}`, body, headers))

  for (const [path, body] of guestAuth) {
    for (const mutated of mutations(body, random, { perField: 2 })) post(path, mutated)
    cases.push(...random.sample(rawBodies('POST', `/api/auth${path}`), 5))
  }
  // A password that is text costs a password hash (scrypt): fewer of those.
  for (const [path, body] of memberAuth) {
    for (const mutated of mutations(body, random, { perField: 2 })) {
      // An empty password counts as none.
      if (path !== '/delete-user' || ('password' in mutated && mutated.password !== '')) post(path, mutated, signedIn)
    }
  }
  // What the app's own rules accept is not refused: it goes to the counted tests below.
  for (const mutated of mutations(signUpTemplate(), random)) {
    if (!isValid(signUpSchema, mutated)) post('/sign-up/email', mutated)
  }
  for (const mutated of mutations({ name: '새이름', phone: '010-2222-3333' }, random, { values: wrongTypes })) {
    if (!isValid(profileUpdate, mutated)) post('/update-user', mutated, signedIn)
  }
  for (const mutated of mutations({ newEmail: 'not-an-email' }, random)) {
    if (!isValid(changeEmailSchema, mutated)) post('/change-email', mutated, signedIn)
  }
  cases.push(...rawBodies('POST', '/api/auth/sign-up/email'))
  for (const path of ['/update-user', '/change-password', '/change-email', '/revoke-session']) {
    cases.push(...random.sample(rawBodies('POST', `/api/auth${path}`, signedIn), 8))
  }

  const gets = [
    () => `/get-session?disableCookieCache=${urlText()}&disableRefresh=${urlText()}`,
    () => `/list-sessions?${urlText()}=${urlText()}`,
    () => `/verify-email?token=${urlText()}&callbackURL=${urlText()}`,
    () => `/reset-password/${urlText()}?callbackURL=${urlText()}`,
    () => `/delete-user/callback?token=${urlText()}&callbackURL=${urlText()}`,
    () => `/callback/${random.pick(['kakao', 'naver', urlText()])}?code=${urlText()}&state=${urlText()}`,
    () => `/oauth2/callback/${urlText()}?code=${urlText()}&state=${urlText()}`,
    () => `/error?error=${urlText()}&error_description=${urlText()}`,
    () => `/account-info?accountId=${urlText()}`,
    () => `/list-accounts?${urlText()}`,
    () => `/${urlText()}`,
  ]
  for (const path of gets) {
    for (let i = 0; i < 3; i++) {
      cases.push({ name: 'query garbage', path: `/api/auth${path()}` })
      cases.push({ name: 'query garbage, signed in', path: `/api/auth${path()}`, headers: signedIn })
    }
  }
  const signInBody = { email: 'nobody@example.com', password: 'wrong-password-1' }
  cases.push(
    jsonCase('another origin', 'POST', '/api/auth/sign-in/email', signInBody, { origin: 'https://evil.example' }),
    jsonCase('origin garbage', 'POST', '/api/auth/sign-in/email', signInBody, { origin: inHeader('\u202e한글') }),
    jsonCase('no origin', 'POST', '/api/auth/update-user', { name: 'x' }, { ...signedIn, origin: '' }),
    {
      name: 'cookie garbage',
      path: '/api/auth/get-session',
      headers: {
        cookie: `better-auth.session_token=${'%00'.repeat(100)}; better-auth.session_data=${'A'.repeat(4000)}`,
      },
    },
    { name: 'PUT', method: 'PUT', path: '/api/auth/sign-in/email', headers: JSON_TYPE, body: '{}' },
    { name: 'DELETE', method: 'DELETE', path: '/api/auth/delete-user', headers: signedIn },
  )
  return cases
}

// ---------------------------------------------------------------------------------------------
// Page views (POST /api/track, answered before Next)
// ---------------------------------------------------------------------------------------------

const trackTemplate = () => ({
  path: '/',
  pathFrom: '',
  referrer: null,
  eventType: 'pageView',
  sessionId: randomUUID(),
})
const trackCase = (name: string, body: string | Buffer): RequestCase => ({
  name,
  method: 'POST',
  path: '/api/track',
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
  body,
})

function trackCases(): RequestCase[] {
  const cases: RequestCase[] = []
  for (const body of mutations(trackTemplate(), random, { perField: 10 })) {
    if (!isValid(trackEventSchema, body)) cases.push(trackCase('field mutation', JSON.stringify(body)))
  }
  for (const body of malformedJson) cases.push(trackCase('malformed JSON', body))
  cases.push(
    trackCase('bytes that are not UTF-8', invalidUtf8),
    trackCase('10 000 nested arrays', deepJson(10_000)),
    trackCase('10 000 nested objects', deepJson(10_000, 'object')),
    { name: 'GET', path: '/api/track' },
    { name: 'PUT', method: 'PUT', path: '/api/track', body: '{}' },
    { name: 'query garbage', method: 'POST', path: `/api/track?${urlText()}`, body: '{}' },
    { ...trackCase('another site', JSON.stringify(trackTemplate())), headers: { 'sec-fetch-site': 'cross-site' } },
  )
  return cases
}

// ---------------------------------------------------------------------------------------------
// Contact forms (POST /api/contact/{kind}, multipart)
// ---------------------------------------------------------------------------------------------

const kindFields: Record<InquiryKind, Record<string, string>> = {
  edu: { programme: 'kitchen', schedule: 'weekend' },
  impact: { applicantGroup: 'hearing', region: 'busan', businessStage: 'preparing' },
  invest: { companyName: '맛있는연구소', investmentStage: 'seed', amountSought: '50000' },
  general: { topic: 'press' },
}
const kinds = Object.keys(kindFields) as InquiryKind[]

const contactTemplate = (kind: InquiryKind): Record<string, string> => ({
  name: '김하늘',
  phone: '01023456789',
  email: 'fuzz@example.com',
  message: '창업 교육 과정과 상담 일정이 궁금합니다. 안내 부탁드립니다.',
  contactMethods: 'email',
  privacyConsent: 'true',
  sensitiveConsent: 'true',
  ...kindFields[kind],
})

/** As the server reads a form (src/inquiries/submit.ts): everything text, a flag true only as 'true'. */
const asInquiry = (kind: InquiryKind, fields: Record<string, unknown>) => ({
  ...fields,
  kind,
  contactMethods: fields.contactMethods === undefined ? [] : [fields.contactMethods],
  textOnly: fields.textOnly === 'true',
  interpreter: fields.interpreter === 'true',
  privacyConsent: fields.privacyConsent === 'true',
  sensitiveConsent: fields.sensitiveConsent === 'true',
})

type FormFields = [string, string | { filename: string; type: string; data: Buffer }][]
const formCase = (name: string, kind: string, fields: FormFields): RequestCase => {
  const form = multipart(fields)
  return {
    name,
    method: 'POST',
    path: `/api/contact/${kind}`,
    headers: { 'content-type': form.contentType },
    body: form.body,
  }
}
const entries = (fields: Record<string, unknown>): [string, string][] =>
  Object.entries(fields).map(([key, value]) => [key, String(value)])

/** The abuse checks' fields of a person who took a minute to fill the form. */
const meta = (key = randomUUID()): [string, string][] => [
  ['idempotencyKey', key],
  ['startedAt', String(Date.now() - 60_000)],
  ['website', ''],
]

function contactCases(): RequestCase[] {
  const cases: RequestCase[] = []
  for (const kind of kinds) {
    for (const fields of mutations(contactTemplate(kind), random, { perField: 2, values: badTexts })) {
      if (!isValid(inquirySchemas[kind], asInquiry(kind, fields))) {
        cases.push(formCase('field mutation', kind, [...entries(fields), ...meta()]))
      }
    }
  }
  const valid = entries(contactTemplate('general'))
  for (const value of random.sample(badTexts, 4)) {
    cases.push(formCase('idempotency key', 'general', [...valid, ['idempotencyKey', value], ['startedAt', '1']]))
    cases.push(formCase('started at', 'general', [...valid, ...meta().slice(0, 1), ['startedAt', value]]))
    cases.push(formCase('honeypot', 'general', [...valid, ...meta().slice(0, 2), ['website', value || 'x']]))
  }
  for (const kind of ['recipes', '%00', '..%2F..', '%ED%95%9C', 'EDU', 'general%0d%0a']) {
    cases.push(formCase('unknown form', kind, [...valid, ...meta()]))
  }
  const path = '/api/contact/general'
  const form = multipart(valid)
  const post = (name: string, contentType: string, body?: string | Buffer): RequestCase => ({
    name,
    method: 'POST',
    path,
    headers: { 'content-type': contentType },
    body,
  })
  const pdfLike = { filename: '../../../evil.pdf\u0000.exe', type: 'application/pdf', data: Buffer.from('%PDF-1.4 no') }
  cases.push(
    jsonCase('JSON instead of a form', 'POST', path, Object.fromEntries(valid)),
    post('urlencoded', 'application/x-www-form-urlencoded', 'name=%ED%95%9C'),
    post('no boundary', 'multipart/form-data', 'name=x'),
    post('wrong boundary', 'multipart/form-data; boundary=nope', form.body),
    post('truncated form', form.contentType, form.body.subarray(0, 90)),
    post('no body', form.contentType),
    { name: 'GET', path },
    formCase('a field 1 000 times', 'general', [...valid, ...meta(), ...Array(1000).fill(['contactMethods', 'sms'])]),
    // Unknown fields are ignored: without the consent the form is refused.
    formCase('5 000 unknown fields', 'general', [
      ...valid.filter(([key]) => key !== 'privacyConsent'),
      ...meta(),
      ...Array.from({ length: 5000 }, (_, i): [string, string] => [`f${i}`, 'x']),
    ]),
    formCase('a 9 MB message', 'general', [
      ...valid.filter(([key]) => key !== 'message'),
      ['message', '한'.repeat(3 * MB)],
      ...meta(),
    ]),
    formCase('a pitch deck that is no PDF', 'invest', [
      ...entries(contactTemplate('invest')),
      ...meta(),
      ['pitchDeck', pdfLike],
    ]),
  )
  return cases
}

// ---------------------------------------------------------------------------------------------
// Payload REST and GraphQL (/api/{collection}, /api/globals/{slug}, /api/graphql)
// ---------------------------------------------------------------------------------------------

const collections = [
  'pages',
  'redirects',
  'news',
  'impact-stories',
  'media',
  'inquiries',
  'inquiry-files',
  'page-views',
  'users',
  'outbox',
  'member-actions',
  'payload-jobs',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
  'payload-kv',
]
const fields = ['id', 'title', 'slug', 'publishedAt', 'cover', 'audience', '_status', 'createdAt', 'texts', 'nope']
const operators = [
  'equals',
  'not_equals',
  'like',
  'contains',
  'in',
  'not_in',
  'all',
  'exists',
  'near',
  'within',
  'intersects',
  'greater_than',
  'less_than_equal',
  'bogus',
]
const params = [
  'depth',
  'limit',
  'page',
  'sort',
  'select[title]',
  'populate[cover]',
  'draft',
  'locale',
  'joins',
  'where',
]
const badIds = ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', "1'%20OR%20'1'='1", '%00', '%ED%95%9C', 'null']

function payloadCases(): RequestCase[] {
  const cases: RequestCase[] = []
  for (const collection of collections) {
    const api = `/api/${collection}`
    for (let i = 0; i < 3; i++) {
      cases.push({
        name: 'where garbage',
        path: `${api}?where[${random.pick(fields)}][${random.pick(operators)}]=${urlText()}`,
      })
    }
    for (const param of random.sample(params, 5)) {
      const value = random.pick(['-1', '1e400', 'abc', '99999999999', urlText()])
      cases.push({ name: 'parameter garbage', path: `${api}?${param}=${value}` })
    }
    const wideWhere = Array.from({ length: 400 }, (_, i) => `where[or][${i}][title][equals]=${i}`).join('&')
    cases.push(
      { name: 'deep where', path: `${api}?where${'[and][0]'.repeat(300)}[title][equals]=x` },
      { name: 'wide where', path: `${api}?${wideWhere}` },
      { name: 'where as a list', path: `${api}?where[]=1&where[]=2` },
      { name: 'count garbage', path: `${api}/count?where[id][equals]=${urlText()}` },
      { name: 'versions garbage', path: `${api}/versions?where[parent][equals]=${urlText()}` },
      {
        name: 'read as a POST, bad JSON',
        method: 'POST',
        path: api,
        headers: { ...JSON_TYPE, 'x-payload-http-method-override': 'GET' },
        body: '{bad',
      },
      {
        name: 'read as a POST, query garbage',
        method: 'POST',
        path: api,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-http-method-override': 'GET' },
        body: `where[id][${random.pick(operators)}]=${urlText()}`,
      },
      jsonCase('create', 'POST', api, { title: random.pick(injections), _status: 'published', role: 'admin' }),
      jsonCase('bulk update', 'PATCH', `${api}?where[id][exists]=true`, { title: 'hacked' }),
      { name: 'bulk delete', method: 'DELETE', path: `${api}?where[id][exists]=true` },
      {
        name: 'multipart without boundary',
        method: 'POST',
        path: api,
        headers: { 'content-type': 'multipart/form-data' },
        body: 'x',
      },
      {
        name: 'unreadable multipart',
        method: 'POST',
        path: api,
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
        body: '--zz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--zz--\r\n',
      },
    )
    for (const body of random.sample([...malformedJson, deepJson(10_000), deepJson(10_000, 'object')], 3)) {
      cases.push({ name: 'bad body', method: random.pick(['POST', 'PATCH']), path: api, headers: JSON_TYPE, body })
    }
    for (const id of random.sample(badIds, 2)) {
      cases.push(
        { name: 'bad id', path: `${api}/${id}?depth=${urlText()}` },
        jsonCase('update by bad id', 'PATCH', `${api}/${id}`, { title: random.pick(badValues) }),
        { name: 'delete by bad id', method: 'DELETE', path: `${api}/${id}` },
      )
    }
  }
  // Each once answered 500 (whatever the random picks above).
  for (const query of [
    'where[publishedAt][contains]=abc',
    'where[id][contains]=abc',
    'where[title][near]=1,2',
    'where[title][equals]=a%00b',
    'where=abc',
    'limit=1e400',
    'page=-1',
  ]) {
    cases.push({ name: 'once a 500', path: `/api/news?${query}` })
  }
  for (const id of ['abc', '1.5', '99999999999999999999']) cases.push({ name: 'once a 500', path: `/api/news/${id}` })
  for (const body of [deepJson(10_000), deepJson(10_000, 'object')]) {
    cases.push({ name: '10 000 levels deep', method: 'POST', path: '/api/news', headers: JSON_TYPE, body })
    cases.push({ name: '10 000 levels deep', method: 'PATCH', path: '/api/news/1', headers: JSON_TYPE, body })
  }
  for (const id of ['1', '2', '3']) {
    cases.push(jsonCase('update a real document', 'PATCH', `/api/news/${id}`, { title: '<script>alert(1)</script>' }))
    cases.push({ name: 'delete a real document', method: 'DELETE', path: `/api/news/${id}` })
  }
  for (const global of ['site-settings', 'legal', 'nope', '%00']) {
    cases.push(
      { name: 'global query garbage', path: `/api/globals/${global}?depth=${urlText()}&draft=${urlText()}` },
      jsonCase('global update', 'POST', `/api/globals/${global}`, { siteName: random.pick(injections) }),
      {
        name: 'global bad body',
        method: 'POST',
        path: `/api/globals/${global}`,
        headers: JSON_TYPE,
        body: random.pick(malformedJson),
      },
    )
  }
  const editorAuth: [string, Record<string, unknown>][] = [
    ['/login', { email: 'nobody@example.com', password: 'wrong-password' }],
    ['/forgot-password', { email: 'nobody@example.com' }],
    ['/reset-password', { token: 'not-a-token', password: 'new-password-1' }],
    ['/unlock', { email: 'nobody@example.com' }],
    ['/first-register', { email: 'intruder@example.com', password: 'intruder-password-1' }],
    ['/refresh-token', {}],
    ['/logout', {}],
    [`/verify/${urlText()}`, {}],
  ]
  for (const [path, body] of editorAuth) {
    for (const mutated of mutations(body, random, { perField: 4 })) {
      cases.push(jsonCase('editor auth', 'POST', `/api/users${path}`, mutated))
    }
    cases.push(...random.sample(rawBodies('POST', `/api/users${path}`), 6))
  }
  cases.push({
    name: 'me with a forged token',
    path: '/api/users/me',
    headers: { authorization: `JWT ${'x'.repeat(500)}`, cookie: 'payload-token=%00.%00.%00' },
  })

  const graphql = (name: string, body: string, contentType = 'application/json'): RequestCase => ({
    name,
    method: 'POST',
    path: '/api/graphql',
    headers: { 'content-type': contentType },
    body,
  })
  const gql = (name: string, query: string, variables?: unknown) => graphql(name, JSON.stringify({ query, variables }))
  const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: Pages(limit: 100) { docs { title } }`).join(' ')
  for (const body of random.sample(malformedJson, 10)) cases.push(graphql('malformed JSON', body))
  for (const value of random.sample(badValues, 10)) {
    cases.push(graphql('query of a wrong type', JSON.stringify({ query: value })))
  }
  cases.push(
    gql('SQL in a where', `{ Pages(where: { title: { equals: "' OR 1=1 --" } }) { docs { title } } }`),
    gql('syntax garbage', '{ Pages(where: { title: { equals: '),
    gql('unknown field', '{ Nope { x } }'),
    gql('variables of wrong types', 'query($id: Int!) { NewsItem(id: $id) { title } }', { id: 'abc' }),
    graphql('variables garbage', JSON.stringify({ query: '{ __typename }', variables: '[]', operationName: 42 })),
    gql('10 000 nested selections', `{${' a {'.repeat(10_000)} b ${'}'.repeat(10_000)}}`),
    gql('1 000 aliases', `{ ${aliases} }`),
    gql('create', 'mutation { createNewsItem(data: { title: "<script>" }) { id } }'),
    gql('delete', 'mutation { deleteNewsItem(id: 1) { id } }'),
    gql('where garbage', '{ News(where: { id: { equals: "abc" } }, limit: -1, page: 999999999) { docs { title } } }'),
    gql('NUL in a where', '{ News(where: { title: { equals: "a\\u0000b" } }) { docs { title } } }'),
    gql('point operator on text', '{ News(where: { title: { near: "1,2" } }) { docs { title } } }'),
    graphql('plain text', '{ __typename }', 'text/plain'),
    graphql('application/graphql', '{ __typename }', 'application/graphql'),
    graphql('multipart without boundary', 'x', 'multipart/form-data'),
    { name: 'GET', path: `/api/graphql?query=${inUrl('{ __typename }')}` },
    { name: 'playground', path: '/api/graphql-playground' },
  )
  return cases
}

// ---------------------------------------------------------------------------------------------
// Everything else: route handlers, server actions, pages, the HTTP layer
// ---------------------------------------------------------------------------------------------

/** The ids the browser sends as `Next-Action`, from the build's manifest. */
async function serverActionIds(): Promise<Record<string, string>> {
  const manifest = JSON.parse(await readFile(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8'))
  const actions = Object.entries(manifest.node as Record<string, { exportedName: string; filename: string }>)
  return Object.fromEntries(actions.map(([id, { filename, exportedName }]) => [`${filename}#${exportedName}`, id]))
}

/** A server action call as React sends one: the arguments as JSON text. */
const action = (page: string, id: string, body: string, headers: Record<string, string> = {}): RequestCase => ({
  name: `server action ${id.slice(0, 12)}`,
  method: 'POST',
  path: page,
  headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', ...headers },
  body,
})

async function otherCases(): Promise<RequestCase[]> {
  const cases: RequestCase[] = []
  for (const route of ['/api/health', '/api/ready', '/api/build', '/api/preview']) {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : random.pick(malformedJson)
      cases.push({ name: method, method, path: `${route}?${urlText()}=${urlText()}`, headers: JSON_TYPE, body })
    }
  }
  for (let i = 0; i < 8; i++) {
    const start = random.pick(['/', '//evil.example', '/\\evil', ''])
    cases.push({ name: 'preview path garbage', path: `/api/preview?path=${start}${urlText()}` })
  }

  // Server actions: the member's "sign out that device" and Payload's admin functions (anyone can
  // call both over HTTP), a well-formed id of no action, and an id that is no id. (A guest's
  // well-formed call of each admin function: its own test below.)
  const actions = await serverActionIds()
  const revoke = actions['src/auth/profile/actions.ts#revokeSessionAction'] as string
  const payloadAdmin = actions['src/app/(payload)/layout.tsx#$$RSC_SERVER_ACTION_0'] as string
  const undecodable = ['{bad', deepJson(10_000), '[{"$K1":"$Q2"}]', '["$@1"]']
  const odd = ['[]', '["x"]', '[null]', '[{"token":1}]', '[1e308]', JSON.stringify([random.pick(unicodeEdges)])]
  for (const body of undecodable) {
    cases.push(action('/user/profile', revoke, body, { cookie: memberCookie }))
    cases.push(action('/admin', payloadAdmin, body))
  }
  // A call that decodes renders the member's page again: two of those.
  for (const body of random.sample(odd, 2)) cases.push(action('/user/profile', revoke, body, { cookie: memberCookie }))
  for (const body of odd) cases.push(action('/admin', payloadAdmin, body))
  cases.push(
    action('/', 'ff'.repeat(21), '[]'),
    action('/', random.pick(injections), '[]'),
    action('/user/profile', revoke, '[]', { 'next-router-state-tree': '%7B%00', cookie: memberCookie }),
    action('/user/profile', revoke, '--zz\r\nbroken', {
      'content-type': 'multipart/form-data; boundary=zz',
      cookie: memberCookie,
    }),
  )

  const pages = [
    () => `/community/news/${urlText()}`,
    () => `/community/news/list?page=${random.pick(['-1', '0', '1e400', '99999999999999', urlText()])}`,
    () => `/community/news/list/${urlText()}`,
    () => `/community/${urlText()}/list`,
    () => `/contact/${urlText()}`,
    () => `/legal/${urlText()}`,
    () => `/user/applications/${urlText()}`,
    () => `/login?redirect=${urlText()}&error=${urlText()}`,
    () => `/reset-pw?token=${urlText()}&error=${urlText()}`,
    () => `/${urlText()}`,
    () => `/cms/${urlText()}`,
    () => `/intro/${urlText()}`,
    () => `/_next/image?url=${urlText()}&w=${random.pick(['-1', '1e9', 'abc'])}&q=${urlText()}`,
    () => `/_next/static/${urlText()}`,
    () => `/sitemap.xml?${urlText()}`,
    () => `/search?q=${urlText()}&page=${random.pick(['-1', '0', '1e400', '101', urlText()])}`,
    () => `/search?q=${urlText()}&q=${urlText()}`,
    () => `/feed.xml?${urlText()}`,
  ]
  for (const page of pages) for (let i = 0; i < 2; i++) cases.push({ name: 'page with garbage', path: page() })
  for (const raw of ['/%', '/%E0%A4%A', '/%ff%fe', '/community/news/%', '/api/news/%E0%A4%A', '/api/auth/%E0%A4%A']) {
    cases.push({ name: 'undecodable path', path: raw })
  }
  const manyHeaders = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`x-h${i}`, inHeader('한'.repeat(20))]))
  cases.push(
    {
      name: 'a form posted to a page',
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    },
    { name: 'a long query', path: `/api/news?where[title][like]=${inUrl('가'.repeat(1200))}` },
    { name: 'a 60 KB query string', path: `/?q=${'a'.repeat(60_000)}` },
    { name: 'a 30 KB cookie', path: '/api/auth/get-session', headers: { cookie: `a=${'b'.repeat(30_000)}` } },
    { name: '200 headers', path: '/api/health', headers: manyHeaders },
    { name: 'an odd method', method: 'PROPFIND', path: '/api/news' },
    { name: 'accept-language garbage', path: '/login', headers: { 'accept-language': 'ko-KR;q=0.9,'.repeat(300) } },
    { name: 'range garbage', path: '/robots.txt', headers: { range: 'bytes=999999999-1' } },
  )
  return cases
}

/** `bytes` of a body; JSON ones start like JSON. Declared in length, or sent in chunks. */
function huge(name: string, path: string, bytes: number, contentType: string, headers: Record<string, string> = {}) {
  const body = Buffer.alloc(bytes, contentType.includes('json') ? ' ' : 'a')
  if (contentType.includes('json')) body.write('{"email":"', 0)
  const size = `${bytes / MB} MB${headers['transfer-encoding'] ? ', in chunks' : ''}`
  return { name: `${name} (${size})`, method: 'POST', path, headers: { 'content-type': contentType, ...headers }, body }
}

describe('bad input at every public endpoint', () => {
  async function expectRefusedAndNothingStored(cases: () => RequestCase[] | Promise<RequestCase[]>) {
    const before = await snapshot()
    const results = await expectNoServerError(await cases())
    expect(await snapshot()).toEqual(before)
    // Whoever reads a refusal reads it in Korean (English reached users by several ways).
    // (A server action's answer is React's wire format, read by React, not by a person.)
    const english = results.filter(
      ({ answer }) =>
        answer.status >= 400 && answer.body.trim() && !/^\d+:/.test(answer.body) && !hangul.test(answer.body),
    )
    expect(english.map(failure)).toEqual([])
  }

  it('better-auth', () => expectRefusedAndNothingStored(authCases))
  it('page views', () => expectRefusedAndNothingStored(trackCases))
  it('contact forms', () => expectRefusedAndNothingStored(contactCases))
  it('Payload REST (and the GraphQL that is off)', () => expectRefusedAndNothingStored(payloadCases))
  it('route handlers, server actions, pages and the HTTP layer', () => expectRefusedAndNothingStored(otherCases))

  it("a guest's well-formed call of each of Payload's admin functions answers 404", async () => {
    const payloadAdmin = (await serverActionIds())['src/app/(payload)/layout.tsx#$$RSC_SERVER_ACTION_0'] as string
    // @payloadcms/next's handleServerFunctions, and a name it does not know.
    const names = [
      ...['copy-data-from-locale', 'form-state', 'get-default-layout', 'get-folder-results-component-and-data'],
      ...['get-upcoming-scheduled-publish', 'render-document', 'render-document-slots', 'render-field'],
      ...['render-list', 'render-widget', 'schedule-publish', 'slugify', 'table-state', 'no-such-function'],
    ]
    const args = { collectionSlug: 'news', docID: 1, schemaPath: 'news.title', operation: 'update' }
    // Without a session cookie, with a forged one, and with one Payload signed that has expired.
    const expired = (
      await jwtSign({
        fieldsToSign: { id: 1, collection: 'users', email: TEST_ADMIN.email, sid: 'a-session' },
        secret: createHash('sha256').update(TEST_SECRETS.PAYLOAD_SECRET).digest('hex').slice(0, 32),
        tokenExpiration: -1,
      })
    ).token
    const cookies = ['forged.token.value', expired].map((token) => ({ cookie: `payload-token=${token}` }))
    const calls = names.flatMap((name) =>
      ([{}, ...cookies] as Record<string, string>[]).map((headers) => ({ name, headers })),
    )
    const before = await snapshot()
    const results = await expectNoServerError(
      calls.map(({ name, headers }) => action('/admin', payloadAdmin, JSON.stringify([{ name, args }]), headers)),
    )
    expect(results.map(({ answer }) => answer.status)).toEqual(calls.map(() => 404))
    expect(await snapshot()).toEqual(before)
  })

  // Payload's generated layout is left as Payload writes it (docs/adr/0046): what reaches Payload's
  // server function is Payload's to refuse. A throw is answered 500 by Next and 400 by the server
  // (src/server/answer.mjs). Reached only with an editor's signed token, or as a
  // guest on the first-user screen (which Payload itself refuses once an editor exists).
  it("an editor's call reaches Payload; a malformed one, or a guest's on the first-user screen, is refused by it", async () => {
    const payloadAdmin = (await serverActionIds())['src/app/(payload)/layout.tsx#$$RSC_SERVER_ACTION_0'] as string
    const admin = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
    const editor = { cookie: admin.header() }
    const args = { collectionSlug: 'news', docID: 1, schemaPath: 'news.title', operation: 'update' }
    const malformed = [
      [{ name: 'no-such-function', args }],
      [{ name: 'form-state' }],
      [{ name: 'render-list', args: { collectionSlug: 'no-such-collection' } }],
      [{}],
      [{ name: 1, args: 'x' }],
      ['x'],
      [null],
      [],
    ]
    const before = await snapshot()
    const results = await expectNoServerError([
      ...malformed.map((body) => action('/admin', payloadAdmin, JSON.stringify(body), editor)),
      ...malformed.map((body) => action('/admin/create-first-user', payloadAdmin, JSON.stringify(body))),
      action('/admin/create-first-user', payloadAdmin, JSON.stringify([{ name: 'form-state', args }])),
    ])
    // Payload refuses each by throwing (400) or answers it with an error as a value (200: form-state
    // says "Unauthorized" to the guest). The editor's are not the proxy's 404: their signed token
    // lets them through to Payload.
    expect(results.filter(({ answer }) => ![200, 400].includes(answer.status)).map(failure)).toEqual([])
    const editorCalls = results.filter(({ request }) => request.headers?.cookie)
    expect(editorCalls.filter(({ answer }) => answer.status === 400).length).toBeGreaterThan(0)
    expect(await snapshot()).toEqual(before)
  })

  it('a form or a server action posted to a page from another site: 403 in Korean, never a 500', async () => {
    const revoke = (await serverActionIds())['src/auth/profile/actions.ts#revokeSessionAction'] as string
    const form = multipart([
      ['1_$ACTION_ID_x', ''],
      ['0', '["$K1"]'],
    ])
    const cases: RequestCase[] = []
    for (const path of ['/', '/user/profile', '/admin', '/community/news/list']) {
      for (const origin of ['http://evil.example', 'null', 'not a url']) {
        const calls: Record<string, string>[] = [{}, { 'next-action': revoke }, { 'next-action': 'ff'.repeat(21) }]
        for (const call of calls) {
          cases.push({
            name: `multipart from ${origin}`,
            method: 'POST',
            path,
            headers: { origin, 'content-type': form.contentType, cookie: memberCookie, ...call },
            body: form.body,
          })
        }
        cases.push(action(path, revoke, '[]', { origin, cookie: memberCookie }))
      }
    }
    const before = await snapshot()
    const results = await expectNoServerError(cases)
    expect(results.filter(({ answer }) => answer.status !== 403).map(failure)).toEqual([])
    for (const { answer } of results) expect(JSON.parse(answer.body).message).toMatch(hangul)
    expect(await snapshot()).toEqual(before)
    // From the site itself, the same form still reaches Next (which finds no such action: a 4xx).
    const own = await expectNoServerError([
      {
        name: 'own multipart',
        method: 'POST',
        path: '/',
        headers: { 'content-type': form.contentType },
        body: form.body,
      },
    ])
    expect(own[0]?.answer.status).not.toBe(403)
  })

  it('huge bodies: refused (4xx) before they are read, with or without a declared length', async () => {
    const chunked = { 'transfer-encoding': 'chunked' }
    const before = await snapshot()
    const results = await expectNoServerError(
      [
        huge('sign-up', '/api/auth/sign-up/email', 20 * MB, 'application/json'),
        huge('sign-in', '/api/auth/sign-in/email', 5 * MB, 'application/json', chunked),
        huge('page view', '/api/track', 5 * MB, 'text/plain'),
        huge('page view', '/api/track', 5 * MB, 'text/plain', chunked),
        huge('contact form', '/api/contact/general', 20 * MB, 'multipart/form-data; boundary=x'),
        huge('REST create', '/api/news', 5 * MB, 'application/json'),
        huge('media upload', '/api/media', 5 * MB, 'multipart/form-data; boundary=x'),
        huge('media upload', '/api/media', 60 * MB, 'multipart/form-data; boundary=x'),
        huge('GraphQL', '/api/graphql', 5 * MB, 'application/json'),
        huge('GraphQL', '/api/graphql', 5 * MB, 'application/json', chunked),
        huge('server action', '/', 5 * MB, 'text/plain', { 'next-action': 'ff'.repeat(21) }),
        huge('a form posted to a page', '/', 5 * MB, 'application/x-www-form-urlencoded'),
      ],
      2,
    )
    expect(results.filter(({ answer }) => answer.status < 400).map(failure)).toEqual([])
    expect(await snapshot()).toEqual(before)
  })
  // Payload's REST route is Payload's text (docs/adr/0046): its checks are in the server pipeline
  // and, for JSON bodies only, the proxy. Next buffers the body of a request the proxy runs for and
  // cuts it at 10 MB, so an upload must never match the proxy.
  it("an editor's upload over 10 MB reaches Payload whole", async () => {
    const admin = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
    console.log(
      'DBG',
      admin.header().slice(0, 40),
      await (await fetch(`${site.url}/api/users/me`, { headers: { cookie: admin.header(), origin: site.url } })).text(),
    )
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(12 * MB, 0x20),
      Buffer.from('\nxref\n0 0\ntrailer\n<<>>\nstartxref\n0\n%%EOF\n'),
    ])
    const boundary = `----upload${randomUUID()}`
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify({ alt: '12MB 안내서' })}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large-brochure.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const response = await fetch(`${site.url}/api/media`, {
      method: 'POST',
      headers: {
        cookie: admin.header(),
        origin: site.url,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    })
    const created = (await response.json()) as { doc?: { id: number; filesize: number; url: string } }
    expect(response.status, JSON.stringify(created).slice(0, 300)).toBe(201)
    expect(created.doc?.filesize).toBe(pdf.length)
    const stored = await fetch(new URL(created.doc?.url ?? '', site.url))
    expect(Buffer.from(await stored.arrayBuffer()).equals(pdf)).toBe(true)
    const removed = await fetch(`${site.url}/api/media/${created.doc?.id}`, {
      method: 'DELETE',
      headers: { cookie: admin.header(), origin: site.url },
    })
    expect(removed.status).toBe(200)
  })
})

describe('odd but valid input is stored exactly as sent, or refused in Korean', () => {
  const oddTexts = [...unicodeEdges, ...injections]

  /** Each answer 2xx or 4xx; `stored` finds what a request stored (nothing for a 4xx). */
  async function expectAccounted<T>(
    sent: { request: RequestCase; expected: string; key: T }[],
    stored: (key: T) => Promise<string[]>,
    concurrency?: number,
  ) {
    const results = await expectNoServerError(
      sent.map(({ request }) => request),
      concurrency,
    )
    for (const { request, answer } of results) {
      const { expected, key } = sent.find((entry) => entry.request === request) as (typeof sent)[number]
      const rows = await stored(key)
      if (answer.status < 300) expect(rows, failure({ request, answer })).toEqual([expected])
      else {
        expect(answer.status, failure({ request, answer })).toBeLessThan(500)
        expect(rows, failure({ request, answer })).toEqual([])
      }
    }
    return results
  }

  it('contact forms', async () => {
    const sent = [...unicodeEdges, ...random.sample(injections, 5)].map((text) => {
      const kind = random.pick(kinds)
      const key = randomUUID()
      const fields = { ...contactTemplate(kind), name: text, message: `${text} 창업 상담을 부탁드립니다.` }
      return {
        request: formCase('odd text', kind, [...entries(fields), ...meta(key)]),
        key,
        expected: storedText(text),
      }
    })
    const results = await expectAccounted(sent, async (key) => {
      const rows = await query<{ name: string }>('SELECT name FROM inquiries WHERE idempotency_key = $1', [key])
      return rows.map((row) => row.name)
    })
    for (const { answer } of results) if (answer.status === 400) expect(JSON.parse(answer.body).message).toMatch(hangul)
    expect(results.filter(({ answer }) => answer.status === 201).length).toBeGreaterThan(sent.length / 3)
  })

  it('sign-up', async () => {
    const sent = random.sample(oddTexts, 6).map((text) => {
      const body = { ...signUpTemplate(), name: text }
      return {
        request: jsonCase('odd name', 'POST', '/api/auth/sign-up/email', body),
        key: body.email,
        expected: storedText(text),
      }
    })
    const results = await expectAccounted(sent, async (email) => {
      const rows = await query<{ name: string }>('SELECT name FROM auth."user" WHERE email = $1', [email])
      return rows.map((row) => row.name)
    })
    for (const { answer } of results) if (answer.status >= 400) expect(JSON.parse(answer.body).message).toMatch(hangul)
  })

  it("the member's name", async () => {
    const nameNow = async () =>
      (await query<{ name: string }>('SELECT name FROM auth."user" WHERE email = $1', [member.email]))[0]?.name
    for (const text of random.sample(oddTexts, 8)) {
      const before = await nameNow()
      const request = jsonCase('odd name', 'POST', '/api/auth/update-user', { name: text }, { cookie: memberCookie })
      const [result] = (await expectNoServerError([request])) as [Result]
      expect(await nameNow(), failure(result)).toBe(result.answer.status === 200 ? storedText(text) : before)
    }
  })

  it('page views', async () => {
    const sent = oddTexts.map((text) => {
      const event = { ...trackTemplate(), referrer: text }
      // Only another site's origin is stored; anything else as none.
      const expected = referrerOrigin(Buffer.from(text).toString('utf8'), [new URL(site.url).host]) ?? ''
      return { request: trackCase('odd referrer', JSON.stringify(event)), key: event.sessionId, expected }
    })
    await expectAccounted(sent, async (sessionId) => {
      const rows = await query<{ referrer: string | null }>('SELECT referrer FROM page_views WHERE session_id = $1', [
        sessionId,
      ])
      return rows.map((row) => row.referrer ?? '')
    })
  })
})

describe('redirect targets from bad input', () => {
  it('a signed-in member and an editor are sent only within the site, and never get a 5xx', async () => {
    const admin = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: admin })).status).toBe(200)
    const targets = [
      ...badTexts.flatMap((text) => [inUrl(text), `/${inUrl(text)}`, `/${inUrl(text).replace(/%2F/gi, '/')}`]),
      ...[
        '/%09/evil.example',
        '/%0a/evil.example',
        '/%0d%0aSet-Cookie:%20a=1',
        '/%5C/evil.example',
        '/%5Cevil.example',
      ],
      ...['//evil.example', '/.//evil.example', '/%2F/evil.example', '/./%2e%2e//evil.example', '/%ED%95%9C%EA%B8%80'],
    ].slice(0, 120)
    const site0 = new URL(site.url).origin
    const failures: string[] = []
    for (const target of targets) {
      const requests = [
        ...['/login', '/signup', '/find-id'].map((page) => ({
          path: `${page}?redirect=${target}`,
          cookie: memberCookie,
        })),
        { path: `/api/preview?path=${target}`, cookie: admin.header() },
      ]
      // A target's four pages at once: each waits mostly on the site's session lookup.
      await Promise.all(
        requests.map(async ({ path, cookie }) => {
          let answer: Awaited<ReturnType<typeof rawRequest>>
          try {
            answer = await rawRequest(site.url, path, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
          } catch {
            return // a path Node itself refuses to send
          }
          const location = answer.headers.location
          if (answer.status >= 500) failures.push(`${path}: ${answer.status}`)
          else if (location && new URL(location, site.url).origin !== site0) failures.push(`${path}: → ${location}`)
        }),
      )
    }
    expect(failures).toEqual([])
  })
})

describe('afterwards', () => {
  it('the site is healthy and still does its work', async () => {
    expect((await send(site.url, { name: 'health', path: '/api/health' })).status).toBe(200)
    const ready = await send(site.url, { name: 'ready', path: '/api/ready' })
    expect(ready).toEqual({ status: 200, body: JSON.stringify({ status: 'ready' }) })
    expect((await send(site.url, asBrowser({ name: 'home', path: '/' }))).status).toBe(200)
    const form = formCase('a plain inquiry', 'general', [...entries(contactTemplate('general')), ...meta()])
    expect((await send(site.url, asBrowser(form))).status).toBe(201)

    // A well-formed server action call still reaches its action: the member signs out another device.
    await signIn(site, member)
    const [newest] = await query<{ id: string }>(
      `SELECT s.id FROM auth.session s JOIN auth."user" u ON u.id = s."userId"
       WHERE u.email = $1 ORDER BY s."createdAt" DESC LIMIT 1`,
      [member.email],
    )
    const revoke = (await serverActionIds())['src/auth/profile/actions.ts#revokeSessionAction'] as string
    const call = action('/user/profile', revoke, JSON.stringify([newest?.id]), { cookie: memberCookie })
    expect((await send(site.url, asBrowser(call))).status).toBe(200)
    expect(await query('SELECT id FROM auth.session WHERE id = $1', [newest?.id])).toEqual([])
  })
})
