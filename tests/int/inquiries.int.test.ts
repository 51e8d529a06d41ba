/**
 * The four contact forms over HTTP against the started site on a real Postgres: what is stored,
 * who can read it, what is refused, and that nothing is lost when Postgres goes away.
 * The site trusts X-Forwarded-For here (TRUSTED_PROXY), so each test is its own client.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres'
import { rateLimiter } from '../../src/lib/rate-limits.mjs'
import { paddedPdfBlob, pdfBlob } from '../helpers/files'
import { CookieJar, get, postJson } from '../helpers/http'
import { createVerifiedMember, newClient, outbox, signIn, waitForMail } from '../helpers/members'
import { closePayload, localPayload, TEST_SECRETS } from '../helpers/payload'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/postgres'
import { type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'

let db: ThrowawayPostgres
let site: RunningSite
let payload: Payload
let stopRestartedPostgres: (() => Promise<void>) | undefined

beforeAll(async () => {
  db = await startThrowawayPostgres({ seeded: true })
  // A small daily cap on attachments, so that 'attachments' can fill it.
  site = await startSite({ env: { ...db.siteEnv, TRUSTED_PROXY: 'true', INQUIRY_FILES_PER_DAY: '3', ...TEST_SECRETS } })
  payload = await localPayload(db.url)
})
afterAll(async () => {
  try {
    await site?.stop()
    await closePayload(payload)
    await stopRestartedPostgres?.()
  } finally {
    await db?.destroy()
  }
})

const STAFF_ADDRESS = 'contact@example.com' // the seeded site settings' company email
const hangul = /[가-힣]/
let sent = 0

const kindFields = {
  edu: { programme: 'kitchen', schedule: 'weekend' },
  impact: { applicantGroup: 'hearing', region: 'busan', businessStage: 'preparing' },
  invest: { companyName: '맛있는연구소', investmentStage: 'seed', amountSought: '50000' },
  general: { topic: 'press' },
} as const
type Kind = keyof typeof kindFields

function validFields(kind: Kind) {
  sent += 1
  return {
    name: '김하늘',
    phone: '01023456789',
    email: `Inquirer${sent}.${Date.now()}@Example.com`,
    message: '창업 교육 과정과 상담 일정이 궁금합니다. 안내 부탁드립니다.',
    contactMethods: ['email', 'sms'],
    textOnly: 'true',
    interpreter: 'true',
    privacyConsent: 'true',
    sensitiveConsent: 'true',
    ...kindFields[kind],
  }
}

type Fields = Record<string, string | string[]>
function formOf(fields: Fields, meta: { idempotencyKey?: string; startedAt?: number; website?: string } = {}) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item)
  }
  form.set('idempotencyKey', meta.idempotencyKey ?? randomUUID())
  form.set('startedAt', String(meta.startedAt ?? Date.now() - 20_000))
  form.set('website', meta.website ?? '')
  return form
}

async function submit(
  kind: string,
  form: FormData,
  { client = newClient(), jar }: { client?: Record<string, string>; jar?: CookieJar } = {},
) {
  const response = await fetch(`${site.url}/api/contact/${kind}`, {
    method: 'POST',
    body: form,
    headers: { ...client, ...(jar ? { cookie: jar.header() } : {}) },
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

const rowsWithEmail = async (email: string) =>
  (await db.query<{ n: string }>('SELECT count(*) AS n FROM inquiries WHERE email = $1', [email.toLowerCase()]))[0]?.n

async function stored(referenceNumber: string) {
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: { referenceNumber: { equals: referenceNumber } },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0] as unknown as Record<string, unknown>
}

describe('a valid submission', () => {
  it.each(Object.keys(kindFields) as Kind[])(
    'from the %s form stores one inquiry with every field, answers its number and mails staff and sender',
    async (kind) => {
      const fields = validFields(kind)
      const { status, body } = await submit(kind, formOf(fields))
      expect(status).toBe(201)
      expect(body.referenceNumber).toMatch(/^Q\d{6}-[A-Z2-9]{5}$/)

      const inquiry = await stored(body.referenceNumber)
      expect(inquiry).toMatchObject({
        kind,
        status: 'new',
        name: fields.name,
        phone: '010-2345-6789',
        email: fields.email.toLowerCase(),
        message: fields.message,
        contactMethods: ['email', 'sms'],
        textOnly: true,
        interpreter: true,
        privacyNoticeVersion: expect.any(String),
        privacyConsentAt: expect.any(String),
        sensitiveNoticeVersion: expect.any(String),
        sensitiveConsentAt: expect.any(String),
      })
      for (const [key, value] of Object.entries(kindFields[kind])) {
        expect(inquiry[key]).toBe(key === 'amountSought' ? Number(value) : value)
      }

      const confirmation = await waitForMail(site, fields.email, 'inquiry-confirmation')
      expect(confirmation.subject).toContain(body.referenceNumber)
      expect(confirmation.text).toMatch(/수어 통역/)
      const staff = (await outbox(site, STAFF_ADDRESS)).find((mail) => mail.subject.includes(body.referenceNumber))
      expect(staff?.kind).toBe('inquiry-staff')
    },
  )

  it('stores one inquiry when the same form fill arrives twice at once (double click, retry)', async () => {
    const fields = validFields('general')
    const key = randomUUID()
    const client = newClient()
    const [first, second] = await Promise.all([
      submit('general', formOf(fields, { idempotencyKey: key }), { client }),
      submit('general', formOf(fields, { idempotencyKey: key }), { client }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 201])
    expect(second.body.referenceNumber).toBe(first.body.referenceNumber)
    const retry = await submit('general', formOf(fields, { idempotencyKey: key }), { client })
    expect(retry).toMatchObject({ status: 200, body: { referenceNumber: first.body.referenceNumber } })
    expect(await rowsWithEmail(fields.email)).toBe('1')
  })
})

describe('sensitive information (PIPA art. 23)', () => {
  it('takes a disability or an interpreter request only with its separate consent, stored with time and version', async () => {
    const { sensitiveConsent: _given, ...withoutConsent } = validFields('impact')
    const refused = await submit('impact', formOf(withoutConsent))
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors.applicantGroup).toMatch(/민감정보/)
    expect(refused.body.fieldErrors.interpreter).toMatch(/민감정보/)
    expect(await rowsWithEmail(withoutConsent.email)).toBe('0')

    const general = { ...validFields('general'), sensitiveConsent: 'false' }
    expect((await submit('general', formOf(general))).body.fieldErrors.interpreter).toMatch(hangul)

    // Without the consent: the form goes through without the sensitive items.
    const plain = {
      ...withoutConsent,
      email: `plain.${Date.now()}@example.com`,
      interpreter: 'false',
      applicantGroup: 'other',
    }
    const { status, body } = await submit('impact', formOf(plain))
    expect(status).toBe(201)
    expect(await stored(body.referenceNumber)).toMatchObject({
      applicantGroup: 'other',
      interpreter: false,
      sensitiveConsentAt: null,
      sensitiveNoticeVersion: null,
    })
  })
})

describe('staff workflow', () => {
  it('records every status change with who and when, and lets nobody rewrite that history', async () => {
    const { body } = await submit('edu', formOf(validFields('edu')))
    const inquiry = await stored(body.referenceNumber)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })
    const editor = { ...docs[0], collection: 'users' } as never
    const id = inquiry.id as number

    await payload.update({
      collection: 'inquiries',
      id,
      data: { status: 'in-review' },
      user: editor,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'inquiries',
      id,
      data: { status: 'answered', notes: [{ text: '전화 대신 문자로 안내함' }], statusHistory: [] },
      user: editor,
      overrideAccess: false,
    })
    const after = (await payload.findByID({ collection: 'inquiries', id, depth: 0 })) as unknown as {
      statusHistory: { from: string; to: string; changedBy: number; changedAt: string }[]
      notes: { text: string; author: number; writtenAt: string }[]
    }
    expect(after.statusHistory.map((entry) => [entry.from, entry.to])).toEqual([
      ['new', 'in-review'],
      ['in-review', 'answered'],
    ])
    expect(after.statusHistory.every((entry) => entry.changedBy === docs[0]?.id && entry.changedAt)).toBe(true)
    expect(after.notes[0]).toMatchObject({ text: '전화 대신 문자로 안내함', author: docs[0]?.id })
  })
})

describe('bad input', () => {
  it('answers Korean field errors and stores nothing', async () => {
    const fields = {
      ...validFields('impact'),
      phone: '12345',
      email: 'not-an-email',
      message: '짧음',
      region: '화성',
      privacyConsent: 'false',
    }
    const { status, body } = await submit('impact', formOf(fields))
    expect(status).toBe(400)
    for (const field of ['phone', 'email', 'message', 'region', 'privacyConsent']) {
      expect(body.fieldErrors[field]).toMatch(hangul)
    }
    expect(await rowsWithEmail('not-an-email')).toBe('0')
  })

  it('refuses an unknown form, a JSON body and an oversized body without a 500', async () => {
    expect((await submit('recipes', formOf(validFields('general')))).status).toBe(404)
    const json = await postJson(site.url, '/api/contact/general', validFields('general'), { headers: newClient() })
    expect(json.status).toBe(415)
    const huge = new FormData()
    huge.set('message', 'a'.repeat(11 * 1024 * 1024))
    const tooBig = await submit('general', huge)
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.message).toMatch(hangul)
  })
})

describe('attachments', () => {
  it('keeps a real PDF outside public media, for editors only, under the name it was sent as', async () => {
    const form = formOf(validFields('invest'))
    // What staff read as the sent file's name: a direction control (which would show "fdp.exe"
    // backwards as ".pdf") is dropped, the rest kept.
    form.set('pitchDeck', pdfBlob(), '사업소개서\u202E.pdf')
    const { status, body } = await submit('invest', form)
    expect(status).toBe(201)
    const inquiry = await stored(body.referenceNumber)
    const file = await payload.findByID({ collection: 'inquiry-files', id: inquiry.pitchDeck as number, depth: 0 })
    expect(file.originalName).toBe('사업소개서.pdf')
    const fileUrl = new URL(file.url as string, site.url).pathname
    expect(fileUrl).toMatch(/^\/api\/inquiry-files\/file\//)

    expect((await get(site.url, fileUrl)).status).toBe(403)
    const member = await createVerifiedMember(site)
    expect((await get(site.url, fileUrl, { jar: await signIn(site, member) })).status).toBe(403)
    const editor = new CookieJar()
    await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })
    const download = await get(site.url, fileUrl, { jar: editor })
    expect(download.status).toBe(200)
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await get(site.url, `/api/media/file/${file.filename}`)).status).not.toBe(200)
  })

  it('refuses a file that is not a PDF, whatever its name', async () => {
    const fields = validFields('invest')
    const form = formOf(fields)
    form.set('pitchDeck', new Blob([Buffer.from('MZ\x90\x00 not a pdf at all')]), 'deck.pdf')
    const { status, body } = await submit('invest', form)
    expect(status).toBe(400)
    expect(body.fieldErrors.pitchDeck).toContain('PDF')
    expect(await rowsWithEmail(fields.email)).toBe('0')
  })

  it('refuses megabytes of padding between a PDF header and a broken cross-reference, in Korean', async () => {
    const fields = validFields('invest')
    const form = formOf(fields)
    form.set('pitchDeck', paddedPdfBlob(), 'deck.pdf')
    const { status, body } = await submit('invest', form)
    expect(status).toBe(400)
    expect(body.fieldErrors.pitchDeck).toMatch(hangul)
    expect(body.fieldErrors.pitchDeck).toContain('PDF')
    expect(await rowsWithEmail(fields.email)).toBe('0')
  })

  it("takes at most the day's number of attachments for the whole site, then says so in Korean", async () => {
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
    const today = async () =>
      (await payload.count({ collection: 'inquiry-files', where: { createdAt: { greater_than: since } } })).totalDocs
    // INQUIRY_FILES_PER_DAY is 3 for this site.
    while ((await today()) < 3) {
      const form = formOf(validFields('invest'))
      form.set('pitchDeck', pdfBlob(), '사업소개서.pdf')
      expect((await submit('invest', form)).status).toBe(201)
    }
    const fields = validFields('invest')
    const form = formOf(fields)
    form.set('pitchDeck', pdfBlob(), '사업소개서.pdf')
    const { status, body } = await submit('invest', form)
    expect(status).toBe(400)
    expect(body.fieldErrors.pitchDeck).toContain('첨부 파일이 모두 찼습니다')
    expect(await rowsWithEmail(fields.email)).toBe('0')
    expect(await today()).toBe(3)
    // Without the file the inquiry still goes through.
    const plain = formOf(validFields('invest'))
    expect((await submit('invest', plain)).status).toBe(201)
  })
})

describe('privacy', () => {
  it('gives guests and members nothing through the API; a member sees only their own', async () => {
    const author = await createVerifiedMember(site)
    const authorJar = await signIn(site, author)
    const { body } = await submit('general', formOf(validFields('general')), { jar: authorJar })
    expect((await stored(body.referenceNumber)).authorId).toEqual(expect.any(String))

    const other = await createVerifiedMember(site)
    const otherJar = await signIn(site, other)
    for (const jar of [undefined, authorJar, otherJar]) {
      expect((await get(site.url, '/api/inquiries', { jar })).status).toBe(403)
    }
    const csv = await get(site.url, '/api/inquiries/export.csv', { jar: authorJar })
    expect(csv.status).toBe(403)

    const mine = await (await get(site.url, '/user/applications', { jar: authorJar })).text()
    expect(mine).toContain(body.referenceNumber)
    const detail = await get(site.url, `/user/applications/${body.referenceNumber}`, { jar: authorJar })
    expect(detail.status).toBe(200)
    expect(await detail.text()).toContain('상담 일정이 궁금합니다')

    expect(await (await get(site.url, '/user/applications', { jar: otherJar })).text()).not.toContain(
      body.referenceNumber,
    )
    expect((await get(site.url, `/user/applications/${body.referenceNumber}`, { jar: otherJar })).status).toBe(404)
    const guest = await get(site.url, '/user/applications')
    expect(guest.status).toBe(307)
    expect(guest.headers.get('location')).toContain('/login?redirect=%2Fuser%2Fapplications')
  })
})

describe('the author', () => {
  /** A jar that sends exactly these cookies. */
  const cookies = (header: string) => ({ header: () => header }) as unknown as CookieJar

  it('is the member whose session the server signed, read from the cookie cache or the database; a forged one is nobody', async () => {
    const jar = await signIn(site, await createVerifiedMember(site))
    const { user } = await (await get(site.url, '/api/auth/get-session', { jar })).json()
    const authorOf = async (sender: CookieJar) => {
      const { status, body } = await submit('general', formOf(validFields('general')), { jar: sender })
      expect(status).toBe(201)
      return (await stored(body.referenceNumber)).authorId
    }
    const all = jar.header().split('; ')
    const data = all.filter((cookie) => cookie.includes('session_data')).join('; ')
    const token = all.filter((cookie) => cookie.includes('session_token')).join('; ')
    expect(await authorOf(jar)).toBe(user.id) // the signed cookie cache
    expect(await authorOf(cookies(token))).toBe(user.id) // no cache: the session row
    expect(await authorOf(cookies(data))).toBeFalsy() // a cache without its signed token
    expect(await authorOf(cookies(`${data}; better-auth.session_token=made-up.${'A'.repeat(43)}=`))).toBeFalsy()
  })

  it('is nobody for a revoked session, even while its cookie cache is still valid', async () => {
    const member = await createVerifiedMember(site)
    const cookie = (await signIn(site, member)).header()
    expect(cookie).toContain('session_data')
    const other = await signIn(site, member)
    const revoked = await postJson(site.url, '/api/auth/revoke-sessions', {}, { jar: other, headers: member.client })
    expect(revoked.status).toBe(200)
    const { status, body } = await submit('general', formOf(validFields('general')), { jar: cookies(cookie) })
    expect(status).toBe(201)
    expect((await stored(body.referenceNumber)).authorId).toBeFalsy()
  })
})

