/**
 * Site members for staff through the admin's API (/api/site-members…, Payload's session) against a
 * started site on a real Postgres: admins list, read and act; editors and guests are refused in
 * Korean and change nothing; every action leaves a line with who did it; a suspended member
 * cannot sign in and is told so in Korean; deleting is the member's own deletion.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, get, postJson } from '../helpers/http'
import {
  createVerifiedMember,
  type Member,
  newMember,
  outbox,
  signIn,
  signUpBody,
  waitForMail,
} from '../helpers/members'
import { queryOnce } from '../helpers/postgres'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import { type RunningSite, TEST_ADMIN } from '../helpers/site'
import type { TestDatabase } from '../helpers/test-database'

let seeded: SeededSite
let db: TestDatabase
let site: RunningSite
let payload: Payload
let adminJar: CookieJar
let editorJar: CookieJar

const hangul = /[가-힣]/
const EDITOR = { email: `members-editor-${Date.now()}@example.com`, password: 'editor-password-0123', name: '박편집' }
/** In every member's name made here, so a search finds only them. */
const TAG = `회원${randomUUID().slice(0, 6)}`
const ACTIONS = ['resend-verification', 'end-sessions', 'suspend', 'reinstate', 'delete'] as const

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi({ TRUSTED_PROXY: 'true' })
  ;({ db, site, payload } = seeded)
  await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor' }, overrideAccess: true })
  adminJar = new CookieJar()
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: adminJar })).status).toBe(200)
  editorJar = new CookieJar()
  expect((await postJson(site.url, '/api/users/login', EDITOR, { jar: editorJar })).status).toBe(200)
})
afterAll(() => seeded?.stop())

const sql = <T extends Record<string, unknown>>(text: string, values?: unknown[]) => queryOnce<T>(db.url, text, values)
const staffPost = (path: string, jar?: CookieJar, body: unknown = {}) =>
  postJson(site.url, `/api/site-members${path}`, body, { jar })
const staffGet = (path: string, jar?: CookieJar) => get(site.url, `/api/site-members${path}`, { jar })

async function idOf(member: Member) {
  const rows = await sql<{ id: string }>('SELECT id FROM auth."user" WHERE email = $1', [member.email])
  if (!rows[0]) throw new Error(`no member ${member.email}`)
  return rows[0].id
}

async function signUpOnly(member: Member) {
  const response = await postJson(site.url, '/api/auth/sign-up/email', signUpBody(member), { headers: member.client })
  expect(response.status).toBe(200)
}

const trySignIn = (member: Member) =>
  postJson(
    site.url,
    '/api/auth/sign-in/email',
    { email: member.email, password: member.password },
    { headers: member.client },
  )

async function sessionOf(jar: CookieJar) {
  const response = await get(site.url, '/api/auth/get-session?disableCookieCache=true', { jar })
  return (await response.json()) as { user?: { id: string } } | null
}

async function expectKorean(response: Response, status: number) {
  expect(response.status).toBe(status)
  const body = await response.json()
  expect(body.message).toMatch(hangul)
  return body
}

async function auditLines(memberId: string) {
  const response = await get(
    site.url,
    `/api/member-actions?where[memberId][equals]=${encodeURIComponent(memberId)}&sort=createdAt&depth=0`,
    { jar: adminJar },
  )
  expect(response.status).toBe(200)
  return (await response.json()).docs as {
    action: string
    actor: number
    actorEmail: string
    memberEmail: string
    reason?: string | null
    sessionsEnded?: number | null
  }[]
}

