/**
 * The marketing digest and what the law asks of it (정보통신망법 제50조), against a started site on a
 * real Postgres with the Local API beside it, the job's clock given: it goes on its day and hour to
 * the members who gave marketing consent and to no one else, "(광고)" first, with a one-click
 * refusal that works without a sign-in and is recorded as a withdrawal; never twice to one member,
 * never at night, not when held; and every two years a member is told they are still subscribed.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFor } from '@/auth/instance'
import { runMarketingDigest } from '@/marketing/digest'
import { reconfirmMarketingConsents } from '@/marketing/reconfirm'
import { type CookieJar, get, postJson } from '../helpers/http'
import { createVerifiedMember, type Member, signIn, waitForMail } from '../helpers/members'
import { richText } from '../helpers/payload'
import { queryOnce } from '../helpers/postgres'
import { type SeededSite, startSeededSiteWithLocalApi } from '../helpers/seeded-site'
import type { RunningSite } from '../helpers/site'

let seeded: SeededSite
let site: RunningSite
let payload: Payload
let subscriber: Member
let other: Member

/** Tuesday 10 November 2026 in Seoul; the digest is set for Tuesdays at 10:00. */
const seoul = (moment: string) => new Date(`${moment}+09:00`)
const at = (moment: string) => () => seoul(moment)

const memberRow = (email: string) =>
  queryOnce<{
    id: string
    marketingAgreedAt: Date | null
    marketingWithdrawnAt: Date | null
    marketingReconfirmedAt: Date | null
  }>(
    seeded.db.url,
    'SELECT id, "marketingAgreedAt", "marketingWithdrawnAt", "marketingReconfirmedAt" FROM auth."user" WHERE email = $1',
    [email],
  ).then((rows) => rows[0])

beforeAll(async () => {
  seeded = await startSeededSiteWithLocalApi({ TRUSTED_PROXY: 'true' })
  ;({ site, payload } = seeded)
  subscriber = await createVerifiedMember(site)
  const jar: CookieJar = await signIn(site, subscriber)
  expect(
    (await postJson(site.url, '/api/auth/marketing-consent', { agree: true }, { jar, headers: subscriber.client }))
      .status,
  ).toBe(200)
  other = await createVerifiedMember(site)
  await payload.create({
    collection: 'news',
    data: {
      title: '소식지 시험 뉴스',
      summary: '소식지에 실릴 글',
      body: richText('본문'),
      publishedAt: seoul('2026-11-06T09:00:00').toISOString(),
      audience: 'public',
      _status: 'published',
    } as never,
  })
  await payload.updateGlobal({
    slug: 'marketing-digest',
    data: { frequency: 'weekly', weekday: '2', hour: 10, held: false },
  })
})
afterAll(() => seeded?.stop())

type DigestMail = { subject: string; text: string; headers: Record<string, string> }

/**
 * The digest mails for a member, wherever they are: queued (the mail queue holds them through
 * the Seoul night) or, once the site's mail runner sent them by day, in the outbox.
 */
const digestMails = async (member: Member): Promise<DigestMail[]> => {
  const to = member.email.toLowerCase()
  const queued = await queryOnce<{ input: DigestMail }>(
    seeded.db.url,
    `SELECT input FROM payload_jobs WHERE input->>'kind' = 'marketing-digest' AND input->>'to' = $1`,
    [to],
  )
  const sent = await queryOnce<DigestMail>(
    seeded.db.url,
    `SELECT subject, text, headers FROM outbox WHERE kind = 'marketing-digest' AND "to" = $1`,
    [to],
  )
  return [...queued.map((row) => row.input), ...sent]
}

const deliveries = async (member: Member) => {
  const row = await memberRow(member.email)
  return (await payload.count({ collection: 'digest-deliveries', where: { member: { equals: row?.id } } })).totalDocs
}

