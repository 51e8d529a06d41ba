/**
 * `cachedSessionUser` (src/auth/cookie-cache.ts) against the cookies a real better-auth instance
 * writes with the site's cookie options (in memory): it reads exactly what better-auth writes, and
 * nothing a client could make or mix up.
 */
import { betterAuth } from 'better-auth'
import { memoryAdapter } from 'better-auth/adapters/memory'
import { describe, expect, it } from 'vitest'
import { cachedSessionUser, cookieCache, cookieOptions } from '@/auth/cookie-cache'

const secret = 'unit-test-secret-0123456789-0123456789-0123456789'
const siteUrl = 'http://localhost:3999'
const auth = betterAuth({
  ...cookieOptions(siteUrl),
  secret,
  database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
  emailAndPassword: { enabled: true },
  session: { cookieCache },
  user: {
    additionalFields: {
      phone: { type: 'string', required: false },
      role: { type: 'string', required: false, input: false, defaultValue: 'member' },
    },
  },
  rateLimit: { enabled: false },
  telemetry: { enabled: false },
})

let count = 0
/** A new member signed up (and so signed in): the Cookie header a browser would send next. */
async function signedIn() {
  count += 1
  const email = `member${count}@example.com`
  const { headers, response } = await auth.api.signUpEmail({
    body: { name: '홍길동', email, password: 'member-password-1', phone: '010-1234-5678' },
    returnHeaders: true,
  })
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { cookie, userId: response.user.id, email }
}

const read = (cookie: string, key = secret) => cachedSessionUser(new Headers({ cookie }), key, siteUrl)
const only = (cookie: string, name: string) =>
  cookie
    .split('; ')
    .filter((pair) => pair.startsWith(`better-auth.${name}`))
    .join('; ')

describe('cachedSessionUser', () => {
  it('reads the member better-auth wrote into its encrypted cache, which shows no personal data', async () => {
    const { cookie, userId, email } = await signedIn()
    expect(cookie).toContain('better-auth.session_data=')
    expect(await read(cookie)).toMatchObject({ id: userId, role: 'member', email })
    const data = only(cookie, 'session_data').split('=')[1] ?? ''
    const decoded = data
      .split('.')
      .map((part) => Buffer.from(part, 'base64').toString('utf8'))
      .join('\n')
    for (const secretText of [email, '홍길동', '010-1234-5678']) expect(decoded).not.toContain(secretText)
  })

  it('reads nothing from a cache without its session token, beside another session’s, or under another secret', async () => {
    const first = await signedIn()
    const second = await signedIn()
    expect(await read(only(first.cookie, 'session_data'))).toBeNull()
    expect(await read(`${only(first.cookie, 'session_data')}; ${only(second.cookie, 'session_token')}`)).toBeNull()
    expect(await read(first.cookie, `${secret}-other`)).toBeNull()
  })

  it('reads nothing from a changed cache or a made-up token', async () => {
    const { cookie } = await signedIn()
    const data = only(cookie, 'session_data')
    const changed = data.slice(0, -6) + (data.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA')
    expect(await read(`${changed}; ${only(cookie, 'session_token')}`)).toBeNull()
    expect(await read(`${data}; better-auth.session_token=made-up.${'A'.repeat(43)}=`)).toBeNull()
  })
})