describe('who may', () => {
  it('refuses guests and editors every read and action in Korean, and changes nothing', async () => {
    const member = await createVerifiedMember(site, { name: `${TAG}가` })
    const id = await idOf(member)
    const jar = await signIn(site, member)
    for (const [who, status] of [
      [undefined, 401],
      [editorJar, 403],
    ] as const) {
      await expectKorean(await staffGet('', who), status)
      await expectKorean(await staffGet(`/${id}`, who), status)
      for (const action of ACTIONS) await expectKorean(await staffPost(`/${id}/${action}`, who), status)
    }
    // Still a member, signed in, not suspended, nothing recorded.
    expect((await sessionOf(jar))?.user?.id).toBe(id)
    const [row] = await sql<{ banned: boolean }>('SELECT banned FROM auth."user" WHERE id = $1', [id])
    expect(row?.banned).toBe(false)
    expect(await auditLines(id)).toEqual([])
  })

  it('lets only admins read the audit log, and nobody write it through the API', async () => {
    expect((await get(site.url, '/api/member-actions', { jar: editorJar })).status).toBe(403)
    expect((await get(site.url, '/api/member-actions')).status).toBe(403)
    const forged = await postJson(
      site.url,
      '/api/member-actions',
      { action: 'delete', memberId: 'x' },
      { jar: adminJar },
    )
    expect(forged.status).toBe(403)
  })
})

describe('the list', () => {
  it('finds members by name, e-mail and phone (typed with or without hyphens), paged in the answer', async () => {
    const member = await createVerifiedMember(site, { name: `${TAG}나`, phone: '010-7777-4321' })
    const find = async (q: string) => {
      const response = await staffGet(`?${new URLSearchParams({ q })}`, adminJar)
      expect(response.status).toBe(200)
      return response.json() as Promise<{
        members: { email: string }[]
        total: number
        page: number
        totalPages: number
      }>
    }
    for (const q of [`${TAG}나`, member.email.toUpperCase(), '010-7777-4321', '01077774321', '7777-43']) {
      const page = await find(q)
      expect(page.members.map((row) => row.email)).toContain(member.email)
    }
    const all = await find(TAG)
    expect(all.page).toBe(1)
    expect(all.totalPages).toBe(1)
    // A LIKE wildcard is a character like any other.
    expect((await find('%')).total).toBe(0)
  })

  it('filters by verification, marketing consent and sign-up date (Seoul days)', async () => {
    const unverified = newMember({ name: `${TAG}다` })
    await signUpOnly(unverified)
    const marketing = newMember({ name: `${TAG}라` })
    const response = await postJson(
      site.url,
      '/api/auth/sign-up/email',
      { ...signUpBody(marketing), agreements: { terms: true, privacy: true, age14: true, marketing: true } },
      { headers: marketing.client },
    )
    expect(response.status).toBe(200)
    const emails = async (query: Record<string, string>) => {
      const answer = await staffGet(`?${new URLSearchParams({ q: TAG, ...query })}`, adminJar)
      expect(answer.status).toBe(200)
      return ((await answer.json()).members as { email: string }[]).map((row) => row.email)
    }
    expect(await emails({ verified: 'no' })).toEqual(expect.arrayContaining([unverified.email, marketing.email]))
    expect(await emails({ verified: 'yes' })).not.toContain(unverified.email)
    expect(await emails({ marketing: 'yes' })).toEqual([marketing.email])
    expect(await emails({ marketing: 'no' })).not.toContain(marketing.email)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date())
    expect(await emails({ from: today, to: today })).toContain(unverified.email)
    expect(await emails({ to: '2020-01-01' })).toEqual([])
  })

  it('refuses a malformed query in Korean', async () => {
    for (const query of ['verified=maybe', 'from=2026-13-45', 'page=0', 'from=2026-02-01&to=2026-01-01']) {
      const body = await expectKorean(await staffGet(`?${query}`, adminJar), 400)
      expect(Object.values(body.errors).join()).toMatch(hangul)
    }
  })
})

