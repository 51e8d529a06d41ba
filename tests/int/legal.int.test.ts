/**
 * 이용약관 and 개인정보처리방침 as a ledger, against a started site on a real Postgres with the Local
 * API beside it: staff write versions ahead of time and cannot rewrite what was announced; a change
 * is announced on every page and mailed to members once; at its 시행일 it is the text in effect
 * with nobody pressing a button; a version asking for consent again stops a member at the door of
 * the members' area until they agree, and the agreement is recorded against that version.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEGAL_NOTICE_TASK } from '@/legal/notice-mail'
import { addDays, seoulDay, startOfSeoulDay } from '@/lib/seoul-days'
import { paragraph, richText } from '@/seed/lexical'
import { CookieJar, get, postJson } from '../helpers/http'
import { createVerifiedMember, type Member, outbox, signIn, waitForMail } from '../helpers/members'
import { queryOnce } from '../helpers/postgres'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import { type RunningSite, TEST_ADMIN } from '../helpers/site'

let seeded: SeededSite
let site: RunningSite
let payload: Payload
let adminJar: CookieJar
let member: Member

const today = seoulDay(new Date())
const seoulMidnight = (day: string) => startOfSeoulDay(day).toISOString()
const body = (text: string) =>
  richText(paragraph('제1조 (목적) 이 약관은 회사와 이용자의 권리를 정합니다.'), paragraph(text))

/** A version written as the seed writes history: its dates are not held to the notice rule. */
const writeVersion = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'legal-versions',
    data: { document: 'terms', summary: '시험용 변경', body: body('새 조항'), ...data } as never,
    context: { seed: true },
  })

