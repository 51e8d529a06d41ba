import { create } from 'zustand'

/**
 * Who is signed in, for the navigation only. Public pages are cached and identical for
 * everyone, so the header asks the browser's own session once per app start
 * (`/api/auth/get-session`, answered from better-auth's signed cookie cache: no SQL). Pages
 * that need the truth (members' area, guards) check the session on the server themselves.
 */
export type AccountStatus = 'unknown' | 'guest' | 'member'

interface AccountState {
  status: AccountStatus
  name: string | null
  load: () => Promise<void>
  signOut: () => Promise<void>
}

let loading: Promise<void> | null = null

/** The code sign-out needs (authRequest and its Korean messages), kept out of the public pages' bundle. */
const signOutCode = () => import('@/auth/request')

/** Starts fetching it ahead of a click (a member's header, a pointer or focus on a logout button). */
export function preloadSignOut() {
  void signOutCode()
}

export const useAccount = create<AccountState>((set) => ({
  status: 'unknown',
  name: null,
  load: () => {
    // A plain fetch: authRequest's Korean error messages are not needed to tell member from guest,
    // and would put the whole message table in every public page's JS.
    loading ??= fetch('/api/auth/get-session', { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((data: { user?: { name?: string; role?: string | null } } | null) => {
        // Spec §3: a missing role is a guest; a failed read shows the guest links.
        const user = data?.user
        set(user?.role ? { status: 'member', name: user.name ?? null } : { status: 'guest', name: null })
        // A member may sign out: its code is fetched now, so the click does not wait for it.
        if (user?.role) preloadSignOut()
      })
    return loading
  },
  signOut: async () => {
    const { authRequest } = await signOutCode()
    const result = await authRequest('/sign-out', {})
    if (!result.ok) throw new Error(result.message)
    // Spec §4: on success, replace the location with /login.
    window.location.replace('/login')
  },
}))
