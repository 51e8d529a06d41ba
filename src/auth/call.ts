/**
 * How a page calls the auth API: through the typed better-auth client (src/auth/client.ts), which
 * is fetched on the first call, so no page carries it before a member acts. Every answer becomes
 * `{ ok: true, data }` or one Korean failure (src/auth/messages.ts, the one translation of auth
 * errors), with the server's field errors when it sends them.
 */
import type { FormFailure } from '@/forms/field-errors'
import type { AuthClient } from './client'

export type AuthFailure = FormFailure & { ok: false }
export type AuthResult<T> = { ok: true; data: T } | AuthFailure

const NO_CONNECTION = '네트워크에 연결할 수 없습니다. 연결을 확인한 뒤 다시 시도해 주세요.'

/** The client module; call ahead of a click (pointer or focus) so the click does not wait for it. */
export const loadAuthClient = () => import('./client')

type Answer = { data: unknown; error: { status: number; code?: string; message?: string } | null }

export async function callAuth<R extends Answer>(
  run: (client: AuthClient) => Promise<R>,
): Promise<AuthResult<NonNullable<R['data']>>> {
  try {
    const { authClient, failureOf } = await loadAuthClient()
    const { data, error } = await run(authClient)
    return error ? { ok: false, ...failureOf(error) } : { ok: true, data: data as NonNullable<R['data']> }
  } catch {
    // The client's code or the answer never arrived (offline, connection dropped).
    return { ok: false, status: 0, message: NO_CONNECTION }
  }
}