describe('the digest', () => {
  it('goes on its day and hour to members who gave marketing consent, once, with a refusal in its headers', async () => {
    expect(await runMarketingDigest(payload, at('2026-11-10T09:59:00'))).toBe('not-due')
    expect(await runMarketingDigest(payload, at('2026-11-10T10:00:30'))).toBe('sent')

    const [mail] = await digestMails(subscriber)
    expect(mail?.subject).toMatch(/^\(광고\) \[.+\] 소식지: 뉴스 \d+건/)
    expect(mail?.text).toContain('소식지 시험 뉴스')
    expect(mail?.text).toContain('보낸 곳:')
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })

    const { docs } = await payload.find({
      collection: 'digests',
      where: { scheduledFor: { equals: seoul('2026-11-10T10:00:00').toISOString() } },
    })
    expect(docs[0]).toMatchObject({ status: 'sent', recipients: 1 })

    // Run again, as a second server or a retry would: nobody gets it twice.
    expect(await runMarketingDigest(payload, at('2026-11-10T11:00:00'))).toBe('done')
    await Promise.all([
      runMarketingDigest(payload, at('2026-11-10T11:00:00')),
      runMarketingDigest(payload, at('2026-11-10T11:00:00')),
    ])
    expect(await deliveries(subscriber)).toBe(1)
    expect(await deliveries(other)).toBe(0)
    expect(await digestMails(other)).toHaveLength(0)
  })

  it('waits out the night, resumes in the morning, and records a held digest without sending it', async () => {
    await payload.updateGlobal({ slug: 'marketing-digest', data: { weekday: '3' } })
    expect(await runMarketingDigest(payload, at('2026-11-11T22:00:00'))).toBe('night')
    expect((await payload.count({ collection: 'digests' })).totalDocs).toBe(1)

    await payload.updateGlobal({ slug: 'marketing-digest', data: { held: true } })
    expect(await runMarketingDigest(payload, at('2026-11-18T10:05:00'))).toBe('held')
    const held = await payload.find({ collection: 'digests', where: { status: { equals: 'held' } } })
    expect(held.docs).toHaveLength(1)
    // It held that one digest only.
    expect((await payload.findGlobal({ slug: 'marketing-digest' })).held).toBe(false)
    expect(await deliveries(subscriber)).toBe(1)
  })

  it('refuses with one click, without a sign-in, and records it as a withdrawal', async () => {
    const [mail] = await digestMails(subscriber)
    const address = new URL(mail?.headers['List-Unsubscribe']?.slice(1, -1) ?? '', site.url)
    expect(address.pathname).toBe('/api/unsubscribe')
    // The job above ran in this process, whose SITE_URL is not the test site's: the path is what counts.
    const oneClick = `${site.url}${address.pathname}${address.search}`

    const forged = await fetch(oneClick.replace(/token=[^&]+/, 'token=abc.def'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(forged.status).toBe(400)
    // Opening the page changes nothing (mail scanners open links).
    const page = await get(site.url, `/unsubscribe${new URL(oneClick).search}`)
    expect(await page.text()).toContain('수신 거부하기')
    expect((await memberRow(subscriber.email))?.marketingAgreedAt).not.toBeNull()

    const refused = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(refused.status).toBe(200)
    const row = await memberRow(subscriber.email)
    expect(row?.marketingAgreedAt).toBeNull()
    expect(row?.marketingWithdrawnAt).not.toBeNull()
    // The law asks that the member hear the result (정보통신망법 제50조 제7항).
    const result = await waitForMail(site, subscriber.email, 'marketing-refusal')
    expect(result.text).toContain('수신 거부를 처리했습니다')
  })
})

describe('수신동의 재확인', () => {
  it('tells a member two years after their consent that they still receive it, once, and records it', async () => {
    const member = await createVerifiedMember(site)
    const { id } = (await memberRow(member.email)) ?? { id: '' }
    const { internalAdapter } = await authFor(async () => payload).$context
    // Through better-auth's own adapter: the consent as given two years and a day ago.
    await internalAdapter.updateUser(id, { marketingAgreedAt: new Date(Date.now() - 731 * 86_400_000) })

    expect(await reconfirmMarketingConsents(payload)).toBe(1)
    const mail = await waitForMail(site, member.email, 'marketing-reconfirm')
    expect(mail.subject).toContain('수신 동의 재확인')
    expect(mail.text).toContain('/unsubscribe?token=')
    expect((await memberRow(member.email))?.marketingReconfirmedAt).not.toBeNull()
    expect(await reconfirmMarketingConsents(payload)).toBe(0)
  })
})
