/**
 * Site members' accounts over HTTP against the started site (real Postgres): every auth call the
 * site documents, with its success and its documented failures, in Korean. The site trusts
 * X-Forwarded-For here (TRUSTED_PROXY), so each test is its own client for the rate limits.
 */
import { readFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { betterAuth } from 'better-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authOptions } from '@/auth/options'
import { parseEnv } from '@/config/env'
import { type AccountsContext, removeUnverifiedAccounts, UNVERIFIED_ACCOUNT_DAYS } from '@/members/unverified'
import { CookieJar, get, postJson, rawRequest } from '../helpers/http'
import { sendGeneralInquiry } from '../helpers/inquiry'
import {
  createVerifiedMember,
  linkIn,
  type Member,
  newClient,
  newMember,
  outbox,
  signIn,
  signUpBody,
  siteDatabaseUrl,
  waitForMail,
} from '../helpers/members'
import { queryOnce } from '../helpers/postgres'
import { type RunningSite, startSite } from '../helpers/site'

let site: RunningSite
let db: string

beforeAll(async () => {
  site = await startSite({ env: { TRUSTED_PROXY: 'true' } })
  db = await siteDatabaseUrl(site)
})
afterAll(() => site?.stop())

const hangul = /[가-힣]/
const post = (path: string, body: unknown, member: { client: Record<string, string> }, jar?: CookieJar) =>
  postJson(site.url, `/api/auth${path}`, body, { jar, headers: member.client })
const getAuth = (path: string, jar?: CookieJar) => get(site.url, `/api/auth${path}`, { jar })
const sql = <T extends Record<string, unknown>>(text: string, values?: unknown[]) => queryOnce<T>(db, text, values)

/** The session token inside a jar's signed session cookie (`token.signature`, percent-encoded). */
const sessionTokenIn = (jar: CookieJar) => {
  const value = decodeURIComponent(jar.header().match(/session_token=([^;]+)/)?.[1] ?? '')
  return value.slice(0, value.lastIndexOf('.'))
}

async function expectError(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status)
  const body = await response.json()
  if (code) expect(body.code).toBe(code)
  expect(body.message).toMatch(hangul)
  return body
}

describe('mailer and outbox', () => {
  it('writes the sign-up verification mail to the outbox, in Korean, with a 1-hour link', async () => {
    const member = newMember()
    expect((await post('/sign-up/email', signUpBody(member), member)).status).toBe(200)
    const mail = await waitForMail(site, member.email, 'verify-email')
    expect(mail.subject).toContain('이메일 주소를 인증해 주세요')
    expect(mail.text).toContain('1시간')
    expect(linkIn(mail)).toContain(`${site.url}/api/auth/verify-email?token=`)
  })

  it('lets only CMS editors read the outbox', async () => {
    expect((await get(site.url, '/api/outbox')).status).toBe(403)
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    expect((await get(site.url, '/api/outbox', { jar })).status).toBe(403)
  })
})

describe('sign-up', () => {
  it('stores the member with role, normalised phone and each consent with its time and version', async () => {
    const member = newMember({ email: 'Mixed.Case@Example.com', phone: '01098765432' })
    const response = await post(
      '/sign-up/email',
      { ...signUpBody(member), agreements: { terms: true, privacy: true, age14: true, marketing: true } },
      member,
    )
    expect(response.status).toBe(200)
    expect((await response.json()).token).toBeNull()
    const [row] = await sql<Record<string, unknown>>('SELECT * FROM auth."user" WHERE email = $1', [
      'mixed.case@example.com',
    ])
    expect(row).toMatchObject({ role: 'member', phone: '010-9876-5432', emailVerified: false })
    for (const field of ['termsAgreedAt', 'privacyAgreedAt', 'ageConfirmedAt', 'marketingAgreedAt'])
      expect(row?.[field]).toBeInstanceOf(Date)
    // The effective dates the legal pages show (시행일 2026.03.01 / 2026.09.01), in Seoul.
    expect(row?.consentVersion).toBe('terms=2026-03-01;privacy=2026-09-01')
  })

  it('answers 422 for an address already in use', async () => {
    const member = await createVerifiedMember(site)
    const again = { ...member, client: newClient() }
    await expectError(
      await post('/sign-up/email', signUpBody(again), again),
      422,
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
    )
  })

  it('refuses a missing required consent, a bad phone and a weak password with Korean field messages', async () => {
    const member = newMember()
    const noAge = await post(
      '/sign-up/email',
      { ...signUpBody(member), agreements: { terms: true, privacy: true, age14: false } },
      member,
    )
    expect((await expectError(noAge, 400, 'VALIDATION_ERROR')).errors['agreements.age14']).toBe(
      '만 14세 이상만 가입할 수 있습니다.',
    )
    const badPhone = await post('/sign-up/email', { ...signUpBody(member), phone: '02-123-4567' }, member)
    expect((await expectError(badPhone, 400)).errors.phone).toContain('010-1234-5678')
    const weak = await post('/sign-up/email', { ...signUpBody(member), password: 'abcdefgh' }, member)
    expect((await expectError(weak, 400)).errors.password).toContain('숫자')
  })

  it('refuses fields a member may not set', async () => {
    const member = newMember()
    await expectError(await post('/sign-up/email', { ...signUpBody(member), role: 'admin' }, member), 400)
  })
})