describe('bad input', () => {
  it('answers garbage in every query field and member id with a Korean refusal, never a 5xx', async () => {
    const garbage = [
      '\u0000',
      '%',
      '_',
      '\\',
      "'; DROP TABLE x;--",
      '한'.repeat(101),
      '\u202e',
      '[]',
      '9'.repeat(40),
      'a'.repeat(3000),
    ]
    const failures: string[] = []
    const check = async (label: string, response: Response) => {
      if (response.status >= 500) failures.push(`${label}: ${response.status}`)
      else if (response.status >= 400 && !hangul.test((await response.json()).message ?? '')) {
        failures.push(`${label}: ${response.status} not Korean`)
      }
    }
    for (const text of garbage) {
      for (const key of ['q', 'verified', 'marketing', 'from', 'to', 'page']) {
        await check(`${key}=${text.slice(0, 10)}`, await staffGet(`?${new URLSearchParams({ [key]: text })}`, adminJar))
      }
      const id = encodeURIComponent(text)
      await check(`GET /${text.slice(0, 10)}`, await staffGet(`/${id}`, adminJar))
      await check(`suspend /${text.slice(0, 10)}`, await staffPost(`/${id}/suspend`, adminJar, { reason: text }))
    }
    expect(failures).toEqual([])
  })
})

describe("a member's page", () => {
  it('shows consents, sign-in methods, sessions (no token) and their inquiries; never a password or token', async () => {
    const member = await createVerifiedMember(site, { name: `${TAG}마` })
    const id = await idOf(member)
    await signIn(site, member)
    const inquiry = await payload.create({
      collection: 'inquiries',
      overrideAccess: true,
      data: {
        referenceNumber: `Q261125-M${randomUUID().slice(0, 5).toUpperCase()}`,
        kind: 'general',
        topic: 'press',
        status: 'new',
        name: member.name,
        phone: member.phone,
        email: member.email,
        message: '회원이 보낸 문의입니다.',
        idempotencyKey: randomUUID(),
        privacyNoticeVersion: '2026-11-01',
        authorId: id,
      } as never,
    })
    const response = await staffGet(`/${id}`, adminJar)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toMatch(/password|token|scrypt/i)
    const detail = JSON.parse(text)
    expect(detail.consents.terms).toBeTruthy()
    expect(detail.consents.privacy).toBeTruthy()
    expect(detail.consents.marketing).toBeNull()
    expect(detail.signInMethods).toEqual([{ providerId: 'credential', linkedAt: expect.any(String) }])
    expect(detail.sessions).toHaveLength(1)
    expect(detail.sessions[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      expiresAt: expect.any(String),
      ipAddress: expect.any(String),
      userAgent: expect.stringMatching(/^test-client-/),
    })
    expect(detail.inquiries).toEqual([
      expect.objectContaining({ id: inquiry.id, referenceNumber: inquiry.referenceNumber }),
    ])
    await expectKorean(await staffGet('/no-such-member', adminJar), 404)
  })
})

