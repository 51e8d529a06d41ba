import { create } from 'zustand'
import type { AuthClient } from '@/auth/client'

/**
 * Who is signed in, for the navigation and for forms that fill in a member's details (the
 * contact forms): the page's one read of the session. Public pages are cached and identical for
 * everyone, so the browser asks its own session once per app start (`/api/auth/get-session`,
 * answered from better-auth's signed cookie cache: no SQL). A plain fetch typed by the auth
 * client, not the client itself: every visitor's every page reads it, and the client is 12 KB
 * gzipped (docs/adr/0034). Pages that need the truth (members' area, guards) check the session
 * on the server themselves.
 */
export type AccountStatus = 'unknown' | 'guest' | 'member'

/** The signed-in member as get-session answers (better-auth's user with the site's fields). */
export type AccountUser = AuthClient['$Infer']['Session']['user']

interface AccountState {
  status: AccountStatus
  name: string | null
  user: AccountUser | null
  load: () => Promise<void>
  signOut: () => Promise<void>
}

let loading: Promise<void> | null = null

/** The code sign-out needs (the auth client and its Korean messages), kept out of the public pages' bundle. */
const signOutCode = async () => {
  const call = await import('@/auth/call')
  await call.loadAuthClient()
  return call
}

/** Starts fetching it ahead of a click (a pointer or focus on a logout button). */
export function preloadSignOut() {
  void signOutCode()
}

export const useAccount = create<AccountState>((set) => ({
  status: 'unknown',
  name: null,
  user: null,
  load: () => {
    // A plain fetch (see above): no Korean error message is needed to tell member from guest.
    loading ??= fetch('/api/auth/get-session', { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((data: { user?: AccountUser } | null) => {
        // Spec §3: a missing role is a guest; a failed read shows the guest links.
        const user = data?.user
        set(
          user?.role
            ? { status: 'member', name: user.name ?? null, user }
            : { status: 'guest', name: null, user: null },
        )
        // The sign-out code is not fetched here: on every members' page it would add the auth
        // client (14 KB) to the page's JavaScript (its 165 KB budget, ADR 0019). The logout button
        // fetches it on pointer or focus, ahead of the click.
      })
    return loading
  },
  signOut: async () => {
    const { callAuth } = await signOutCode()
    const result = await callAuth((auth) => auth.signOut())
    if (!result.ok) throw new Error(result.message)
    // Spec §4: on success, replace the location with /login.
    window.location.replace('/login')
  },
}))