describe('abuse', () => {
  it('blocks a filled honeypot and a form sent faster than a person types, with a Korean message', async () => {
    const trap = validFields('general')
    const bot = await submit('general', formOf(trap, { website: 'http://spam.example' }))
    expect(bot.status).toBe(400)
    expect(bot.body.message).toMatch(hangul)
    const fast = validFields('general')
    const hurried = await submit('general', formOf(fast, { startedAt: Date.now() }))
    expect(hurried.status).toBe(400)
    expect(await rowsWithEmail(trap.email)).toBe('0')
    expect(await rowsWithEmail(fast.email)).toBe('0')
  })

  it('lets one client send five inquiries in ten minutes, and tells the sixth how long to wait', async () => {
    const client = newClient()
    for (let i = 0; i < 5; i++)
      expect((await submit('general', formOf(validFields('general')), { client })).status).toBe(201)
    const sixth = await submit('general', formOf(validFields('general')), { client })
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toMatch(/분|초/)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await submit('general', formOf(validFields('general')))).status).toBe(201) // another client
    // Counted by the site's limiter; better-auth's `auth."rateLimit"` is left to better-auth.
    const key = `contact:${client['x-forwarded-for']}`
    expect(await db.query('SELECT points FROM rate_limits WHERE key = $1', [key])).toEqual([{ points: 6 }])
    expect(await db.query(`SELECT key FROM auth."rateLimit" WHERE key LIKE 'contact:%'`)).toEqual([])
  })

  it("forgets a client's counter an hour after it ran out: the key holds their IP address", async () => {
    const hour = 60 * 60 * 1000
    const now = Date.now()
    const stale = ['contact:198.51.100.201', 'inquiryLookup:198.51.100.202']
    const recent = 'contact:198.51.100.203'
    for (const [key, expire] of [
      ...stale.map((key) => [key, now - hour - 60_000] as const),
      [recent, now - hour + 60_000],
    ])
      await db.query('INSERT INTO rate_limits (key, points, expire) VALUES ($1, 3, $2)', [key, expire])
    // The first limiter made on a pool sweeps the table every five minutes (src/lib/rate-limits.mjs).
    const pool = new pg.Pool({ connectionString: db.url, max: 1 })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      rateLimiter(pool, 'contact')
      await vi.advanceTimersByTimeAsync(5 * 60 * 1000)
    } finally {
      vi.useRealTimers()
    }
    const left = () =>
      db.query<{ key: string }>('SELECT key FROM rate_limits WHERE key = ANY($1)', [[...stale, recent]])
    await vi.waitFor(async () => expect(await left()).toEqual([{ key: recent }]))
    await pool.end()
  })
})

