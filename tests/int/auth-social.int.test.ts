/**
 * Social sign-in end to end against a local OpenID Connect server (oauth2-mock-server),
 * registered as generic providers through AUTH_OIDC_PROVIDERS exactly as an operator would:
 * sign-up, sign-in, linking and unlinking, and the spec's error codes.
 */
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../src/db/embedded-postgres'
import { CookieJar, get, postJson } from '../helpers/http'
import { createVerifiedMember, linkIn, newClient, signIn, siteDatabaseUrl, waitForMail } from '../helpers/members'
import { queryOnce } from '../helpers/postgres'
import { type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'

let site: RunningSite
let oidc: OAuth2Server
let db: string

/** What the provider says about the next person who signs in there. */
let identity: { sub: string; email?: string; email_verified?: boolean; name?: string } = { sub: 'nobody' }

beforeAll(async () => {
  oidc = new OAuth2Server()
  await oidc.issuer.keys.generate('RS256')
  const port = await freePort()
  await oidc.start(port, '127.0.0.1')
  const claims = () => {
    const { sub, email, email_verified, name } = identity
    return { sub, ...(email ? { email, email_verified: email_verified ?? false } : {}), ...(name ? { name } : {}) }
  }
  oidc.service.on('beforeTokenSigning', (token) => {
    delete token.payload.email
    delete token.payload.email_verified
    Object.assign(token.payload, claims())
  })
  oidc.service.on('beforeUserinfo', (response) => {
    response.body = claims()
  })
  const provider = (providerId: string, name: string, disableSignUp = false) => ({
    providerId,
    name,
    discoveryUrl: `${oidc.issuer.url}/.well-known/openid-configuration`,
    clientId: 'site-client',
    clientSecret: 'site-client-secret',
    disableSignUp,
  })
  site = await startSite({
    env: {
      TRUSTED_PROXY: 'true',
      AUTH_OIDC_PROVIDERS: JSON.stringify([
        provider('mock', '테스트 로그인'),
        provider('mock-closed', '가입 없는 로그인', true),
      ]),
    },
  })
  db = await siteDatabaseUrl(site)
})
afterAll(async () => {
  await site?.stop()
  await oidc?.stop()
})

const sql = <T extends Record<string, unknown>>(text: string, values?: unknown[]) => queryOnce<T>(db, text, values)

/** Starts at the site, lets the provider approve, returns the site's final redirect (not followed). */
async function socialRoundTrip(
  path: '/sign-in/social' | '/link-social',
  body: Record<string, unknown>,
  jar = new CookieJar(),
) {
  const client = newClient()
  const start = await postJson(site.url, `/api/auth${path}`, body, { jar, headers: client })
  expect(start.status).toBe(200)
  const { url } = await start.json()
  const authorize = await fetch(url, { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const callback = authorize.headers.get('location') ?? ''
  expect(callback.startsWith(`${site.url}/api/auth/callback/`)).toBe(true)
  const done = await get(site.url, callback.slice(site.url.length), { jar })
  expect(done.status).toBe(302)
  return { jar, location: done.headers.get('location') ?? '' }
}

/** The login page's button: existing members only. */
const signInBody = (provider = 'mock') => ({
  provider,
  callbackURL: '/user/edu',
  newUserCallbackURL: '/user/edu',
  errorCallbackURL: '/login',
})

const AGREED = { terms: true, privacy: true, age14: true, marketing: false }

/** The sign-up page's 간편 가입: the consents ticked there go with the request. */
const signUpBody = (provider = 'mock', agreements: Record<string, boolean> = AGREED) => ({
  provider,
  callbackURL: '/user/edu',
  newUserCallbackURL: '/user/edu?welcome=1',
  errorCallbackURL: '/signup',
  requestSignUp: true,
  additionalData: { agreements },
})

const consentsOf = async (email: string) =>
  (
    await sql<Record<string, Date | string | null>>(
      `SELECT "termsAgreedAt", "privacyAgreedAt", "ageConfirmedAt", "marketingAgreedAt", "consentVersion"
         FROM auth."user" WHERE email = $1`,
      [email],
    )
  )[0]

describe('social sign-up and sign-in', () => {
  it('signs a new member up from the sign-up page, with the consents given there and their time', async () => {
    identity = { sub: 'new-user-1', email: 'social.new@example.com', email_verified: true, name: '소셜회원' }
    const before = Date.now()
    const { jar, location } = await socialRoundTrip('/sign-in/social', signUpBody())
    expect(location).toBe('/user/edu?welcome=1')
    const session = await (await get(site.url, '/api/auth/get-session', { jar })).json()
    expect(session.user).toMatchObject({
      email: 'social.new@example.com',
      emailVerified: true,
      role: 'member',
      name: '소셜회원',
    })
    const consents = await consentsOf('social.new@example.com')
    for (const given of ['termsAgreedAt', 'privacyAgreedAt', 'ageConfirmedAt'] as const) {
      expect(new Date(consents?.[given] as Date).getTime()).toBeGreaterThanOrEqual(before - 1000)
    }
    expect(consents?.marketingAgreedAt).toBeNull()
    expect(consents?.consentVersion).toMatch(/^terms=\d{4}-\d{2}-\d{2};privacy=\d{4}-\d{2}-\d{2}$/)
    expect((await get(site.url, '/user/edu', { jar })).status).toBe(200)
  })

  it('makes no account for a new person at the login page: signup_disabled, sent to sign up in Korean', async () => {
    identity = { sub: 'login-new-1', email: 'login.new@example.com', email_verified: true }
    const { location } = await socialRoundTrip('/sign-in/social', signInBody())
    expect(location).toBe('/login?error=signup_disabled')
    expect(await sql('SELECT 1 FROM auth."user" WHERE email = $1', ['login.new@example.com'])).toEqual([])
    const page = await (await get(site.url, location)).text()
    expect(page).toContain('이 계정으로 가입한 회원이 없습니다. 회원가입에서 약관에 동의한 뒤 간편 가입')
  })

  it('refuses a social sign-up without the required consents before the provider is asked', async () => {
    const response = await postJson(
      site.url,
      '/api/auth/sign-in/social',
      signUpBody('mock', { terms: true, privacy: false, age14: true, marketing: true }),
      { headers: newClient() },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: '개인정보 수집·이용에 동의해 주세요.',
    })
    const forged = await postJson(
      site.url,
      '/api/auth/sign-in/social',
      { ...signUpBody(), additionalData: {} },
      { headers: newClient() },
    )
    expect(forged.status).toBe(400)
  })

  it("refuses a provider's ID token sent by the client, which would sign up without the consents", async () => {
    // A real ID token of the provider, as a mobile app would post it.
    const token = await oidc.issuer.buildToken({
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, { sub: 'id-token-1', email: 'id.token@example.com', email_verified: true })
      },
    })
    const response = await postJson(
      site.url,
      '/api/auth/sign-in/social',
      { ...signUpBody(), idToken: { token } },
      { headers: newClient() },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'ID_TOKEN_NOT_SUPPORTED',
      message: expect.stringMatching(/[가-힣]/),
    })
    expect(await sql('SELECT 1 FROM auth."user" WHERE email = $1', ['id.token@example.com'])).toEqual([])
  })

  it('signs the same person in again with the same provider account', async () => {
    identity = { sub: 'new-user-1', email: 'social.new@example.com', email_verified: true }
    const { location } = await socialRoundTrip('/sign-in/social', signInBody())
    expect(location).toBe('/user/edu')
    expect(await sql('SELECT 1 FROM auth."user" WHERE email = $1', ['social.new@example.com'])).toHaveLength(1)
  })

  it('links a verified provider e-mail to the existing member with that address', async () => {
    const member = await createVerifiedMember(site)
    identity = { sub: 'existing-1', email: member.email, email_verified: true }
    const { jar, location } = await socialRoundTrip('/sign-in/social', signInBody())
    expect(location).toBe('/user/edu')
    const accounts = await (await get(site.url, '/api/auth/list-accounts', { jar })).json()
    expect(accounts.map((a: { providerId: string }) => a.providerId).sort()).toEqual(['credential', 'mock'])
  })

  it('never links an unverified provider e-mail to an existing member: account_not_linked', async () => {
    const member = await createVerifiedMember(site)
    identity = { sub: 'unverified-1', email: member.email, email_verified: false }
    const { location } = await socialRoundTrip('/sign-in/social', signInBody())
    expect(location).toBe('/login?error=account_not_linked')
    expect(
      await sql(`SELECT 1 FROM auth.account WHERE "providerId" = 'mock' AND "accountId" = 'unverified-1'`),
    ).toEqual([])
  })

  it('ends in email_not_found when the provider gives no e-mail', async () => {
    identity = { sub: 'no-email-1' }
    const { location } = await socialRoundTrip('/sign-in/social', signInBody())
    expect(location).toBe('/login?error=email_not_found')
    const page = await (await get(site.url, location)).text()
    expect(page).toContain('이메일 주소를 받지 못했습니다')
  })

  it('offers 간편 가입 on the sign-up page only with the providers open to sign-up', async () => {
    const page = await (await get(site.url, '/signup')).text()
    expect(page).toContain('간편 가입')
    expect(page).toContain('테스트 로그인으로 가입하기')
    expect(page).not.toContain('가입 없는 로그인으로 가입하기')
    const login = await (await get(site.url, '/login')).text()
    expect(login).toContain('테스트 로그인으로 로그인')
    expect(login).toContain('가입 없는 로그인으로 로그인')
  })

  it('ends in signup_disabled for a new person on a provider closed to sign-up', async () => {
    identity = { sub: 'closed-1', email: 'closed.new@example.com', email_verified: true }
    const { location } = await socialRoundTrip('/sign-in/social', signUpBody('mock-closed'))
    expect(location).toBe('/signup?error=signup_disabled')
    expect(await sql('SELECT 1 FROM auth."user" WHERE email = $1', ['closed.new@example.com'])).toEqual([])
  })

  it('refuses a member suspended by staff, in Korean on the login page, and lets them in once reinstated', async () => {
    identity = { sub: 'suspended-1', email: 'social.suspended@example.com', email_verified: true, name: '정지회원' }
    expect((await socialRoundTrip('/sign-in/social', signUpBody())).location).toBe('/user/edu?welcome=1')
    const [{ id } = { id: '' }] = await sql<{ id: string }>('SELECT id FROM auth."user" WHERE email = $1', [
      'social.suspended@example.com',
    ])
    const staff = new CookieJar()
    expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: staff })).status).toBe(200)
    expect((await postJson(site.url, `/api/site-members/${id}/suspend`, {}, { jar: staff })).status).toBe(200)

    const { location } = await socialRoundTrip('/sign-in/social', signInBody())
    expect(location).toMatch(/^\/login\?error=BANNED_USER/)
    const page = await (await get(site.url, location)).text()
    expect(page).toContain('이용이 정지된 계정이라 로그인할 수 없습니다.')
    expect(await sql('SELECT 1 FROM auth.session WHERE "userId" = $1', [id])).toEqual([])

    expect((await postJson(site.url, `/api/site-members/${id}/reinstate`, {}, { jar: staff })).status).toBe(200)
    expect((await socialRoundTrip('/sign-in/social', signInBody())).location).toBe('/user/edu')
  })

  it('ends in state_not_found for a callback it did not start', async () => {
    const response = await get(site.url, '/api/auth/callback/mock?code=forged&state=forged-state-value')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(
      /\/login\?error=(state_not_found|state_mismatch|please_restart_the_process)/,
    )
  })

  it('refuses an errorCallbackURL on another origin with 403', async () => {
    const response = await postJson(
      site.url,
      '/api/auth/sign-in/social',
      { ...signInBody(), errorCallbackURL: 'https://evil.example/' },
      { headers: newClient() },
    )
    expect(response.status).toBe(403)
  })
})

