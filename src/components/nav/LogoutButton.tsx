'use client'
import { notify } from '@/components/toast/notify'
import { preloadSignOut, useAccount } from '@/stores/account'

/** Spec §4 logout: sign out, then replace the location with /login; a failure says so. */
export async function signOutOrToast() {
  try {
    await useAccount.getState().signOut()
  } catch (error) {
    // callAuth's Korean reason (network, rate limit, …) after what failed.
    notify.error(`로그아웃하지 못했습니다. ${error instanceof Error ? error.message : ''}`.trim())
  }
}

export function LogoutButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={preloadSignOut}
      onFocus={preloadSignOut}
      onClick={() => void signOutOrToast()}
    >
      로그아웃
    </button>
  )
}