describe('reliability', () => {
  it('stores an inquiry and its two mail jobs together or not at all', async () => {
    const fields = validFields('general')
    const email = fields.email.toLowerCase()
    const key = randomUUID()
    const client = newClient()
    const jobsAbout = async () =>
      (
        await db.query<{ n: string }>('SELECT count(*) AS n FROM payload_jobs WHERE input::text LIKE $1', [
          `%${email}%`,
        ])
      )[0]?.n
    // A real fault inside the submission's transaction: Postgres refuses the sender's confirmation,
    // the second mail job, after the inquiry and the staff notification (which names the sender)
    // were written. Only this sender's mail is refused; the rest of the site goes on.
    await db.query(`CREATE FUNCTION refuse_test_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.input->>'to' = '${email}' THEN RAISE EXCEPTION 'mail job refused by the test'; END IF;
        RETURN NEW;
      END $$`)
    await db.query(
      'CREATE TRIGGER refuse_test_mail BEFORE INSERT ON payload_jobs FOR EACH ROW EXECUTE FUNCTION refuse_test_mail()',
    )
    try {
      const refused = await submit('general', formOf(fields, { idempotencyKey: key }), { client })
      expect(refused.status).toBe(503)
      expect(refused.body.message).toContain('입력한 내용은 이 기기에 그대로 남아 있습니다')
      expect(await rowsWithEmail(email)).toBe('0')
      expect(await jobsAbout()).toBe('0')
    } finally {
      await db.query('DROP TRIGGER refuse_test_mail ON payload_jobs')
      await db.query('DROP FUNCTION refuse_test_mail()')
    }
    expect((await outbox(site, STAFF_ADDRESS)).filter((mail) => mail.text?.includes(email))).toEqual([])

    // The same form fill sent again: the inquiry once, and both its mails.
    const accepted = await submit('general', formOf(fields, { idempotencyKey: key }), { client })
    expect(accepted.status).toBe(201)
    expect(await rowsWithEmail(email)).toBe('1')
    await waitForMail(site, email, 'inquiry-confirmation')
    const staff = (await outbox(site, STAFF_ADDRESS)).filter((mail) =>
      mail.subject.includes(accepted.body.referenceNumber),
    )
    expect(staff).toHaveLength(1)
  })

  it('answers a clear error while Postgres is down and stores the same submission once when it is back', async () => {
    const fields = validFields('edu')
    const key = randomUUID()
    const client = newClient()
    // The test's own Payload connections die with the server; that is expected here.
    payload.db.pool.on('error', () => {})
    await db.stop()
    try {
      const down = await submit('edu', formOf(fields, { idempotencyKey: key }), { client })
      expect(down.status).toBe(503)
      expect(down.body.message).toContain('입력한 내용은 이 기기에 그대로 남아 있습니다')
    } finally {
      const restarted = await startEmbeddedPostgres({
        dir: `${db.dir}/postgres`,
        password: 'test-password',
        port: db.port,
      })
      stopRestartedPostgres = restarted.stop
    }
    let accepted: Awaited<ReturnType<typeof submit>> | undefined
    for (let attempt = 0; attempt < 20 && accepted?.status !== 201; attempt++) {
      accepted = await submit('edu', formOf(fields, { idempotencyKey: key }), { client })
      if (accepted.status !== 201) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(accepted?.status).toBe(201)
    expect(await rowsWithEmail(fields.email)).toBe('1')
  })
})

describe('typed text', () => {
  const decomposed = (text: string) => text.normalize('NFD')

  it('stores a contact form typed in decomposed Hangul composed, and refuses a name that shows nothing', async () => {
    const fields = { ...validFields('general'), name: `${decomposed('정다운')}\u200B` }
    const { status, body } = await submit('general', formOf(fields))
    expect(status).toBe(201)
    expect(await stored(body.referenceNumber)).toMatchObject({ name: '정다운' })

    // Nothing visible, a direction override, a bell, a terminal escape, backspaces, a Hangul filler.
    for (const name of [
      '\u200B\u200B\u200B',
      '\u0301\u0302\u0303',
      '\u202E정다운',
      '정\u0007다운',
      '정다운\u001B[2J',
      '정다운\b\b',
      '정\u3164다운',
    ]) {
      const refused = await submit('general', formOf({ ...validFields('general'), name }))
      expect(refused.status).toBe(400)
      expect(refused.body.fieldErrors.name).toMatch(/^이름(을 입력해 주세요|에 쓸 수 없는 문자가 들어 있습니다)\.$/)
    }
  })

  it('finds the e-mail of a member who signed up in decomposed Hangul by the composed name, and the other way', async () => {
    const member = await createVerifiedMember(site, { name: decomposed('남궁민수'), phone: '010-4321-8765' })
    const findId = (name: string) =>
      postJson(site.url, '/api/auth/find-id', { name, phone: member.phone }, { headers: newClient() })
    for (const name of ['남궁민수', decomposed('남궁민수')]) {
      const found = await findId(name)
      expect(found.status).toBe(200)
      expect((await found.json()).accounts).toHaveLength(1)
    }
  })

  it("stores an editor's decomposed Hangul composed, so the admin's search finds it", async () => {
    const editor = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })).status).toBe(200)
    const title = `${decomposed('한글 정규화 시험')}\u200B ${Date.now()}`
    const body = { root: { type: 'root', version: 1, children: [], direction: null, format: '', indent: 0 } }
    const created = await postJson(site.url, '/api/news?draft=true', { title, body }, { jar: editor })
    expect(created.status).toBe(201)
    const search = await get(site.url, `/api/news?draft=true&where[title][like]=${encodeURIComponent('한글 정규화')}`, {
      jar: editor,
    })
    const { docs } = await search.json()
    expect(docs.map((doc: { title: string }) => doc.title)).toEqual([title.normalize('NFC').replace('\u200B', '')])
  })
})

