import { createHmac, timingSafeEqual } from 'node:crypto'
import type { BetterAuthOptions } from 'better-auth'
import { getCookies, parseCookies } from 'better-auth/cookies'
import { symmetricDecodeJWT } from 'better-auth/crypto'
import { CLIENT_IP_HEADER } from '@/server/contract.mjs'

/**
 * The session cookie cache: encrypted (JWE, A256CBC-HS512 under a key derived from the secret),
 * so name, e-mail, phone and address travel in no readable cookie. Signed-only
 * (`compact`, base64 JSON) let anyone holding the cookie read them.
 */
export const cookieCache = { enabled: true, maxAge: 60, strategy: 'jwe' } as const

/** better-auth's salt for the cookie cache's key (better-auth 1.7, cookies/index: "better-auth-session"). */
const COOKIE_CACHE_SALT = 'better-auth-session'

/** Set by the web server from the socket (or the trusted proxy); clients cannot forge it (src/server/contract.mjs). */
export { CLIENT_IP_HEADER }

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

/** The session-data cookie's value, joined from its chunks (`name.0`, `name.1`, …) when it was too big for one. */
function chunkedValue(cookies: Map<string, string>, name: string): string | undefined {
  const whole = cookies.get(name)
  if (whole) return whole
  const chunks = [...cookies]
    .filter(([key]) => key.startsWith(`${name}.`) && /^\d+$/.test(key.slice(name.length + 1)))
    .sort(([a], [b]) => Number(a.slice(name.length + 1)) - Number(b.slice(name.length + 1)))
  return chunks.length > 0 ? chunks.map(([, value]) => value).join('') : undefined
}

type CachedSession = {
  exp?: number
  version?: string
  session?: { token?: string; expiresAt?: string }
  user?: { id: string; role?: string | null }
}

/**
 * Decrypted caches by their cookie value, the last few hundred. Decrypting one costs about 0.6 ms
 * of CPU (jose and the key derivation; a `compact` cache's HMAC took 0.05 ms), and a member's pages
 * within the cache's minute all send the same value. Only values that decrypted are kept; the
 * expiries are checked on every use.
 */
const decryptedCaches = new Map<string, { secret: string; cache: CachedSession }>()
const DECRYPTED_LIMIT = 500

async function decrypted(value: string, secret: string): Promise<CachedSession | null> {
  const known = decryptedCaches.get(value)
  if (known?.secret === secret) return known.cache
  const cache = (await symmetricDecodeJWT(value, secret, COOKIE_CACHE_SALT).catch(() => null)) as CachedSession | null
  if (!cache) return null
  if (decryptedCaches.size >= DECRYPTED_LIMIT) decryptedCaches.delete(decryptedCaches.keys().next().value as string)
  decryptedCaches.set(value, { secret, cache })
  return cache
}

/**
 * The signed-in user as better-auth's get-session answers from its cookie cache, without the
 * database: the same checks in the same order (a signed session token; a session-data cookie
 * that decrypts — `jwe`, src/auth/options.ts — whose version and both expiries hold; the two
 * naming the same session). Anything less gives null, and the caller falls back to the full
 * `getSession` (which may read the database, refresh or clear the cookies). `refreshCache` is off
 * (the sessions live in the database), so a cache hit never sets a cookie and nothing is lost by
 * answering it here. Only for what is harmless when up to 60 s stale (docs/adr/0006-database-checked-sessions.md).
 */
export async function cachedSessionUser(headers: Headers, secret: string, siteUrl: string) {
  const cookieHeader = headers.get('cookie')
  if (!cookieHeader) return null
  const names = getCookies(cookieOptions(siteUrl))
  const cookies = parseCookies(cookieHeader)
  const token = verifiedSignedValue(cookies.get(names.sessionToken.name), secret)
  if (!token) return null
  const data = chunkedValue(cookies, names.sessionData.name)
  if (!data) return null
  const cache = await decrypted(data, secret)
  const now = Date.now()
  if (!cache?.user?.id || cache.session?.token !== token || (cache.version ?? '1') !== '1') return null
  if (!cache.exp || cache.exp * 1000 < now) return null
  const sessionExpiresAt = new Date(cache.session.expiresAt ?? Number.NaN).getTime()
  if (!Number.isFinite(sessionExpiresAt) || sessionExpiresAt < now) return null
  return cache.user
}
