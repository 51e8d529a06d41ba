import { create } from 'zustand'
import { authRequest } from '@/auth/request'

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
    loading ??= authRequest<{ user?: { name?: string; role?: string | null } } | null>('/get-session').then(
      (result) => {
        // Spec §3: a missing role is a guest; a failed read shows the guest links.
        const user = result.ok ? result.data?.user : undefined
        set(user?.role ? { status: 'member', name: user.name ?? null } : { status: 'guest', name: null })
      },
    )
    return loading
  },
  signOut: async () => {
    const result = await authRequest('/sign-out', {})
    if (!result.ok) throw new Error(result.message)
    // Spec §4: on success, replace the location with /login.
    window.location.replace('/login')
  },
}))
