import 'server-only'
import { roleOf } from './roles'
import { getAuth } from './server'

/**
 * The signed-in member whose session a cookie holds, read from its row (never from the cookie
 * cache) and never renewed: whoever asks here sends no cookie back (the browser's own
 * get-session call renews it, src/stores/account.ts). Null for a guest or no session.
 */
export async function memberOfCookie(cookie: string) {
  const session = await getAuth().api.getSession({
    headers: new Headers({ cookie }),
    query: { disableCookieCache: true, disableRefresh: true },
  })
  return session && roleOf(session.user) !== 'guest' ? session : null
}

/**
 * For src/proxy.ts past the cookie cache's minute (through src/server/contract.mjs). A database
 * that does not answer: false, and the page rendered per request decides.
 */
export const isMemberCookie = (cookie: string) => memberOfCookie(cookie).then(Boolean, () => false)
