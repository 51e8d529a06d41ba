/**
 * The browser's calls to the auth API: same-origin fetch, JSON in and out, and every failure
 * turned into one Korean message (plus per-field messages when the server sends them).
 */
import type { FieldErrors } from '@/forms/field-errors'
import { hasHangul, messageForStatus } from './messages'

export type AuthFailure = { ok: false; status: number; code?: string; message: string; errors?: FieldErrors }
export type AuthResult<T> = { ok: true; data: T } | AuthFailure

export async function authRequest<T = unknown>(
  path: string,
  body?: unknown,
  method: 'GET' | 'POST' = body === undefined ? 'GET' : 'POST',
): Promise<AuthResult<T>> {
  let response: Response
  try {
    response = await fetch(`/api/auth${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    return { ok: false, status: 0, message: '네트워크에 연결할 수 없습니다. 연결을 확인한 뒤 다시 시도해 주세요.' }
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (response.ok) return { ok: true, data: data as T }
  const code = typeof data?.code === 'string' ? data.code : undefined
  const message = typeof data?.message === 'string' ? data.message : undefined
  const errors = data?.errors && typeof data.errors === 'object' ? (data.errors as FieldErrors) : undefined
  return {
    ok: false,
    status: response.status,
    code,
    // The auth API answers in Korean (src/auth/korean-response.ts); the status covers the rest.
    message: message && hasHangul(message) ? message : messageForStatus(response.status),
    errors,
  }
}
