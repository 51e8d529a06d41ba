import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getAuth } from './server'

/** The signed-in site member of this request, or null (better-auth's cookie cache spares the database). */
export async function getSession() {
  const requestHeaders = await headers() // first: it marks the page as rendered per request
  return getAuth().api.getSession({ headers: requestHeaders })
}

/** For logged-in-only pages: guests go to the login page and come back afterwards. */
export async function requireSession(returnTo: string) {
  const session = await getSession()
  if (!session) redirect(`/login?redirect=${encodeURIComponent(returnTo)}`)
  return session
}
