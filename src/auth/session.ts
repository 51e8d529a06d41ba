import 'server-only'
import { getSessionCookie } from 'better-auth/cookies'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { serverEnv } from '@/config/env'
import { loginPath, RETURN_TO_HEADER, safeRedirect } from '@/lib/safe-redirect'
import { cachedSessionUser } from './cookie-cache'
import { roleOf } from './roles'
import { getAuth } from './server'

/** The signed-in site member of this request, or null (better-auth's cookie cache spares the database). */
export async function getSession() {
  const requestHeaders = await headers() // first: it marks the page as rendered per request
  return getAuth().api.getSession({ headers: requestHeaders })
}

export { roleOf } from './roles'

/**
 * For logged-in-only pages: guests go to the login page and come back afterwards, to the address
 * they opened, query included (src/proxy.ts passes it for every page under /user/).
 */
export async function requireSession() {
  const session = await getSession()
  if (!session || roleOf(session.user) === 'guest') redirect(loginPath((await headers()).get(RETURN_TO_HEADER)))
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
 * The signed-in user's id for an API route that only needs to know who sent a request: none
 * without a session cookie; from the signed cookie cache when it holds (as getSession would answer
 * it, without its endpoint machinery); else from better-auth's getSession (the database).
 */
export async function sessionUserId(requestHeaders: Headers): Promise<string | undefined> {
  if (!getSessionCookie(requestHeaders)) return undefined
  const env = serverEnv()
  const cached = await cachedSessionUser(requestHeaders, env.BETTER_AUTH_SECRET, env.SITE_URL)
  if (cached) return cached.id
  const session = await getAuth()
    .api.getSession({ headers: requestHeaders })
    .catch(() => null)
  return session?.user.id
}
