import { existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, get, postJson } from '../helpers/http'
import { linkIn, waitForMail } from '../helpers/members'
import { type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'

let site: RunningSite
const member = { email: 'Member.One@Example.com', password: 'member-password-1', name: '김회원' }
const signUpFields = { phone: '010-1234-5678', agreements: { terms: true, privacy: true, age14: true } }

beforeAll(async () => {
  site = await startSite({ fresh: true })
})
afterAll(() => site?.stop())

async function signInAdmin() {
  const jar = new CookieJar()
  const response = await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar })
  expect(response.status).toBe(200)
  return jar
}

describe('first start', () => {
  it('prints the site URL, the admin URL and the admin login', () => {
    expect(site.output()).toContain(`사이트:  ${site.url}`)
    expect(site.output()).toContain(`관리자:  ${site.url}/admin`)
    expect(site.output()).toContain(`${TEST_ADMIN.email} / ${TEST_ADMIN.password}`)
  })

  it('keeps generated secrets in the data directory, readable by the owner only', async () => {
    const info = await stat(path.join(site.dataDir, 'secrets.json'))
    expect(info.mode & 0o777).toBe(0o600)
  })

  it('serves the seeded Korean home page', async () => {
    const response = await get(site.url, '/')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('<html lang="ko"')
    expect(html).toMatch(/<h1[^>]*>[^<]*[가-힣]/)
  })

  it('serves published pages through the REST API', async () => {
    const rest = await (await get(site.url, '/api/pages?where[path][equals]=/')).json()
    expect(rest.docs).toHaveLength(1)
    expect(rest.docs[0].title).toMatch(/[가-힣]/)
  })

  it('answers an unknown path with 404 and a Korean message', async () => {
    const response = await get(site.url, '/no/such/page')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('페이지를 찾을 수 없습니다')
  })
})

describe('two user bases', () => {
  const memberJar = new CookieJar()

  it('signs a site member up and in through better-auth', async () => {
    const signUp = await postJson(site.url, '/api/auth/sign-up/email', { ...member, ...signUpFields })
    expect(signUp.status).toBe(200)
    expect((await signUp.json()).user.email).toBe('member.one@example.com')
    const mail = await waitForMail(site, 'member.one@example.com', 'verify-email')
    expect((await fetch(linkIn(mail), { redirect: 'manual' })).status).toBe(302)

    const signIn = await postJson(site.url, '/api/auth/sign-in/email', member, { jar: memberJar })
    expect(signIn.status).toBe(200)
    const session = await (await get(site.url, '/api/auth/get-session', { jar: memberJar })).json()
    expect(session.user.name).toBe('김회원')
  })

  it('does not make the member a CMS user', async () => {
    const me = await (await get(site.url, '/api/users/me', { jar: memberJar })).json()
    expect(me.user).toBeNull()

    const adminJar = await signInAdmin()
    const found = await (
      await get(site.url, `/api/users?where[email][equals]=${encodeURIComponent('member.one@example.com')}`, {
        jar: adminJar,
      })
    ).json()
    expect(found.totalDocs).toBe(0)
  })

  it('refuses the member credentials at the CMS login', async () => {
    const response = await postJson(site.url, '/api/users/login', member)
    expect(response.status).toBe(401)
  })

  it('signs no one into the site with a CMS login', async () => {
    const adminJar = await signInAdmin()
    expect(adminJar.names()).toContain('payload-token')
    const session = await (await get(site.url, '/api/auth/get-session', { jar: adminJar })).json()
    expect(session).toBeNull()
  })

  it('lets the member into the members-only area and sends guests to the login page', async () => {
    const guest = await get(site.url, '/user/edu')
    expect(guest.status).toBe(307)
    expect(guest.headers.get('location')).toBe('/login?redirect=%2Fuser%2Fedu')

    const signedIn = await get(site.url, '/user/edu', { jar: memberJar })
    expect(signedIn.status).toBe(200)
    expect(await signedIn.text()).toContain('김회원님')
  })

  it('rate-limits sign-in per client even when X-Forwarded-For is rotated', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await postJson(
        site.url,
        '/api/auth/sign-in/email',
        { email: 'nobody@example.com', password: 'wrong-password' },
        { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
      )
      statuses.push(response.status)
    }
    expect(statuses).toContain(429)
  })

  it('finds its data again after a clean stop, and prints no new admin login', async () => {
    expect(await site.stop({ keepData: true })).toBe(0)
    // Postgres removes its pid file only on a clean shutdown.
    expect(existsSync(path.join(site.dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
    site = await startSite({ dataDir: site.dataDir })
    expect(site.output()).not.toContain(TEST_ADMIN.password)

    // Read from the database, not the signed cookie cache: the session row survived.
    const response = await get(site.url, '/api/auth/get-session?disableCookieCache=true', { jar: memberJar })
    expect((await response.json()).user.email).toBe('member.one@example.com')
  })
})