/** The editor's REST session (as the admin uses it). */
let editorJar: CookieJar | undefined
async function asEditor() {
  if (editorJar) return editorJar
  const jar = new CookieJar()
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar })).status).toBe(200)
  editorJar = jar
  return jar
}

/** A staff change through Payload's REST API, as the admin's save sends it. */
async function staffUpdate(id: unknown, data: Record<string, unknown>) {
  const jar = await asEditor()
  const response = await fetch(`${site.url}/api/inquiries/${id}?depth=0`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: site.url, cookie: jar.header() },
    body: JSON.stringify(data),
  })
  expect(response.status).toBe(200)
  return (await response.json()).doc as Record<string, unknown>
}

const htmlUnescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * 비회원 문의 조회 as a browser without JavaScript sends it: the page's form, with the hidden
 * fields React rendered into it, posted back to the page.
 */
async function lookUp(fields: { referenceNumber: string; contact: string }, client = newClient()) {
  const page = await (await fetch(`${site.url}/contact/lookup`, { headers: client })).text()
  const form = new FormData()
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)) {
    form.append(htmlUnescape(name ?? ''), htmlUnescape(value ?? ''))
  }
  form.set('referenceNumber', fields.referenceNumber)
  form.set('contact', fields.contact)
  const response = await fetch(`${site.url}/contact/lookup`, {
    method: 'POST',
    body: form,
    headers: { ...client, origin: site.url },
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, text: textOf(await response.text()) }
}

