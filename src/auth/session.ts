import 'server-only'
import { getSessionCookie } from 'better-auth/cookies'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { consentOwedBy, consentPath } from '@/legal/consent'
import { loginPath, RETURN_TO_HEADER, safeRedirect } from '@/lib/safe-redirect'
import { roleOf } from './roles'
import { getAuth } from './server'

/**
 * The signed-in site member of this request, or null: always from the session row, never from
 * the 60-second cookie cache, so a session revoked a moment ago reads nothing.
 */
export async function getSession() {
  const requestHeaders = await headers() // first: it marks the page as rendered per request
  return getAuth().api.getSession({ headers: requestHeaders, query: { disableCookieCache: true } })
}

export { roleOf } from './roles'

/**
 * For logged-in-only pages: guests go to the login page and come back afterwards, to the address
 * they opened, query included (src/proxy.ts passes it for every page under /user/). A member who
 * owes agreement to a changed legal text is asked first (src/legal/consent.ts), except on pages
 * that must stay open to them (`askConsent: false`: 내 정보, where they can also leave).
 */
export async function requireSession({ askConsent = true }: { askConsent?: boolean } = {}) {
  const session = await getSession()
  const returnTo = (await headers()).get(RETURN_TO_HEADER)
  if (!session || roleOf(session.user) === 'guest') redirect(loginPath(returnTo))
  if (askConsent && (await consentOwedBy(session.user)).length > 0) redirect(consentPath(returnTo))
  return session
}

/** For guest-only pages (login, sign-up, recovery): a signed-in visitor goes on to where they were headed. */
export async function redirectSignedIn(redirectTo: string | string[] | undefined) {
  const session = await getSession()
  if (session) redirect(safeRedirect(typeof redirectTo === 'string' ? redirectTo : undefined))
}

/** A page's search parameter as one string. */
export const param = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/**
 * The signed-in user's id for an API route that writes on their behalf (an inquiry's author):
 * none without a session cookie; else from the session row (a write never trusts the cookie cache).
 */
export async function sessionUserId(requestHeaders: Headers): Promise<string | undefined> {
  if (!getSessionCookie(requestHeaders)) return undefined
  const session = await getAuth()
    .api.getSession({ headers: requestHeaders, query: { disableCookieCache: true } })
    .catch(() => null)
  return session?.user.id
}
