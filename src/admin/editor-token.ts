import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Payload's session cookie for editors: `payload-token` (`${cookiePrefix}-token`, our prefix is
 * Payload's default).
 */
export const EDITOR_TOKEN_COOKIE = 'payload-token'

/**
 * Payload's signing key for its JWTs: `payload.secret`, the first 32 hex digits of
 * SHA-256(PAYLOAD_SECRET) (payload 3.90, BasePayload.init), used as text for HS256 (auth/jwt.js).
 * If Payload derives it otherwise, no real editor's token verifies here and every admin call
 * answers 404: tests/int/fuzz.int.test.ts ("an editor's call reaches Payload") fails first.
 */
const signingKey = (payloadSecret: string) => createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32)

function jsonPart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether `token` is a JWT Payload signed with this site's secret that has not expired: an HS256
 * signature (RFC 7515) and `exp` (RFC 7519) only. Everything else (the user, the session, access)
 * stays Payload's to decide when it reads the token.
 */
export function isSignedEditorToken(token: string | undefined, payloadSecret: string, now = Date.now()): boolean {
  const parts = token?.split('.')
  if (parts?.length !== 3) return false
  const [header = '', claims = '', signature = ''] = parts
  if (jsonPart(header)?.alg !== 'HS256') return false
  const expected = createHmac('sha256', signingKey(payloadSecret)).update(`${header}.${claims}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  const expires = jsonPart(claims)?.exp
  return typeof expires === 'number' && expires * 1000 > now
}