describe('a client that hangs up mid-request', () => {
  it('is logged as information, not as a server error', async () => {
    const before = site.output().length
    const { port } = new URL(site.url)
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        // Half of the body it announced, then gone.
        socket.write(
          `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${site.url}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"hang.up@example.com"',
        )
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, 300)
      })
      socket.on('error', () => {})
    })
    const lines = () =>
      site
        .output()
        .slice(before)
        .split('\n')
        .filter((line) => line.includes('aborted'))
    await expect.poll(() => lines().length, { timeout: 5000 }).toBeGreaterThan(0)
    for (const line of lines()) expect(JSON.parse(line)).toMatchObject({ level: 30, clientHungUp: true })
  })
})

describe('sign-in and sign-out', () => {
  let member: Member
  beforeAll(async () => {
    member = await createVerifiedMember(site)
  })

  it('signs in and returns user and no redirect, and no session token (it stays in the HttpOnly cookie)', async () => {
    const jar = new CookieJar()
    const response = await post(
      '/sign-in/email',
      { email: member.email.toUpperCase(), password: member.password },
      member,
      jar,
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ redirect: false, user: { email: member.email } })
    expect(body.token).toBeNull()
    const session = await (await getAuth('/get-session', jar)).json()
    expect(session.user).toMatchObject({ email: member.email, role: 'member', phone: member.phone })
  })

  it('answers the same 401 for a wrong password and an unknown address', async () => {
    const wrong = await expectError(
      await post('/sign-in/email', { email: member.email, password: 'wrong-password-1' }, member),
      401,
      'INVALID_EMAIL_OR_PASSWORD',
    )
    const client = { client: newClient() }
    const unknown = await expectError(
      await post('/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password-1' }, client),
      401,
    )
    expect(unknown).toEqual(wrong)
    expect(wrong.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.')
  })

  it('answers 403 to an unverified member and sends the verification mail again', async () => {
    const fresh = newMember()
    await post('/sign-up/email', signUpBody(fresh), fresh)
    await waitForMail(site, fresh.email, 'verify-email')
    await expectError(
      await post('/sign-in/email', { email: fresh.email, password: fresh.password }, fresh),
      403,
      'EMAIL_NOT_VERIFIED',
    )
    await waitForMail(site, fresh.email, 'verify-email', 2)
  })

  it('answers 400 for an invalid body and 403 for a callbackURL on another origin', async () => {
    await expectError(await post('/sign-in/email', { email: member.email }, member), 400)
    await expectError(
      await post(
        '/sign-in/email',
        { email: member.email, password: member.password, callbackURL: 'https://evil.example/steal' },
        member,
      ),
      403,
    )
  })

  it('makes a non-persistent session cookie with rememberMe false, and a 30-day one otherwise', async () => {
    const persistent = await post('/sign-in/email', { email: member.email, password: member.password }, member)
    const sessionCookie = (response: Response) =>
      response.headers.getSetCookie().find((c) => c.includes('session_token='))
    expect(sessionCookie(persistent)).toMatch(/Max-Age=2592000/)
    const once = await post(
      '/sign-in/email',
      { email: member.email, password: member.password, rememberMe: false },
      member,
    )
    expect(once.status).toBe(200)
    expect(sessionCookie(once)).not.toMatch(/Max-Age/i)
  })

  it('signs out and clears the cookies', async () => {
    const jar = await signIn(site, member)
    const response = await post('/sign-out', {}, member, jar)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(await (await getAuth('/get-session?disableCookieCache=true', jar)).json()).toBeNull()
  })

  it('gives the 6th rapid failed sign-in from one client a 429 with the wait in Korean', async () => {
    const client = { client: newClient() }
    const statuses: number[] = []
    let last: Response | undefined
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await post('/sign-in/email', { email: member.email, password: 'wrong-password-1' }, client)
      statuses.push(last.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    const body = await (last as Response).json()
    expect(body.code).toBe('TOO_MANY_REQUESTS')
    expect(body.message).toMatch(/\d+초 후에 다시 시도해 주세요|\d+분/)
    expect(Number((last as Response).headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('get-session and the session rules', () => {
  let member: Member
  beforeAll(async () => {
    member = await createVerifiedMember(site)
  })

  it('answers null for a guest, and 400 for an invalid query', async () => {
    expect(await (await getAuth('/get-session')).json()).toBeNull()
    await expectError(await getAuth('/verify-email'), 400)
  })

  it('takes only true or false for its flags, false meaning false', async () => {
    const jar = await signIn(site, member)
    await expectError(await getAuth('/get-session?disableCookieCache=banana', jar), 400, 'INVALID_QUERY_PARAMETERS')
    await expectError(await getAuth('/get-session?disableRefresh=1', jar), 400, 'INVALID_QUERY_PARAMETERS')
    const plain = await getAuth('/get-session?disableCookieCache=false&disableRefresh=false', jar)
    expect(plain.status).toBe(200)
    expect((await plain.json()).user.email).toBe(member.email)
  })

  it('extends a session older than the update age and reissues the cookie', async () => {
    const jar = await signIn(site, member)
    const [before] = await sql<{ token: string; expiresAt: Date }>(
      `UPDATE auth.session SET "updatedAt" = now() - interval '2 days', "expiresAt" = now() + interval '28 days'
       WHERE id = (SELECT id FROM auth.session WHERE "userId" = (SELECT id FROM auth."user" WHERE email = $1) ORDER BY "createdAt" DESC LIMIT 1)
       RETURNING token, "expiresAt"`,
      [member.email],
    )
    const response = await getAuth('/get-session?disableCookieCache=true', jar)
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true)
    const [after] = await sql<{ expiresAt: Date }>('SELECT "expiresAt" FROM auth.session WHERE token = $1', [
      before?.token,
    ])
    expect(after?.expiresAt.getTime()).toBeGreaterThan((before?.expiresAt.getTime() ?? 0) + 86_400_000)
  })

  it('does not extend it when refresh is disabled by the query', async () => {
    const jar = await signIn(site, member)
    const [row] = await sql<{ token: string; expiresAt: Date }>(
      `UPDATE auth.session SET "updatedAt" = now() - interval '2 days', "expiresAt" = now() + interval '28 days'
       WHERE id = (SELECT id FROM auth.session WHERE "userId" = (SELECT id FROM auth."user" WHERE email = $1) ORDER BY "createdAt" DESC LIMIT 1)
       RETURNING token, "expiresAt"`,
      [member.email],
    )
    const response = await getAuth('/get-session?disableCookieCache=true&disableRefresh=true', jar)
    expect((await response.json()).user.email).toBe(member.email)
    const [after] = await sql<{ expiresAt: Date }>('SELECT "expiresAt" FROM auth.session WHERE token = $1', [
      row?.token,
    ])
    expect(after?.expiresAt.getTime()).toBe(row?.expiresAt.getTime())
  })

  it('deletes an expired session and clears its cookies', async () => {
    const jar = await signIn(site, member)
    const [row] = await sql<{ token: string }>(
      `UPDATE auth.session SET "expiresAt" = now() - interval '1 minute'
       WHERE id = (SELECT id FROM auth.session WHERE "userId" = (SELECT id FROM auth."user" WHERE email = $1) ORDER BY "createdAt" DESC LIMIT 1)
       RETURNING token`,
      [member.email],
    )
    const response = await getAuth('/get-session?disableCookieCache=true', jar)
    expect(await response.json()).toBeNull()
    expect(response.headers.getSetCookie().some((c) => /session_token=;|Max-Age=0/.test(c))).toBe(true)
    expect(await sql('SELECT 1 FROM auth.session WHERE token = $1', [row?.token])).toEqual([])
  })

  it('answers 403 "not fresh" to sensitive calls an hour after sign-in', async () => {
    const jar = await signIn(site, member)
    expect((await getAuth('/list-sessions', jar)).status).toBe(200)
    await sql(
      `UPDATE auth.session SET "createdAt" = now() - interval '2 hours'
       WHERE "userId" = (SELECT id FROM auth."user" WHERE email = $1)`,
      [member.email],
    )
    jar.drop('session_data') // past the 60-second signed cache, the server reads the row
    await expectError(await getAuth('/list-sessions', jar), 403, 'SESSION_NOT_FRESH')
  })
})

describe('verification mail', () => {
  it('sends a verification mail only to an unverified address, the same reply either way, then verifies it', async () => {
    const member = newMember()
    await post('/sign-up/email', signUpBody(member), member)
    const response = await post(
      '/send-verification-email',
      { email: member.email, callbackURL: '/login?verified=1' },
      member,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: true })
    const mail = await waitForMail(site, member.email, 'verify-email', 2)
    const verified = await fetch(linkIn(mail), { redirect: 'manual' })
    expect(verified.status).toBe(302)
    expect(verified.headers.get('location')).toBe('/login?verified=1')
    const [row] = await sql<{ emailVerified: boolean }>('SELECT "emailVerified" FROM auth."user" WHERE email = $1', [
      member.email,
    ])
    expect(row?.emailVerified).toBe(true)
  })

  it('sends an invalid verification token back with error=invalid_token', async () => {
    const response = await getAuth('/verify-email?token=not-a-token&callbackURL=%2Flogin')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/login\?error=invalid_token$/i)
    expect(await (await get(site.url, response.headers.get('location') ?? '')).text()).toContain(
      '인증 링크가 올바르지 않습니다',
    )
  })

  it('limits verification mails per client with a Korean 429', async () => {
    const client = { client: newClient() }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await post('/send-verification-email', { email: `nobody${attempt}@example.com` }, client)).status)
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
    expect(statuses[3]).toBe(429)
  })
})

describe('verification mails to one address (issue: unlimited branded mail)', () => {
  /** The verification mails sent to an address, once the mail queue holds none of them any more. */
  async function verificationMailsTo(email: string) {
    const pending = async () =>
      Number(
        (
          await sql<{ n: string }>(
            "SELECT count(*) AS n FROM payload_jobs WHERE input->>'to' = $1 AND completed_at IS NULL",
            [email],
          )
        )[0]?.n,
      )
    for (let attempt = 0; attempt < 150 && (await pending()) > 0; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await pending()).toBe(0)
    return (await outbox(site, email)).filter((mail) => mail.kind === 'verify-email')
  }

  async function unverifiedMember() {
    const member = newMember()
    expect((await post('/sign-up/email', signUpBody(member), member)).status).toBe(200)
    await waitForMail(site, member.email, 'verify-email')
    return member
  }

  const signInAs = (member: Member, client: Record<string, string>) =>
    post('/sign-in/email', { email: member.email, password: member.password }, { client })

  it('sends at most 3 to one recipient an hour: 6 sign-ins from one client, then more from a second', async () => {
    const member = await unverifiedMember()
    const first = newClient()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await signInAs(member, first)
      statuses.push(response.status)
      // Over the mail limit, the answer is the same Korean "verify your address first".
      if (response.status === 403) await expectError(response, 403, 'EMAIL_NOT_VERIFIED')
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429])
    expect(await verificationMailsTo(member.email)).toHaveLength(3)

    const second = newClient()
    for (let attempt = 0; attempt < 3; attempt++)
      await expectError(await signInAs(member, second), 403, 'EMAIL_NOT_VERIFIED')
    const resend = await post('/send-verification-email', { email: member.email }, { client: newClient() })
    expect(await resend.json()).toEqual({ status: true })
    expect(await verificationMailsTo(member.email)).toHaveLength(3)
  })

  it('sends at most 3 in 10 minutes for one client, whatever the recipients', async () => {
    const members = [
      await unverifiedMember(),
      await unverifiedMember(),
      await unverifiedMember(),
      await unverifiedMember(),
    ]
    const client = newClient()
    for (const member of members) await expectError(await signInAs(member, client), 403, 'EMAIL_NOT_VERIFIED')
    const counts = []
    for (const member of members) counts.push((await verificationMailsTo(member.email)).length)
    // Each had its sign-up mail; the client's sign-ins added one to the first three only.
    expect(counts).toEqual([2, 2, 2, 1])
  })

  it('greets without the typed name, and links only to this site', async () => {
    // Whoever signs up types the name (the review's was "https://evil.example 에서 본인확인").
    const member = newMember({ name: '김본인확인' })
    expect((await post('/sign-up/email', signUpBody(member), member)).status).toBe(200)
    const mail = await waitForMail(site, member.email, 'verify-email')
    expect(mail.text.startsWith('안녕하세요.')).toBe(true)
    expect(mail.text).not.toContain('본인확인')
    for (const [url] of mail.text.matchAll(/https?:\/\/\S+/g)) expect(url.startsWith(site.url)).toBe(true)
  })
})

describe('unverified accounts', () => {
  it(`are removed ${UNVERIFIED_ACCOUNT_DAYS} days after sign-up by the daily job; confirmed and young ones stay`, async () => {
    const old = newMember()
    const young = newMember()
    for (const member of [old, young])
      expect((await post('/sign-up/email', signUpBody(member), member)).status).toBe(200)
    const verified = await createVerifiedMember(site)
    // Made 8 days ago, as far as the accounts know.
    await sql(`UPDATE auth."user" SET "createdAt" = now() - interval '8 days' WHERE email = ANY($1)`, [
      [old.email, verified.email],
    ])

    // The job's work, through a better-auth of the site's own options and database.
    const secrets = JSON.parse(await readFile(path.join(site.dataDir, 'secrets.json'), 'utf8'))
    const options = authOptions(parseEnv({ ...secrets, DATABASE_URL: db, NODE_ENV: 'development' }))
    try {
      const context = (await betterAuth(options).$context) as unknown as AccountsContext
      expect(await removeUnverifiedAccounts(context)).toBeGreaterThanOrEqual(1)
    } finally {
      await options.database.end()
    }

    const left = await sql<{ email: string }>('SELECT email FROM auth."user" WHERE email = ANY($1)', [
      [old.email, young.email, verified.email],
    ])
    expect(left.map((row) => row.email).sort()).toEqual([young.email, verified.email].sort())
    const accounts = await sql('SELECT 1 FROM auth.account WHERE "userId" NOT IN (SELECT id FROM auth."user")')
    expect(accounts).toEqual([])
    await signIn(site, verified)
  })
})

describe('password reset', () => {
  it('answers the same for a member and an unknown address, and mails only the member', async () => {
    const member = await createVerifiedMember(site)
    const known = await post('/request-password-reset', { email: member.email, redirectTo: '/reset-pw' }, member)
    const unknown = await post(
      '/request-password-reset',
      { email: 'ghost@example.com', redirectTo: '/reset-pw' },
      member,
    )
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.json()).toEqual(await unknown.json())
    await waitForMail(site, member.email, 'reset-password')
    expect(await outbox(site, 'ghost@example.com')).toEqual([])
  })

  it('answers POST /forget-password as /request-password-reset', async () => {
    const member = await createVerifiedMember(site)
    const response = await post('/forget-password', { email: member.email, redirectTo: '/reset-pw' }, member)
    expect(response.status).toBe(200)
    const reset = await post('/request-password-reset', { email: member.email, redirectTo: '/reset-pw' }, member)
    expect(await response.json()).toEqual(await reset.json())
    await waitForMail(site, member.email, 'reset-password')
    await expectError(
      await post('/forget-password', { email: 'x@example.com', redirectTo: 'https://evil.example' }, member),
      403,
    )
  })

  it('checks the token, resets the password with it once, and signs the member out everywhere', async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    await post('/request-password-reset', { email: member.email, redirectTo: '/reset-pw' }, member)
    const link = linkIn(await waitForMail(site, member.email, 'reset-password'))
    const check = await fetch(link, { redirect: 'manual' })
    expect(check.status).toBe(302)
    const location = new URL(check.headers.get('location') ?? '', site.url)
    const token = location.searchParams.get('token') ?? ''
    expect(location.pathname).toBe('/reset-pw')
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/)

    const reset = await post('/reset-password', { newPassword: 'new-password-2', token }, member)
    expect(reset.status).toBe(200)
    expect(await reset.json()).toEqual({ status: true })
    await expectError(
      await post('/reset-password', { newPassword: 'new-password-3', token }, member),
      400,
      'INVALID_TOKEN',
    )
    expect(await (await getAuth('/get-session?disableCookieCache=true', jar)).json()).toBeNull()
    await signIn(site, { ...member, password: 'new-password-2' })
  })

  it('sends an unknown token back to the page with error=INVALID_TOKEN', async () => {
    const response = await getAuth('/reset-password/abcdefghijklmnopqrstuvwx?callbackURL=%2Freset-pw')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${site.url}/reset-pw?error=INVALID_TOKEN`)
  })

  it('answers the same for existing and unknown members at the 4th request: 429', async () => {
    const client = { client: newClient() }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await post('/request-password-reset', { email: `x${attempt}@example.com` }, client)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('my info', () => {
  let member: Member
  let jar: CookieJar
  beforeAll(async () => {
    member = await createVerifiedMember(site)
    jar = await signIn(site, member)
  })

  it('updates name and phone, and never the role', async () => {
    const ok = await post('/update-user', { name: '새이름', phone: '010 2222 3333' }, member, jar)
    expect(ok.status).toBe(200)
    const session = await (await getAuth('/get-session?disableCookieCache=true', jar)).json()
    expect(session.user).toMatchObject({ name: '새이름', phone: '010-2222-3333' })
    await expectError(await post('/update-user', { role: 'admin' }, member, jar), 400)
  })

  it('changes the password, optionally signing out the other sessions', async () => {
    const other = await signIn(site, member)
    const wrong = await post(
      '/change-password',
      { currentPassword: 'wrong-password-1', newPassword: 'changed-password-1' },
      member,
      jar,
    )
    await expectError(wrong, 400, 'INVALID_PASSWORD')
    const same = await post(
      '/change-password',
      { currentPassword: member.password, newPassword: member.password },
      member,
      jar,
    )
    await expectError(same, 400, 'PASSWORD_IS_THE_SAME')
    const response = await post(
      '/change-password',
      { currentPassword: member.password, newPassword: 'changed-password-1', revokeOtherSessions: true },
      member,
      jar,
    )
    expect(response.status).toBe(200)
    expect((await response.json()).user.email).toBe(member.email)
    member.password = 'changed-password-1'
    expect(await (await getAuth('/get-session?disableCookieCache=true', other)).json()).toBeNull()
    expect((await (await getAuth('/get-session?disableCookieCache=true', jar)).json()).user.email).toBe(member.email)
  })

  it('refuses change-password to a guest with 401', async () => {
    await expectError(
      await post('/change-password', { currentPassword: 'x', newPassword: 'changed-password-2' }, member),
      401,
      'UNAUTHORIZED',
    )
  })

  it('lets the member withdraw marketing consent and give it again, each with its time', async () => {
    const consent = async () =>
      (
        await sql<{ marketingAgreedAt: Date | null; marketingWithdrawnAt: Date | null }>(
          'SELECT "marketingAgreedAt", "marketingWithdrawnAt" FROM auth."user" WHERE email = $1',
          [member.email],
        )
      )[0]
    expect(await consent()).toEqual({ marketingAgreedAt: null, marketingWithdrawnAt: null })
    expect((await post('/marketing-consent', { agree: true }, member, jar)).status).toBe(200)
    const given = await consent()
    expect(given?.marketingAgreedAt).toBeInstanceOf(Date)
    expect(given?.marketingWithdrawnAt).toBeNull()
    expect((await post('/marketing-consent', { agree: false }, member, jar)).status).toBe(200)
    const withdrawn = await consent()
    expect(withdrawn?.marketingAgreedAt).toBeNull()
    expect(withdrawn?.marketingWithdrawnAt).toBeInstanceOf(Date)
    await expectError(await post('/marketing-consent', { agree: 'yes' }, member, jar), 400)
    await expectError(await post('/marketing-consent', { agree: true }, member), 401)
  })

  it('says the current address is the same, and tells the owner of an address in use (not the requester)', async () => {
    const same = await expectError(
      await post('/change-email', { newEmail: member.email.toUpperCase() }, member, jar),
      400,
      'EMAIL_IS_THE_SAME',
    )
    expect(same.message).toContain('지금 쓰는 이메일과 같습니다')
    const owner = await createVerifiedMember(site)
    const taken = await post('/change-email', { newEmail: owner.email, callbackURL: '/user/profile' }, member, jar)
    const free = await post(
      '/change-email',
      { newEmail: `free.${Date.now()}@example.com`, callbackURL: '/user/profile' },
      member,
      jar,
    )
    expect(taken.status).toBe(200)
    expect(await taken.json()).toEqual(await free.json())
    const attempt = await waitForMail(site, owner.email, 'email-in-use')
    expect(attempt.text).toContain('아무것도 바뀌지 않았습니다')
    expect(attempt.text).not.toContain(member.email)
    expect((await outbox(site, owner.email)).some((mail) => mail.kind === 'change-email')).toBe(false)
  })

  it('changes a verified e-mail only after the new address confirms it, then tells the old address', async () => {
    const oldEmail = member.email
    const newEmail = `changed.${Date.now()}@example.com`
    const response = await post('/change-email', { newEmail, callbackURL: '/user/profile' }, member, jar)
    expect(response.status).toBe(200)
    expect((await (await getAuth('/get-session?disableCookieCache=true', jar)).json()).user.email).toBe(member.email)
    const mail = await waitForMail(site, newEmail, 'change-email')
    expect(mail.subject).toContain('새 이메일 주소를 확인해 주세요')
    const confirm = await fetch(linkIn(mail), { redirect: 'manual', headers: { cookie: jar.header() } })
    expect(confirm.status).toBe(302)
    const [row] = await sql<{ email: string; emailVerified: boolean }>(
      'SELECT email, "emailVerified" FROM auth."user" WHERE phone = $1 AND name = $2',
      ['010-2222-3333', '새이름'],
    )
    expect(row?.email).toBe(newEmail)
    member.email = newEmail
    const alarm = await waitForMail(site, oldEmail, 'email-changed')
    expect(alarm.subject).toContain('이메일 주소가 바뀌었습니다')
    expect(alarm.text).toContain(oldEmail)
    expect(alarm.text).not.toContain(newEmail) // masked
  })

  it('lists the sessions and lets a member revoke their own, but not another member’s', async () => {
    const second = await signIn(site, member)
    const sessions = (await (await getAuth('/list-sessions', jar)).json()) as unknown[]
    expect(sessions.length).toBeGreaterThanOrEqual(2)
    const secondToken = sessionTokenIn(second)
    expect((await post('/revoke-session', { token: secondToken }, member, jar)).status).toBe(200)
    expect(await (await getAuth('/get-session?disableCookieCache=true', second)).json()).toBeNull()

    const stranger = await createVerifiedMember(site)
    const strangerJar = await signIn(site, stranger)
    const strangerToken = sessionTokenIn(strangerJar)
    await expectError(await post('/revoke-session', { token: strangerToken }, member, jar), 401, 'UNAUTHORIZED')
    expect((await (await getAuth('/get-session?disableCookieCache=true', strangerJar)).json()).user.email).toBe(
      stranger.email,
    )
    await expectError(await post('/revoke-session', { token: 'no-such-token' }, member, jar), 400, 'SESSION_NOT_FOUND')
    await expectError(await post('/revoke-session', {}, member, jar), 400)
  })

  it('revokes the other sessions, then all of them', async () => {
    const other = await signIn(site, member)
    expect((await post('/revoke-other-sessions', {}, member, jar)).status).toBe(200)
    expect(await (await getAuth('/get-session?disableCookieCache=true', other)).json()).toBeNull()
    expect((await (await getAuth('/get-session?disableCookieCache=true', jar)).json()).user).toBeTruthy()
    const response = await post('/revoke-sessions', {}, member, jar)
    expect(await response.json()).toEqual({ status: true })
    expect(await (await getAuth('/get-session?disableCookieCache=true', jar)).json()).toBeNull()
  })

  it('lists the accounts and refuses to unlink the last one', async () => {
    jar = await signIn(site, member)
    const accounts = (await (await getAuth('/list-accounts', jar)).json()) as { id: string; providerId: string }[]
    expect(accounts).toEqual([expect.objectContaining({ providerId: 'credential', scopes: [] })])
    const only = { accountId: accounts[0]?.id }
    await expectError(await post('/unlink-account', only, member, jar), 400, 'FAILED_TO_UNLINK_LAST_ACCOUNT')
    // Spec §7: accountId is optional; the provider names the account.
    await expectError(
      await post('/unlink-account', { providerId: 'credential' }, member, jar),
      400,
      'FAILED_TO_UNLINK_LAST_ACCOUNT',
    )
    await expectError(await post('/unlink-account', {}, member, jar), 400, 'VALIDATION_ERROR')
    // Spec §7: POST /account-info { accountId } as well as better-auth's GET.
    const info = await post('/account-info', only, member, jar)
    expect(info.status).not.toBe(404)
    expect(info.status).not.toBe(405)
    expect((await post('/account-info', only, member)).status).toBe(401)
    await expectError(await post('/get-access-token', { providerId: 'kakao' }, member, jar), 400)
    expect((await getAuth('/list-accounts')).status).toBe(401)
  })
})

describe('account deletion', () => {
  const userCount = async (email: string) =>
    Number((await sql<{ n: string }>('SELECT count(*) AS n FROM auth."user" WHERE email = $1', [email]))[0]?.n)

  it('refuses a wrong password and deletes with the right one: user, sessions and accounts', async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    await expectError(
      await post('/delete-user', { password: 'wrong-password-1' }, member, jar),
      400,
      'INVALID_PASSWORD',
    )
    const [{ id } = { id: '' }] = await sql<{ id: string }>('SELECT id FROM auth."user" WHERE email = $1', [
      member.email,
    ])
    const response = await post('/delete-user', { password: member.password }, member, jar)
    expect(await response.json()).toEqual({ success: true, message: '회원 탈퇴가 끝났습니다.' })
    expect(await userCount(member.email)).toBe(0)
    expect(
      await sql(
        'SELECT 1 FROM auth.session WHERE "userId" = $1 UNION ALL SELECT 1 FROM auth.account WHERE "userId" = $1',
        [id],
      ),
    ).toEqual([])
  })

  it('deletes on a fresh session without the password, and refuses a stale one', async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    await sql(
      `UPDATE auth.session SET "createdAt" = now() - interval '2 hours' WHERE "userId" = (SELECT id FROM auth."user" WHERE email = $1)`,
      [member.email],
    )
    await expectError(await post('/delete-user', {}, member, jar), 400, 'SESSION_EXPIRED')
    const fresh = await signIn(site, member)
    expect((await post('/delete-user', {}, member, fresh)).status).toBe(200)
    expect(await userCount(member.email)).toBe(0)
  })

  it('L8: the mailed link leads to a page; only its owner’s confirmed call uses it up', async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    expect((await post('/request-delete-account', {}, member, jar)).status).toBe(200)
    const mail = await waitForMail(site, member.email, 'delete-account')
    expect(mail.text).toContain('24시간')
    const link = linkIn(mail)
    expect(link.startsWith(`${site.url}/user/delete-account?token=`)).toBe(true)
    const path = link.slice(site.url.length)
    const token = new URL(link).searchParams.get('token') ?? ''
    expect(token).toMatch(/^[0-9a-z]{32}$/)

    // A guest is asked to sign in first, with the way back to this link.
    const guest = await get(site.url, path)
    expect(guest.status).toBe(200)
    const guestPage = await guest.text()
    expect(guestPage).toContain('먼저 로그인해 주세요')
    expect(guestPage).toContain(`/login?redirect=${encodeURIComponent(path)}`)

    // Another member is told the link is not theirs, and cannot use it up.
    const stranger = await createVerifiedMember(site)
    const strangerJar = await signIn(site, stranger)
    expect(await (await get(site.url, path, { jar: strangerJar })).text()).toContain('다른 계정의 탈퇴 링크')
    await expectError(
      await post('/delete-user', { token }, stranger, strangerJar),
      403,
      'DELETE_LINK_OF_ANOTHER_MEMBER',
    )
    // better-auth's own callback deletes nothing on a GET: it leads to the page.
    const callback = await fetch(`${site.url}/api/auth/delete-user/callback?token=${token}&callbackURL=%2F`, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    })
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe(link)
    expect(await userCount(member.email)).toBe(1)
    expect(await userCount(stranger.email)).toBe(1)

    // The owner sees what will happen, and the confirmed call deletes.
    const ownerPage = await (await get(site.url, path, { jar })).text()
    expect(ownerPage).toContain('탈퇴하기')
    expect(ownerPage).toContain(member.email)
    const deleted = await post('/delete-user', { token }, member, jar)
    expect(await deleted.json()).toEqual({ success: true, message: '회원 탈퇴가 끝났습니다.' })
    expect(await userCount(member.email)).toBe(0)
    // Used up: the page says so.
    expect(await (await get(site.url, path, { jar: strangerJar })).text()).toContain('만료되었거나 이미 사용된')
  })
})

