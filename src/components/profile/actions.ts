'use server'
import { isAPIError } from 'better-auth/api'
import { headers } from 'next/headers'
import { authErrorMessage } from '@/auth/messages'
import { getAuth } from '@/auth/server'

export type ActionResult = { ok: true } | { ok: false; message: string }

/** Signs out one of the member's own devices, by session id: session tokens never reach the page. */
export async function revokeSessionAction(sessionId: string): Promise<ActionResult> {
  const requestHeaders = await headers()
  const auth = getAuth()
  try {
    const sessions = await auth.api.listSessions({ headers: requestHeaders })
    const target = sessions.find((session) => session.id === sessionId)
    if (!target) return { ok: false, message: authErrorMessage({ code: 'SESSION_NOT_FOUND' }) }
    await auth.api.revokeSession({ headers: requestHeaders, body: { token: target.token } })
    return { ok: true }
  } catch (error) {
    if (isAPIError(error)) return { ok: false, message: authErrorMessage({ ...error.body, status: error.statusCode }) }
    throw error
  }
}
