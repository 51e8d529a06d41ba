/**
 * The one way to turn a user-supplied or request-derived address into a redirect target
 * (`?redirect=`, the preview route's `path`, the way back after login, callback URLs): parsed as
 * a URL against this site, kept only when it stays on this site, and returned as the parser wrote
 * it, `/path?query#hash`, percent-encoded (Hangul included), so it is always a valid header value.
 *
 * String checks were not enough: `/\t/evil.example` passed them, and browsers drop the tab and go
 * to evil.example; a raw Hangul path made Node refuse the Location header (500).
 */
const SITE = 'http://site.invalid'

/**
 * The address a page under /user/ was opened with (path and query, as Next serves it), set by
 * src/proxy.ts on the request, whatever the client sent under that name.
 */
export const RETURN_TO_HEADER = 'x-site-return-to'

/**
 * @param value an address on this site, starting with `/`
 * @returns the same address as a safe redirect target, or undefined when it leaves the site
 */
export function sitePath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return undefined
  // Controls (tab, newline) are dropped by URL parsers and browsers alike: `/\t/host` is `//host`.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return undefined
  }
  if (url.origin !== SITE) return undefined
  const target = url.pathname + url.search + url.hash
  // `/.//host` parses to the path `//host`, which a browser reads as another host.
  if (target.startsWith('//')) return undefined
  return target
}

/** Whether a value is an address on this site (see sitePath). */
export const isSitePath = (value: string | null | undefined): value is string => sitePath(value) !== undefined

/** The value as a safe redirect target, or the fallback. */
export const safeRedirect = (value: string | null | undefined, fallback = '/') => sitePath(value) ?? fallback

/** The login (or sign-up) page that leads back to a site address afterwards (the page alone for the home page). */
export function loginPath(returnTo: string | null | undefined, page: '/login' | '/signup' = '/login'): string {
  const target = sitePath(returnTo)
  return target && target !== '/' ? `${page}?redirect=${encodeURIComponent(target)}` : page
}

/**
 * Where a sign-in lands: the consent step (src/app/(site)/(user-nav)/user/consent), which asks a
 * member to agree to a changed legal text that asks for it, and otherwise goes straight on to
 * `returnTo`. Every way of signing in (the form with or without scripts, a social account) passes
 * it, so "asked at the next sign-in" has one door; a member who just confirmed their address
 * agreed at sign-up, and the members' pages ask anyone who still owes it.
 */
export function afterSignInPath(returnTo: string | null | undefined): string {
  return `/user/consent?next=${encodeURIComponent(safeRedirect(returnTo))}`
}

/**
 * Where the link of a verification mail lands: the login page saying the address is confirmed
 * (`?verified=1`), still leading back to the page the visitor was going to.
 */
export function verifiedLoginPath(returnTo: string | null | undefined): string {
  const login = loginPath(returnTo)
  return login === '/login' ? '/login?verified=1' : login.replace('/login?', '/login?verified=1&')
}