describe('actions, each recorded with who did it', () => {
  it('resends the verification mail to an unverified member, and refuses a verified one', async () => {
    const member = newMember({ name: `${TAG}바` })
    await signUpOnly(member)
    await waitForMail(site, member.email, 'verify-email', 1)
    const id = await idOf(member)
    const response = await staffPost(`/${id}/resend-verification`, adminJar)
    expect(response.status).toBe(200)
    expect((await response.json()).message).toMatch(hangul)
    await waitForMail(site, member.email, 'verify-email', 2)
    expect((await outbox(site, member.email)).filter((mail) => mail.kind === 'verify-email')).toHaveLength(2)

    const verified = await createVerifiedMember(site)
    await expectKorean(await staffPost(`/${await idOf(verified)}/resend-verification`, adminJar), 409)

    const [line] = await auditLines(id)
    expect(line).toMatchObject({ action: 'resend-verification', actorEmail: TEST_ADMIN.email })
    expect(line?.memberEmail).toContain('***')
  })

  it('ends every session of a member', async () => {
    const member = await createVerifiedMember(site)
    const id = await idOf(member)
    const phone = await signIn(site, member)
    const laptop = await signIn(site, member)
    const response = await staffPost(`/${id}/end-sessions`, adminJar)
    expect(response.status).toBe(200)
    expect((await response.json()).sessionsEnded).toBe(2)
    expect(await sessionOf(phone)).toBeNull()
    expect(await sessionOf(laptop)).toBeNull()
    expect(await auditLines(id)).toEqual([expect.objectContaining({ action: 'end-sessions', sessionsEnded: 2 })])
    // Not suspended: signing in again works.
    expect((await trySignIn(member)).status).toBe(200)
  })

  it('suspends: sessions end, sign-in is refused in Korean; reinstating lets the member in again', async () => {
    const member = await createVerifiedMember(site)
    const id = await idOf(member)
    const jar = await signIn(site, member)

    const suspended = await staffPost(`/${id}/suspend`, adminJar, { reason: '스팸 문의 반복' })
    expect(suspended.status).toBe(200)
    expect(await sessionOf(jar)).toBeNull()
    const refused = await expectKorean(await trySignIn(member), 403)
    expect(refused.code).toBe('BANNED_USER')
    expect(refused.message).toContain('이용이 정지된 계정')
    await expectKorean(await staffPost(`/${id}/suspend`, adminJar), 409)
    const listed = await (await staffGet(`?${new URLSearchParams({ q: member.email })}`, adminJar)).json()
    expect(listed.members[0].suspended).toBe(true)

    expect((await staffPost(`/${id}/reinstate`, adminJar)).status).toBe(200)
    expect((await trySignIn(member)).status).toBe(200)
    await expectKorean(await staffPost(`/${id}/reinstate`, adminJar), 409)

    const lines = await auditLines(id)
    expect(lines.map((line) => line.action)).toEqual(['suspend', 'reinstate'])
    expect(lines[0]).toMatchObject({ reason: '스팸 문의 반복', sessionsEnded: 1, actorEmail: TEST_ADMIN.email })
    expect(lines.every((line) => typeof line.actor === 'number')).toBe(true)
  })

  it('refuses an overlong suspension reason in Korean', async () => {
    const member = await createVerifiedMember(site)
    await expectKorean(await staffPost(`/${await idOf(member)}/suspend`, adminJar, { reason: '가'.repeat(201) }), 400)
  })

  it("deletes as the member's own deletion does: user, sessions and sign-in methods gone, address free again", async () => {
    const member = await createVerifiedMember(site)
    const id = await idOf(member)
    const jar = await signIn(site, member)
    expect((await staffPost(`/${id}/delete`, adminJar)).status).toBe(200)
    expect(await sessionOf(jar)).toBeNull()
    expect(
      await sql(
        'SELECT 1 FROM auth."user" WHERE id = $1 UNION ALL SELECT 1 FROM auth.session WHERE "userId" = $1 UNION ALL SELECT 1 FROM auth.account WHERE "userId" = $1',
        [id],
      ),
    ).toEqual([])
    await expectKorean(await trySignIn(member), 401)
    await expectKorean(await staffGet(`/${id}`, adminJar), 404)
    await expectKorean(await staffPost(`/${id}/delete`, adminJar), 404)
    // As after 회원 탈퇴, the address can sign up again.
    await signUpOnly({ ...member, name: '다시가입' })
    const [line] = await auditLines(id)
    expect(line).toMatchObject({ action: 'delete', actorEmail: TEST_ADMIN.email })
    expect(line?.memberEmail).not.toBe(member.email)
  })
})