describe('find-id', () => {
  it('shows the masked e-mail and sign-up date for an exact name and phone', async () => {
    const member = await createVerifiedMember(site, {
      email: `abcdef${Date.now()}@naver.com`,
      phone: '010-7777-1234',
      name: '홍길동',
    })
    const response = await post('/find-id', { name: '홍길동', phone: '01077771234' }, member)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.accounts).toEqual([{ email: 'ab***@na***.com', createdAt: expect.any(String) }])
    expect(JSON.stringify(body)).not.toContain(member.email)
  })

  it('answers unknown and half-matching details the same way', async () => {
    const client = { client: newClient() }
    const unknown = await post('/find-id', { name: '없는사람', phone: '010-0000-0000' }, client)
    const halfMatch = await post('/find-id', { name: '다른이름', phone: '010-7777-1234' }, client)
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual({ accounts: [] })
    expect(await halfMatch.json()).toEqual({ accounts: [] })
    await expectError(await post('/find-id', { name: '', phone: '12' }, client), 400)
  })

  it('limits a client to 5 look-ups in 10 minutes', async () => {
    const client = { client: newClient() }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post('/find-id', { name: `이름${attempt}`, phone: '010-1111-2222' }, client)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('small endpoints and redirects', () => {
  it('answers /ok', async () => {
    expect(await (await getAuth('/ok')).json()).toEqual({ ok: true })
  })

  it('refuses a cookie-carrying POST from another origin', async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    const response = await postJson(
      site.url,
      '/api/auth/sign-out',
      {},
      { jar, headers: { ...member.client, origin: 'https://evil.example' } },
    )
    await expectError(response, 403)
  })

  it('keeps unknown social providers out with a Korean 404', async () => {
    await expectError(
      await post('/sign-in/social', { provider: 'kakao', callbackURL: '/' }, { client: newClient() }),
      404,
      'PROVIDER_NOT_FOUND',
    )
  })
})

describe('sessions and links end when they should', () => {
  /** Sends exactly the cookies a browser held at one moment, whatever the answers set. */
  const frozen = (header: string) => ({ header: () => header, store: () => {} }) as unknown as CookieJar
  const tokensOf = async (email: string) =>
    (
      await sql<{ token: string }>(
        'SELECT token FROM auth.session WHERE "userId" = (SELECT id FROM auth."user" WHERE email = $1)',
        [email],
      )
    ).map((row) => row.token)
  const resetToken = async (link: string) =>
    new URL((await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '', site.url).searchParams.get(
      'token',
    ) ?? ''

  /** What a signed-in browser with a stale cookie cache may no longer do or read. */
  async function expectSignedOut(member: Member, cookie: string) {
    const stale = () => frozen(cookie)
    await expectError(await post('/update-user', { name: '가로챈이름' }, member, stale()), 401)
    await expectError(await getAuth('/list-sessions', stale()), 401)
    await expectError(await getAuth('/list-accounts', stale()), 401)
    await expectError(await post('/request-delete-account', {}, member, stale()), 401)
    await expectError(await post('/revoke-device', { id: 'x' }, member, stale()), 401)
    for (const page of ['/user/profile', '/user/applications', '/user/edu']) {
      const response = await get(site.url, page, { jar: stale() })
      expect(response.status, page).toBe(307)
      expect(response.headers.get('location'), page).toMatch(/^\/login\?redirect=/)
    }
    const [row] = await sql<{ name: string }>('SELECT name FROM auth."user" WHERE email = $1', [member.email])
    expect(row?.name).toBe(member.name)
  }

  it('L5: revoking all sessions ends them at once, though the 60-second cookie cache still holds them', async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    const cookie = jar.header()
    expect(cookie).toContain('session_data') // the signed cache, valid for another minute
    expect((await getAuth('/list-sessions', frozen(cookie))).status).toBe(200)
    const other = await signIn(site, member)
    expect((await post('/revoke-sessions', {}, member, other)).status).toBe(200)
    await expectSignedOut(member, cookie)
  })

  it('L5: a password reset ends every session at once', async () => {
    const member = await createVerifiedMember(site)
    const cookie = (await signIn(site, member)).header()
    await post('/request-password-reset', { email: member.email, redirectTo: '/reset-pw' }, member)
    const token = await resetToken(linkIn(await waitForMail(site, member.email, 'reset-password')))
    expect((await post('/reset-password', { newPassword: 'after-reset-1', token }, member)).status).toBe(200)
    await expectSignedOut(member, cookie)
  })

  it('L6: a reset with one link ends the member’s other links; a new request leaves older links valid', async () => {
    const member = await createVerifiedMember(site)
    for (let i = 0; i < 3; i++)
      await post('/request-password-reset', { email: member.email, redirectTo: '/reset-pw' }, member)
    await waitForMail(site, member.email, 'reset-password', 3)
    const links = (await outbox(site, member.email)).filter((mail) => mail.kind === 'reset-password').map(linkIn)
    const [newest, middle, oldest] = await Promise.all(links.map(resetToken))
    expect(new Set([newest, middle, oldest]).size).toBe(3) // every link still opens the form
    expect((await post('/reset-password', { newPassword: 'with-middle-1', token: middle }, member)).status).toBe(200)
    for (const token of [newest, oldest])
      await expectError(
        await post('/reset-password', { newPassword: 'with-other-1', token }, member),
        400,
        'INVALID_TOKEN',
      )
    const reopened = await fetch(links[2] ?? '', { redirect: 'manual' })
    expect(reopened.headers.get('location')).toContain('error=INVALID_TOKEN')
    await signIn(site, { ...member, password: 'with-middle-1' })
  })

  it('L6: changing the password ends the outstanding reset links too', async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    await post('/request-password-reset', { email: member.email, redirectTo: '/reset-pw' }, member)
    const token = await resetToken(linkIn(await waitForMail(site, member.email, 'reset-password')))
    const changed = await post(
      '/change-password',
      { currentPassword: member.password, newPassword: 'changed-here-1' },
      member,
      jar,
    )
    expect(changed.status).toBe(200)
    await expectError(
      await post('/reset-password', { newPassword: 'by-old-link-1', token }, member),
      400,
      'INVALID_TOKEN',
    )
  })

  it('L7: no answer carries a session token; a device is signed out by its id, only the caller’s own', async () => {
    const member = await createVerifiedMember(site)
    const signInAnswer = await post('/sign-in/email', { email: member.email, password: member.password }, member)
    const jar = new CookieJar()
    jar.store(signInAnswer)
    const second = await signIn(site, member)
    const tokens = await tokensOf(member.email)
    expect(tokens.length).toBe(2)
    const answers = [
      await signInAnswer.text(),
      await (await getAuth('/list-sessions', jar)).text(),
      await (await getAuth('/get-session', jar)).text(),
      await (await getAuth('/get-session?disableCookieCache=true', jar)).text(),
    ]
    for (const answer of answers) for (const token of tokens) expect(answer).not.toContain(token)
    const sessions = (await (await getAuth('/list-sessions', jar)).json()) as { id: string; token?: string }[]
    expect(sessions).toHaveLength(2)
    for (const session of sessions) expect(session).not.toHaveProperty('token')
    const current = (await (await getAuth('/get-session?disableCookieCache=true', jar)).json()).session.id
    const otherId = sessions.find((session) => session.id !== current)?.id ?? ''

    const stranger = await createVerifiedMember(site)
    const strangerJar = await signIn(site, stranger)
    await expectError(await post('/revoke-device', { id: otherId }, stranger, strangerJar), 400, 'SESSION_NOT_FOUND')
    expect((await (await getAuth('/get-session?disableCookieCache=true', second)).json())?.user.email).toBe(
      member.email,
    )
    await expectError(await post('/revoke-device', {}, member, jar), 400)

    expect(await (await post('/revoke-device', { id: otherId }, member, jar)).json()).toEqual({ status: true })
    expect(await (await getAuth('/get-session?disableCookieCache=true', second)).json()).toBeNull()
    expect((await (await getAuth('/get-session?disableCookieCache=true', jar)).json())?.user.email).toBe(member.email)
  })

  it('keeps name, e-mail, phone and address out of every cookie (they are encrypted in the cache)', async () => {
    const member = await createVerifiedMember(site, { name: `쿠키${Date.now() % 10000}` })
    const setCookies: string[] = []
    const jar = new CookieJar()
    const collect = (response: Response) => {
      setCookies.push(...response.headers.getSetCookie())
      jar.store(response)
      return response
    }
    collect(await post('/sign-in/email', { email: member.email, password: member.password, rememberMe: false }, member))
    collect(await getAuth('/get-session?disableCookieCache=true', jar))
    collect(await post('/update-user', { phone: '010-4321-8765' }, member, jar))
    collect(await get(site.url, '/user/profile', { jar }))
    expect(setCookies.some((cookie) => cookie.includes('session_data='))).toBe(true)
    expect(setCookies.some((cookie) => cookie.includes('dont_remember='))).toBe(true)
    /** A cookie's value as text, and each of its dot-separated parts decoded from base64. */
    const readable = (cookie: string) => {
      const value = decodeURIComponent(cookie.split(';')[0]?.split('=').slice(1).join('=') ?? '')
      return [value, ...value.split('.').map((part) => Buffer.from(part, 'base64').toString('utf8'))].join('\n')
    }
    const secrets = [member.email, member.name, member.phone, '010-4321-8765', '01043218765', '198.18.']
    for (const cookie of setCookies) for (const secret of secrets) expect(readable(cookie)).not.toContain(secret)
    // The cache still serves the page header's get-session.
    expect((await (await getAuth('/get-session', jar)).json()).user).toMatchObject({
      email: member.email,
      name: member.name,
    })
  })
})

describe('내 정보 내려받기: the member’s own data (GET /api/me/data)', () => {
  /** An inquiry sent signed in, as the contact page sends it; its reference number. */
  async function sendSignedIn(member: Member, jar: CookieJar, message: string) {
    const fields = { name: member.name, email: member.email, phone: member.phone, message }
    const response = await sendGeneralInquiry(site.url, fields, { cookie: jar.header(), ...member.client })
    expect(response.status).toBe(201)
    return ((await response.json()) as { referenceNumber: string }).referenceNumber
  }

  it('holds everything of the member’s and nothing of anyone else’s, as JSON and as a Korean CSV', async () => {
    const mine = await createVerifiedMember(site)
    const other = await createVerifiedMember(site)
    const jar = await signIn(site, mine)
    const myReference = await sendSignedIn(mine, jar, '=내려받기에 들어가야 하는 문의입니다.')
    const otherReference = await sendSignedIn(other, await signIn(site, other), '다른 회원의 문의입니다.')

    const json = await get(site.url, '/api/me/data?format=json', { jar })
    expect(json.status).toBe(200)
    expect(json.headers.get('cache-control')).toBe('private, no-store')
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"; filename\*=UTF-8''%EB%82%B4-/,
    )
    const text = await json.text()
    const file = JSON.parse(text)
    expect(file['회원 정보']).toMatchObject({ 이름: mine.name, 이메일: mine.email, '이메일 확인': '확인함' })
    expect(file['동의 내역'].이용약관).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 동의$/)
    expect(file['동의 내역']['동의한 약관 버전']).toMatch(/^이용약관 /)
    expect(file['마케팅 정보 수신'].상태).toBe('동의하지 않음')
    expect(file['로그인 수단']).toEqual([{ 수단: '이메일과 비밀번호', '연결 시각': expect.any(String) }])
    expect(
      file['로그인한 기기'].filter((device: Record<string, string>) => device['이 파일을 내려받은 기기'] === '예'),
    ).toHaveLength(1)
    expect(file.문의).toHaveLength(1)
    expect(file.문의[0]).toMatchObject({
      '접수 번호': myReference,
      종류: expect.any(String),
      '문의 내용': '=내려받기에 들어가야 하는 문의입니다.',
      '개인정보 수집·이용 동의': expect.stringMatching(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 동의 \(안내문 .+\)$/),
      '민감정보 처리 동의': '동의하지 않음',
      답변: [],
      '내가 남긴 메모': [],
    })
    // Nobody else's, and nothing that signs in.
    for (const absent of [other.email, otherReference, sessionTokenIn(jar), mine.password])
      expect(text).not.toContain(absent)

    const csv = await get(site.url, '/api/me/data?format=csv', { jar })
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = bytes.subarray(3).toString('utf8')
    expect(rows.startsWith('"구분","항목","내용"\r\n')).toBe(true)
    expect(rows).toContain(`"회원 정보","이메일","${mine.email}"\r\n`)
    expect(rows).toContain(`"문의 1","접수 번호","${myReference}"\r\n`)
    // A spreadsheet does not read the member's text as a formula.
    expect(rows).toContain(`"문의 1","문의 내용","'=내려받기에 들어가야 하는 문의입니다."\r\n`)
    expect(rows).toContain('"문의 1","답변","없음"\r\n')
    expect(rows).not.toContain(other.email)
  })

  it('refuses a guest, and a sign-in older than an hour, in Korean', async () => {
    const guest = await get(site.url, '/api/me/data')
    expect(guest.status).toBe(401)
    expect(await guest.text()).toMatch(hangul)

    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    await sql(`UPDATE auth.session SET "createdAt" = now() - interval '2 hours' WHERE token = $1`, [
      sessionTokenIn(jar),
    ])
    const stale = await get(site.url, '/api/me/data?format=csv', { jar })
    expect(stale.status).toBe(403)
    expect(await stale.text()).toContain('다시 로그인한 뒤 내려받아 주세요')
    // A person who clicked the link is sent back to 내 정보, which offers to sign in again (fetch
    // would send its own Sec-Fetch-Mode: the browser's request, as it goes out).
    const clicked = await rawRequest(site.url, '/api/me/data?format=csv', {
      headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    })
    expect(clicked.status).toBe(303)
    expect(clicked.headers.location).toMatch(/\/user\/profile\?data=reauth#data-title$/)
    // A link on another site downloads nothing.
    const fromElsewhere = await rawRequest(site.url, '/api/me/data', {
      headers: { cookie: jar.header(), 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    })
    expect(fromElsewhere.status).toBe(403)
  })
})
