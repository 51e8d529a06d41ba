import { authErrorMessage, tooManyRequestsMessage } from './messages'

/**
 * Last net under the auth API: every JSON error answer leaves in Korean, whatever produced it
 * (better-auth's rate limiter answers in English before any hook runs). A 429 says how long to wait.
 */
export async function inKorean(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null
  if (!body || typeof body !== 'object') return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  let translated: Record<string, unknown>
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('x-retry-after')) || 60
    headers.set('retry-after', String(retryAfter))
    translated = { code: 'TOO_MANY_REQUESTS', message: tooManyRequestsMessage(retryAfter), retryAfter }
  } else {
    translated = { ...body, message: authErrorMessage({ ...body, status: response.status }) }
  }
  return new Response(JSON.stringify(translated), { status: response.status, statusText: response.statusText, headers })
}
