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

export const useAccount = create<AccountState>((set) => ({
  status: 'unknown',
  name: null,
  load: () => {
    loading ??= fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((data: { user?: { name?: string; role?: string | null } } | null) => {
        // Spec §3: a missing role is a guest.
        const member = Boolean(data?.user?.role)
        set({ status: member ? 'member' : 'guest', name: member ? (data?.user?.name ?? null) : null })
      })
      .catch(() => set({ status: 'guest', name: null }))
    return loading
  },
  signOut: async () => {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    }).catch(() => null)
    if (!response?.ok) throw new Error('sign-out failed')
    // Spec §4: on success, replace the location with /login.
    window.location.replace('/login')
  },
}))
