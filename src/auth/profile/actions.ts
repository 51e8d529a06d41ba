'use server'
import { isAPIError } from 'better-auth/api'
import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import { authErrorMessage } from '@/auth/messages'
import { getAuth } from '@/auth/server'

export type ActionResult = { ok: true } | { ok: false; message: string }

/**
 * Signs out one of the member's own devices, by session id (src/auth/plugins.ts, /revoke-device):
 * session tokens reach neither the page nor this server.
 */
export async function revokeSessionAction(sessionId: string): Promise<ActionResult> {
  const requestHeaders = await headers()
  try {
    await getAuth().api.revokeDevice({ headers: requestHeaders, body: { id: String(sessionId) } })
    return { ok: true }
  } catch (error) {
    if (isAPIError(error)) return { ok: false, message: authErrorMessage({ ...error.body, status: error.statusCode }) }
    throw error
  }
}

/**
 * 다른 기기 모두 로그아웃: ends every session of the member but this one (better-auth's own
 * revoke-other-sessions). A form's action, so it works before the page's scripts have run too.
 */
export async function revokeOtherDevicesAction(_previous: ActionResult | null): Promise<ActionResult> {
  const requestHeaders = await headers()
  try {
    await getAuth().api.revokeOtherSessions({ headers: requestHeaders })
    // The device list on the page is read again.
    refresh()
    return { ok: true }
  } catch (error) {
    if (isAPIError(error)) return { ok: false, message: authErrorMessage({ ...error.body, status: error.statusCode }) }
    throw error
  }
}
