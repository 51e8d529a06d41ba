/**
 * The guest-only pages' cached copies (src/app/(site)/(main-nav)/guest-copy): 로그인, 회원가입 and
 * the two recovery pages are the same for every guest given the few query values they read, so
 * src/proxy.ts sends a visitor without a session cookie to a copy rendered once and kept by Next
 * (and by the server in front of it, src/server/kept-pages.mjs), its query folded into the address.
 * A visitor with a session cookie, and every form POST, get the page rendered per request, which
 * checks the session and sends a signed-in member on. Not an address of its own: the proxy answers
 * its prefix with Next's 404 page; a copy holds nothing a guest does not see at the page itself.
 */
import { reachesPrefix } from '@/lib/loose-path.mjs'

export const GUEST_COPY_PREFIX = '/guest-copy'

/** Each guest-only page and the query values it reads; any other is dropped (the page ignores it). */
const READS = {
  login: ['redirect', 'error', 'verified', 'reset', 'signedUp'],
  signup: ['redirect', 'error'],
  'find-id': [],
  'find-pw': [],
} as const satisfies Record<string, readonly string[]>

export type GuestPage = keyof typeof READS
export const isGuestPage = (page: string): page is GuestPage => Object.hasOwn(READS, page)

/** A value longer than this is left to the page rendered per request (each copy is kept). */
const MAX_VALUE = 500
const NO_QUERY = '-'

/** Whether a request target reaches the copies, however spelled (src/lib/loose-path.mjs). */
export const isGuestCopyPath = (target: string) => reachesPrefix(target, GUEST_COPY_PREFIX)

/**
 * The copy of a guest-only page: `/login?redirect=%2Fuser%2Fedu&utm=x` → `/guest-copy/login/<the
 * query it reads, base64url>`. A value given twice is dropped, as the page reads it (`param`).
 * None for another page, or for a value too long to keep a copy of.
 */
export function guestCopyPath(pathname: string, query: URLSearchParams): string | undefined {
  const page = pathname.slice(1)
  if (!isGuestPage(page)) return undefined
  const kept = new URLSearchParams()
  for (const name of READS[page]) {
    const values = query.getAll(name)
    if (values.length !== 1) continue
    if ((values[0] ?? '').length > MAX_VALUE) return undefined
    kept.set(name, values[0] ?? '')
  }
  const text = kept.toString()
  return `${GUEST_COPY_PREFIX}/${page}/${text ? Buffer.from(text).toString('base64url') : NO_QUERY}`
}

/** The query a copy's address carries, as the page reads it; undefined for an address no copy has. */
export function guestCopyQuery(state: string): Record<string, string> | undefined {
  if (state === NO_QUERY) return {}
  if (!/^[\w-]{1,2000}$/.test(state)) return undefined
  return Object.fromEntries(new URLSearchParams(Buffer.from(state, 'base64url').toString()))
}