describe('linked accounts', () => {
  it('links, reads account info and tokens, and unlinks a provider from my info', async () => {
    const member = await createVerifiedMember(site)
    const jar = await signIn(site, member)
    identity = { sub: 'link-1', email: member.email, email_verified: true }
    const { location } = await socialRoundTrip(
      '/link-social',
      { provider: 'mock', callbackURL: '/user/profile?linked=1', errorCallbackURL: '/user/profile' },
      jar,
    )
    expect(location).toBe('/user/profile?linked=1')
    const accounts = (await (await get(site.url, '/api/auth/list-accounts', { jar })).json()) as {
      providerId: string
      accountId: string
      id: string
    }[]
    const linked = accounts.find((a) => a.providerId === 'mock')
    expect(linked?.accountId).toBe('link-1')

    const info = await get(site.url, `/api/auth/account-info?accountId=${linked?.id}`, { jar })
    expect(info.status).toBe(200)
    expect((await info.json()).user).toMatchObject({ email: member.email })
    const token = await postJson(
      site.url,
      '/api/auth/get-access-token',
      { accountId: linked?.id },
      { jar, headers: member.client },
    )
    expect(token.status).toBe(200)
    expect((await token.json()).accessToken).toEqual(expect.any(String))

    const unlink = await postJson(
      site.url,
      '/api/auth/unlink-account',
      { accountId: linked?.id },
      { jar, headers: member.client },
    )
    expect(unlink.status).toBe(200)
    const after = (await (await get(site.url, '/api/auth/list-accounts', { jar })).json()) as { providerId: string }[]
    expect(after.map((a) => a.providerId)).toEqual(['credential'])
  })

  it('refuses to unlink the last way to sign in', async () => {
    identity = { sub: 'only-social-1', email: `only.social.${Date.now()}@example.com`, email_verified: true }
    const { jar } = await socialRoundTrip('/sign-in/social', signUpBody())
    const [account] = (await (await get(site.url, '/api/auth/list-accounts', { jar })).json()) as { id: string }[]
    const response = await postJson(
      site.url,
      '/api/auth/unlink-account',
      { accountId: account?.id },
      { jar, headers: newClient() },
    )
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('FAILED_TO_UNLINK_LAST_ACCOUNT')
  })

  it('changes an unverified provider e-mail only once the link mailed to the new address is opened', async () => {
    identity = { sub: 'naver-like-1', email: `unverified.${Date.now()}@example.com`, email_verified: false }
    const { jar, location } = await socialRoundTrip('/sign-in/social', signUpBody())
    expect(location).toBe('/user/edu?welcome=1')
    const newEmail = `direct.${Date.now()}@example.com`
    const response = await postJson(site.url, '/api/auth/change-email', { newEmail }, { jar, headers: newClient() })
    expect(response.status).toBe(200)
    const email = async () =>
      (await (await get(site.url, '/api/auth/get-session?disableCookieCache=true', { jar })).json()).user.email
    // Nothing changes before the new address has proved it is the member's.
    expect(await email()).toBe(identity.email)
    const opened = await fetch(linkIn(await waitForMail(site, newEmail, 'change-email')), { redirect: 'manual' })
    expect(opened.status).toBe(302)
    expect(await email()).toBe(newEmail)
  })
})
