'use server'
import { isAPIError } from 'better-auth/api'
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