/** A page's HTML without React's text separators (`문의 내용 <!-- -->Q…`). */
const textOf = (html: string) => html.replaceAll('<!-- -->', '')
const lookupCookie = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith('inquiry-lookup='))
const withCookie = (line: string | undefined) => ({ cookie: (line ?? '').split(';')[0] ?? '' })

describe('answers and notices to the submitter', () => {
  it('shows the answer to its owner only, never the internal notes, and the labels of what they chose', async () => {
    const author = await createVerifiedMember(site)
    const authorJar = await signIn(site, author)
    const { body } = await submit('impact', formOf(validFields('impact')), { jar: authorJar })
    const inquiry = await stored(body.referenceNumber)
    const answer = `상담 가능 일정은 다음 주 화요일 오후입니다.\n수어 통역사와 함께 뵙겠습니다. ${randomUUID()}`
    const updated = await staffUpdate(inquiry.id, {
      status: 'answered',
      answers: [{ text: answer }],
      notes: [{ text: '내부 메모: 담당자 배정 검토' }],
    })
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })
    expect(updated.answers).toEqual([
      expect.objectContaining({ text: answer, author: docs[0]?.id, writtenAt: expect.any(String) }),
    ])

    const detail = await (await get(site.url, `/user/applications/${body.referenceNumber}`, { jar: authorJar })).text()
    expect(detail).toContain('상담 가능 일정은 다음 주 화요일 오후입니다.')
    expect(detail).toContain('답변 완료')
    expect(detail).toContain('부산') // the region's label, not its code
    expect(detail).not.toMatch(/>busan</)
    expect(detail).not.toContain('내부 메모')

    const other = await signIn(site, await createVerifiedMember(site))
    expect((await get(site.url, `/user/applications/${body.referenceNumber}`, { jar: other })).status).toBe(404)

    // A sent answer stays as it was: the API can neither rewrite nor remove it.
    const rewritten = await staffUpdate(inquiry.id, {
      answers: [{ id: (updated.answers as { id: string }[])[0]?.id, text: '바꾼 답변' }],
    })
    expect((rewritten.answers as { text: string }[]).map((entry) => entry.text)).toEqual([answer])
    const emptied = await staffUpdate(inquiry.id, { answers: [] })
    expect((emptied.answers as { text: string }[]).map((entry) => entry.text)).toEqual([answer])
  })

  it('mails the submitter when e-mail is among their contact methods, and records what it could not send otherwise', async () => {
    const bySms = { ...validFields('general'), contactMethods: ['sms'] }
    const byPhone = { ...validFields('general'), contactMethods: ['phone'], textOnly: 'false' }
    const byMail = validFields('general') // e-mail and SMS, text only
    const sms = await stored((await submit('general', formOf(bySms))).body.referenceNumber)
    const phone = await stored((await submit('general', formOf(byPhone))).body.referenceNumber)
    const mail = await stored((await submit('general', formOf(byMail))).body.referenceNumber)

    const smsAfter = await staffUpdate(sms.id, { status: 'in-review' })
    const phoneAfter = await staffUpdate(phone.id, { answers: [{ text: '전화로 안내드릴 내용입니다.' }] })
    const mailAfter = await staffUpdate(mail.id, {
      status: 'answered',
      answers: [{ text: '메일로 보내는 답변입니다.' }],
    })

    expect(smsAfter.notifications).toEqual([
      expect.objectContaining({ channel: 'sms', outcome: 'not-sent', summary: '상태: 새 문의 → 검토 중' }),
    ])
    expect(phoneAfter.notifications).toEqual([
      expect.objectContaining({ channel: 'phone', outcome: 'not-sent', summary: '새 답변 1건' }),
    ])
    expect(mailAfter.notifications).toEqual([
      expect.objectContaining({
        channel: 'email',
        outcome: 'queued',
        summary: '상태: 새 문의 → 답변 완료, 새 답변 1건',
      }),
    ])

    const notice = await waitForMail(site, byMail.email, 'inquiry-update')
    expect(notice.subject).toContain(String(mail.referenceNumber))
    expect(notice.text).toContain("처리 상태가 '답변 완료'로 바뀌었습니다.")
    expect(notice.text).toContain('메일로 보내는 답변입니다.')
    expect(notice.text).toContain('/contact/lookup') // a guest: the lookup page, never the number and address in a link
    for (const address of [bySms.email, byPhone.email]) {
      const queued = await db.query<{ n: string }>(
        "SELECT count(*) AS n FROM payload_jobs WHERE input->>'to' = $1 AND input->>'kind' = 'inquiry-update'",
        [address.toLowerCase()],
      )
      expect(queued[0]?.n).toBe('0')
    }
    // A save that changes neither status nor answers tells nobody anything.
    const quiet = await staffUpdate(mail.id, { notes: [{ text: '확인함' }] })
    expect(quiet.notifications).toHaveLength(1)
  })

  it("lists a member's inquiries sent signed out with the e-mail they verified", async () => {
    const member = await createVerifiedMember(site)
    const { body } = await submit('general', formOf({ ...validFields('general'), email: member.email }))
    const jar = await signIn(site, member)
    expect(await (await get(site.url, '/user/applications', { jar })).text()).toContain(body.referenceNumber)
    expect((await get(site.url, `/user/applications/${body.referenceNumber}`, { jar })).status).toBe(200)
    const other = await signIn(site, await createVerifiedMember(site))
    expect(await (await get(site.url, '/user/applications', { jar: other })).text()).not.toContain(body.referenceNumber)
  })
})

