/**
 * `isSignedEditorToken` (src/admin/editor-token.ts) against tokens made by Payload's own signer
 * (`jwtSign`, as its login does): it lets through what Payload signed with this site's secret and
 * has not expired, and nothing a client could make or change. That Payload derives the key as
 * assumed is proven against a real login in tests/int/fuzz.int.test.ts.
 */
import { createHash } from 'node:crypto'
import { SignJWT } from 'jose'
import { JWT_AUTH_VERSION, jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'
import { isSignedEditorToken } from '@/admin/editor-token'

const secret = 'unit-test-payload-secret-0123456789'
/** `payload.secret` as BasePayload.init derives it. */
const payloadSecret = (configSecret: string) => createHash('sha256').update(configSecret).digest('hex').slice(0, 32)

const sign = async (configSecret = secret, tokenExpiration = 7200) =>
  (
    await jwtSign({
      fieldsToSign: { id: 1, collection: 'users', email: 'editor@example.com', sid: 'a-session' },
      secret: payloadSecret(configSecret),
      tokenExpiration,
    })
  ).token

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('isSignedEditorToken', () => {
  it("accepts a token Payload signed with the site's secret, until it expires", async () => {
    const token = await sign()
    expect(JWT_AUTH_VERSION).toBe(1) // the header Payload writes today; the check does not depend on it
    expect(await isSignedEditorToken(token, secret)).toBe(true)
    expect(await isSignedEditorToken(token, secret, Date.now() + 7201_000)).toBe(false)
    expect(await isSignedEditorToken(await sign(secret, -1), secret)).toBe(false)
  })

  it('refuses a token signed with another secret, changed, or made by hand', async () => {
    const token = await sign()
    const [header, claims, signature] = token.split('.') as [string, string, string]
    expect(await isSignedEditorToken(await sign('another-secret-0123456789'), secret)).toBe(false)
    const promoted = part({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), id: 2 })
    expect(await isSignedEditorToken(`${header}.${promoted}.${signature}`, secret)).toBe(false)
    const noExpiry = new SignJWT({ id: 1, collection: 'users' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    expect(
      await isSignedEditorToken(await noExpiry.sign(new TextEncoder().encode(payloadSecret(secret))), secret),
    ).toBe(false)
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${claims}.`
    expect(await isSignedEditorToken(unsigned, secret)).toBe(false)
    for (const garbage of [undefined, '', 'forged.token.value', '%00.%00.%00', 'a.b', `${token}.x`, 'x'.repeat(500)]) {
      expect(await isSignedEditorToken(garbage, secret)).toBe(false)
    }
  })
})