/** The site drops its cached pages when told on Postgres; a page is read until it shows `text`. */
async function pageShowing(path: string, text: string, jar?: CookieJar) {
  let html = ''
  for (let attempt = 0; attempt < 40; attempt += 1) {
    // React separates text parts with empty comments: read the text as a person does.
    html = (await (await get(site.url, path, { jar })).text()).replaceAll('<!-- -->', '')
    if (html.includes(text)) return html
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${path} never showed ${text}`)
}

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi({ TRUSTED_PROXY: 'true' })
  ;({ site, payload } = seeded)
  adminJar = new CookieJar()
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: adminJar })).status).toBe(200)
  // Agrees at sign-up to the seeded versions in effect.
  member = await createVerifiedMember(site)
})
afterAll(() => seeded?.stop())

describe('staff write versions ahead of time', () => {
  it('refuses a 시행일 that leaves less than the notice period, in Korean, and accepts one that leaves it', async () => {
    const tooSoon = await postJson(
      site.url,
      '/api/legal-versions',
      { document: 'terms', effectiveDate: seoulMidnight(addDays(today, 3)), summary: '급한 변경', body: body('가') },
      { jar: adminJar },
    )
    expect(tooSoon.status).toBe(400)
    expect(JSON.stringify(await tooSoon.json())).toContain(
      `시행일은 ${addDays(today, 8).replaceAll('-', '.')} 이후여야 합니다`,
    )

    const adverse = await postJson(
      site.url,
      '/api/legal-versions',
      {
        document: 'terms',
        effectiveDate: seoulMidnight(addDays(today, 20)),
        adverse: true,
        summary: '불리',
        body: body('나'),
      },
      { jar: adminJar },
    )
    expect(adverse.status).toBe(400)

    const day = addDays(today, 40)
    const created = await postJson(
      site.url,
      '/api/legal-versions',
      { document: 'privacy', effectiveDate: seoulMidnight(day), summary: '앞으로의 변경', body: body('다') },
      { jar: adminJar },
    )
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(doc.noticeDays).toBe(7)
    expect(doc.noticeStartsAt).toBe(seoulMidnight(addDays(day, -7)))
    expect(doc.title).toBe(`개인정보처리방침 ${day.replaceAll('-', '.')} 시행`)

    // Not announced yet: nobody outside the admin reads it, and staff may still correct it.
    const listed = await (await get(site.url, '/api/legal-versions?limit=100')).json()
    expect(listed.docs.map((version: { id: number }) => version.id)).not.toContain(doc.id)
    expect((await get(site.url, `/legal/privacy/${day}`)).status).toBe(404)
    const corrected = await fetch(`${site.url}/api/legal-versions/${doc.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: site.url, cookie: adminJar.header() },
      body: JSON.stringify({ summary: '고친 요약' }),
    })
    expect(corrected.status).toBe(200)
  })

  it('keeps what was announced or is in effect as it is, and leaves writing versions to admins', async () => {
    const { docs } = await payload.find({ collection: 'legal-versions', where: { document: { equals: 'terms' } } })
    const inEffect = docs.find((version) => new Date(version.effectiveDate) <= new Date())
    expect(inEffect).toBeDefined()
    const patch = await fetch(`${site.url}/api/legal-versions/${inEffect?.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: site.url, cookie: adminJar.header() },
      body: JSON.stringify({ summary: '몰래 고침' }),
    })
    expect(patch.status).toBe(403)
    const remove = await fetch(`${site.url}/api/legal-versions/${inEffect?.id}`, {
      method: 'DELETE',
      headers: { origin: site.url, cookie: adminJar.header() },
    })
    expect(remove.status).toBe(403)
    const guest = await postJson(site.url, '/api/legal-versions', { document: 'terms', summary: '손님' })
    expect(guest.status).toBe(403)
  })
})

describe('a change on its way and in effect', () => {
  it('is announced on every page from its notice start and mailed to each member once', async () => {
    const day = addDays(today, 5)
    const version = await writeVersion({ effectiveDate: seoulMidnight(day), summary: '환불 조항을 정리합니다.' })
    const home = await pageShowing('/', '환불 조항을 정리합니다.')
    expect(home).toContain(`이용약관 변경 안내 (${day.replaceAll('-', '.')} 시행)`)
    const terms = await pageShowing('/legal/terms', '시행 예정')
    expect(terms).toContain(`/legal/terms/${day}`)

    // The site's own job queue mails every member with a confirmed address.
    const mail = await waitForMail(site, member.email, 'legal-notice')
    expect(mail.subject).toContain(`이용약관 변경 안내 (${day.replaceAll('-', '.')} 시행)`)
    expect(mail.text).toContain('환불 조항을 정리합니다.')
    await expect
      .poll(async () => (await payload.findByID({ collection: 'legal-versions', id: version.id })).noticeMailedAt)
      .toBeTruthy()

    // Run again (a retry, a second server's copy): nobody gets it twice.
    const job = await payload.jobs.queue({ task: LEGAL_NOTICE_TASK, input: { version: version.id } })
    await payload.jobs.runByID({ id: job.id })
    const queued = await queryOnce<{ count: string }>(
      seeded.db.url,
      `SELECT count(*) FROM payload_jobs WHERE input->>'to' = $1 AND input->>'kind' = 'legal-notice' AND completed_at IS NULL`,
      [member.email],
    )
    expect(Number(queued[0]?.count)).toBe(0)
    const notices = (await outbox(site, member.email)).filter((sent) => sent.kind === 'legal-notice')
    expect(notices).toHaveLength(1)
  })

  it('is the text in effect from its 시행일, and asks a member to agree again before the members’ area', async () => {
    await writeVersion({
      effectiveDate: seoulMidnight(today),
      summary: '탈퇴 절차를 바꾸었습니다.',
      body: body('회원은 내 정보에서 언제든 탈퇴할 수 있습니다.'),
      requiresConsent: true,
    })
    const terms = await pageShowing('/legal/terms', '회원은 내 정보에서 언제든 탈퇴할 수 있습니다.')
    expect(terms).toContain(`시행일: <time dateTime="${today}">`)
    const compare = await get(site.url, `/legal/terms/compare?from=2026-03-01&to=${today}`)
    expect(compare.status).toBe(200)
    const compared = await compare.text()
    expect(compared).toContain('<ins>')
    expect(compared).toContain('<del>')

    const jar = await signIn(site, member)
    const edu = await get(site.url, '/user/edu', { jar })
    expect(edu.status).toBe(307)
    expect(edu.headers.get('location')).toBe('/user/consent?next=%2Fuser%2Fedu')
    // 내 정보 stays open: there the member can read their data or leave.
    expect((await get(site.url, '/user/profile', { jar })).status).toBe(200)
    expect(await (await get(site.url, '/user/consent?next=%2Fuser%2Fedu', { jar })).text()).toContain(
      '탈퇴 절차를 바꾸었습니다.',
    )

    // Agreeing to what another page showed (an older version) is refused: only what was read counts.
    const stale = await postJson(
      site.url,
      '/api/auth/agree-legal',
      { shown: 'terms=2026-03-01' },
      { jar, headers: member.client },
    )
    expect(stale.status).toBe(409)
    expect((await stale.json()).message).toContain('약관이 다시 바뀌었습니다')
    const agreed = await postJson(
      site.url,
      '/api/auth/agree-legal',
      { shown: `terms=${today}` },
      { jar, headers: member.client },
    )
    expect(agreed.status).toBe(200)
    expect(await agreed.json()).toMatchObject({ changed: true })
    const [row] = await queryOnce<{ consentVersion: string; termsAgreedAt: Date }>(
      seeded.db.url,
      'SELECT "consentVersion", "termsAgreedAt" FROM auth."user" WHERE email = $1',
      [member.email],
    )
    expect(row?.consentVersion).toBe(`terms=${today};privacy=2026-09-01`)
    expect(Date.now() - new Date(row?.termsAgreedAt ?? 0).getTime()).toBeLessThan(60_000)
    expect((await get(site.url, '/user/edu', { jar })).status).toBe(200)
    // The consent step sends them straight on now.
    const door = await get(site.url, '/user/consent?next=%2Fuser%2Fedu', { jar })
    expect(door.status).toBe(307)
    expect(door.headers.get('location')).toBe('/user/edu')

    // Someone joining now agrees to the version in effect and is not asked again.
    const newcomer = await createVerifiedMember(site)
    const newcomerJar = await signIn(site, newcomer)
    expect((await get(site.url, '/user/edu', { jar: newcomerJar })).status).toBe(200)
  })
})