describe('개인정보 정정·삭제 요청: members’ correction and deletion requests for admins', () => {
  const patch = (id: number, body: unknown, jar?: CookieJar) =>
    fetch(`${site.url}/api/privacy-requests/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: site.url, ...(jar ? { cookie: jar.header() } : {}) },
      body: JSON.stringify(body),
    })
  /** A request as 내 정보's action stores it (src/privacy/requests/actions.ts). */
  const newRequest = (memberEmail: string) =>
    payload.create({
      collection: 'privacy-requests',
      data: {
        kind: 'correct',
        detail: '문의 A-1의 연락처를 010-1111-2222로 고쳐 주세요.',
        memberId: `member-${randomUUID()}`,
        memberEmail,
        memberName: '홍길동',
        dueAt: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
        status: 'received',
      },
      overrideAccess: true,
    })

  it('only admins read and answer them; nobody creates, deletes or rewrites what the member sent', async () => {
    const request = await newRequest(`privacy-${Date.now()}@example.com`)
    expect((await get(site.url, '/api/privacy-requests', { jar: editorJar })).status).toBe(403)
    expect((await get(site.url, '/api/privacy-requests')).status).toBe(403)
    const listed = await get(site.url, `/api/privacy-requests/${request.id}`, { jar: adminJar })
    expect(listed.status).toBe(200)
    expect(
      (await postJson(site.url, '/api/privacy-requests', { kind: 'delete', detail: 'x' }, { jar: adminJar })).status,
    ).toBe(403)
    expect((await patch(request.id, { status: 'in-progress' }, editorJar)).status).toBe(403)
    const deleted = await fetch(`${site.url}/api/privacy-requests/${request.id}`, {
      method: 'DELETE',
      headers: { origin: site.url, cookie: adminJar.header() },
    })
    expect(deleted.status).toBe(403)

    const rewritten = await patch(
      request.id,
      { status: 'in-progress', detail: '관리자가 바꾼 내용', memberEmail: 'other@example.com' },
      adminJar,
    )
    expect(rewritten.status).toBe(200)
    const stored = await payload.findByID({ collection: 'privacy-requests', id: request.id, depth: 0 })
    expect(stored).toMatchObject({ status: 'in-progress', detail: request.detail, memberEmail: request.memberEmail })
  })

  it('closing one needs the answer for the member, names who answered, and mails the member once', async () => {
    const memberEmail = `privacy-answer-${Date.now()}@example.com`
    const request = await newRequest(memberEmail)
    const refused = await patch(request.id, { status: 'done' }, adminJar)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('회원에게 알릴 처리 결과를 적어 주세요')

    const answer = '문의 A-1의 연락처를 010-1111-2222로 고쳤습니다.'
    expect((await patch(request.id, { status: 'done', answer }, adminJar)).status).toBe(200)
    const stored = await payload.findByID({ collection: 'privacy-requests', id: request.id, depth: 0 })
    const [admin] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [TEST_ADMIN.email])
    expect(stored.handledBy).toBe(admin?.id)
    expect(stored.handledAt).toBeTruthy()
    const mail = await waitForMail(site, memberEmail, 'privacy-request-answer')
    expect(mail.subject).toContain('개인정보 정정 요청의 처리 결과')
    expect(mail.text).toContain(answer)
    expect(mail.text).toContain('118')

    // What the member was told stays as it was: a closed request is not reopened or rewritten, and
    // the one mail sent is the only one.
    for (const change of [{ answer: `${answer} 감사합니다.` }, { status: 'in-progress' }, { status: 'refused' }]) {
      const rewritten = await patch(request.id, change, adminJar)
      expect(rewritten.status).toBe(400)
      expect(JSON.stringify(await rewritten.json())).toContain('처리를 마친 요청은 바꿀 수 없습니다')
    }
    expect(await payload.findByID({ collection: 'privacy-requests', id: request.id, depth: 0 })).toMatchObject({
      status: 'done',
      answer,
    })
    const queued = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM payload_jobs WHERE input->>'to' = $1 AND input->>'kind' = 'privacy-request-answer'`,
      [memberEmail],
    )
    const sent = (await outbox(site, memberEmail)).filter((mail) => mail.kind === 'privacy-request-answer')
    expect(sent.length + (queued[0]?.n ?? 0)).toBe(1)
  })
})
