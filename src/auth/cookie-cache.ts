import { createHmac, timingSafeEqual } from 'node:crypto'
import type { BetterAuthOptions } from 'better-auth'
import { getCookieCache, getCookies, parseCookies } from 'better-auth/cookies'

/** Header set by scripts/server.mjs from the socket (or the trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-client-ip'

/**
 * The options that decide the cookies' names and attributes. Shared by the auth instance
 * (src/auth/options.ts) and `cachedSessionUser` below, so both read the same cookies.
 */
export function cookieOptions(siteUrl: string) {
  return {
    baseURL: siteUrl,
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Explicit: better-auth turns both checks off when it believes it runs under a test
      // runner (TEST=true in the environment), which a deployment must never inherit.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
  } satisfies Partial<BetterAuthOptions>
}

/** better-call's signed cookie: `value.base64(HMAC-SHA-256(value))`, percent-encoded. */
function verifiedSignedValue(raw: string | undefined, secret: string): string | undefined {
  if (!raw) return undefined
  let value: string
  try {
    value = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  const dot = value.lastIndexOf('.')
  if (dot < 1) return undefined
  const signed = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', secret).update(signed).digest()
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? signed : undefined
}

/**
 * The signed-in user as better-auth's get-session answers from its cookie cache, without the
 * database: the same checks in the same order (a signed session token; a session-data cookie
 * whose HMAC, version and both expiries hold; the two naming the same session). Anything less
 * gives null, and the caller falls back to the full `getSession` (which may read the database,
 * refresh or clear the cookies). `refreshCache` is off (the sessions live in the database), so
 * a cache hit never sets a cookie and nothing is lost by answering it here.
 */
export async function cachedSessionUser(headers: Headers, secret: string, siteUrl: string) {
  const cookieHeader = headers.get('cookie')
  if (!cookieHeader) return null
  const names = getCookies(cookieOptions(siteUrl))
  const token = verifiedSignedValue(parseCookies(cookieHeader).get(names.sessionToken.name), secret)
  if (!token) return null
  const cache = await getCookieCache(headers, {
    secret,
    strategy: 'compact',
    isSecure: names.sessionData.name.startsWith('__Secure-'),
  }).catch(() => null)
  if (!cache || cache.session.token !== token || (cache.version ?? '1') !== '1') return null
  return cache.user as typeof cache.user & { role?: string | null }
}
