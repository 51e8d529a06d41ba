import { createHash } from 'node:crypto'
import { jwtVerify } from 'jose'

/**
 * Payload's session cookie for editors: `payload-token` (`${cookiePrefix}-token`, our prefix is
 * Payload's default).
 */
export const EDITOR_TOKEN_COOKIE = 'payload-token'

/**
 * Payload's signing key for its JWTs: `payload.secret`, the first 32 hex digits of
 * SHA-256(PAYLOAD_SECRET) (payload 3.90, BasePayload.init), encoded as text as Payload's own
 * `JWTAuthentication` does (auth/strategies/jwt.js). If Payload derives it otherwise, no real
 * editor's token verifies here and every admin call answers 404: tests/int/fuzz.int.test.ts ("an
 * editor's call reaches Payload") fails first.
 */
const signingKey = (payloadSecret: string) =>
  new TextEncoder().encode(createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32))

/**
 * Whether `token` is a JWT Payload signed with this site's secret that has not expired, checked
 * with `jose` as Payload checks it (HS256 only, `exp` required). Everything else (the user, the
 * session, access) stays Payload's to decide when it reads the token.
 */
export async function isSignedEditorToken(
  token: string | undefined,
  payloadSecret: string,
  now = Date.now(),
): Promise<boolean> {
  if (!token) return false
  try {
    await jwtVerify(token, signingKey(payloadSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      requiredClaims: ['exp'],
    })
    return true
  } catch {
    return false
  }
}