describe('비회원 문의 조회', () => {
  const notFound = '접수 번호와 이메일(또는 연락처)이 함께 맞는 문의를 찾지 못했습니다.'

  it('shows a guest their inquiry by number and e-mail or phone, kept in a signed cookie for that page only', async () => {
    const fields = validFields('edu')
    const { body } = await submit('edu', formOf(fields))
    const inquiry = await stored(body.referenceNumber)
    await staffUpdate(inquiry.id, { answers: [{ text: '비회원에게 드리는 답변입니다.' }] })

    for (const contact of [fields.email.toUpperCase(), '010-2345-6789', '01023456789']) {
      const found = await lookUp({ referenceNumber: body.referenceNumber.toLowerCase(), contact })
      expect(found.status).toBe(200)
      expect(found.text).toContain(`문의 내용 ${body.referenceNumber}`) // the answer to the POST shows it
      const cookie = lookupCookie(found.headers)
      expect(cookie).toMatch(/; Path=\/contact\/lookup/)
      expect(cookie).toMatch(/; Max-Age=1800/)
      expect(cookie).toMatch(/; HttpOnly/)
      expect(cookie).toMatch(/; SameSite=strict/i)
      const page = textOf(await (await fetch(`${site.url}/contact/lookup`, { headers: withCookie(cookie) })).text())
      expect(page).toContain(`문의 내용 ${body.referenceNumber}`)
      expect(page).toContain('비회원에게 드리는 답변입니다.')
      expect(page).toContain('주말') // the schedule's label
    }

    // A cookie whose id was changed by hand is nobody's: the form again.
    const cookie = lookupCookie(
      (await lookUp({ referenceNumber: body.referenceNumber, contact: fields.email })).headers,
    )
    const forged = (cookie ?? '').replace(/^inquiry-lookup=(\d+)/, (_, id) => `inquiry-lookup=${Number(id) - 1}`)
    const page = await (await fetch(`${site.url}/contact/lookup`, { headers: withCookie(forged) })).text()
    expect(page).not.toContain(body.referenceNumber)
    expect(page).toContain('<h1>비회원 문의 조회</h1>')
  })

  it('answers a wrong number and a wrong contact with the same Korean words, and shows nothing', async () => {
    const fields = validFields('general')
    const { body } = await submit('general', formOf(fields))
    const wrongNumber = await lookUp({ referenceNumber: 'Q200101-AAAAA', contact: fields.email })
    const wrongContact = await lookUp({ referenceNumber: body.referenceNumber, contact: 'someone@example.com' })
    const wrongPhone = await lookUp({ referenceNumber: body.referenceNumber, contact: '010-9999-0000' })
    for (const answer of [wrongNumber, wrongContact, wrongPhone]) {
      expect(answer.status).toBe(200)
      expect(answer.text).toContain(notFound)
      expect(lookupCookie(answer.headers)).toBeUndefined()
      expect(answer.text).not.toContain(fields.email.toLowerCase())
      expect(answer.text).not.toContain('<h2>답변</h2>')
    }
    const malformed = await lookUp({ referenceNumber: '12345', contact: 'not-a-contact' })
    expect(malformed.text).toContain('접수 번호를 Q261125-AB2CD 형식으로 입력해 주세요.')
    expect(malformed.text).toContain('연락처를 010-1234-5678 형식으로 입력해 주세요.')
  })

  it('lets one client try ten times in ten minutes; the eleventh is refused in Korean even when right', async () => {
    const fields = validFields('general')
    const { body } = await submit('general', formOf(fields))
    const client = newClient()
    for (let i = 0; i < 10; i++) {
      const miss = await lookUp({ referenceNumber: body.referenceNumber, contact: `guess${i}@example.com` }, client)
      expect(miss.text).toContain(notFound)
    }
    const eleventh = await lookUp({ referenceNumber: body.referenceNumber, contact: fields.email }, client)
    expect(eleventh.status).toBe(200)
    expect(eleventh.text).toMatch(/조회를 너무 자주 하셨습니다\. \d+분( \d+초)? 뒤에 다시 조회해 주세요\./)
    expect(lookupCookie(eleventh.headers)).toBeUndefined()
    const otherClient = await lookUp({ referenceNumber: body.referenceNumber, contact: fields.email })
    expect(lookupCookie(otherClient.headers)).toBeDefined()
  })
})
