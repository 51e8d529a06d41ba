import { authErrorMessage, tooManyRequestsMessage } from './messages'

/**
 * better-auth's success answers that carry an English sentence, by the endpoint's path. The pages
 * show their own text; a script or a screen reader on the API's answer gets this one.
 */
const successMessages: Record<string, string> = {
  '/api/auth/request-password-reset': '가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해 주세요.',
  '/api/auth/forget-password': '가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해 주세요.',
  '/api/auth/delete-user': '회원 탈퇴가 끝났습니다.',
  '/api/auth/delete-user/callback': '회원 탈퇴가 끝났습니다.',
}

async function jsonBody(response: Response): Promise<Record<string, unknown> | null> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null
  const body = await response
    .clone()
    .json()
    .catch(() => null)
  return body && typeof body === 'object' && !Array.isArray(body) ? body : null
}

function withBody(response: Response, body: unknown, headers = new Headers(response.headers)) {
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers })
}

/**
 * Last net under the auth API: every JSON answer leaves in Korean, whatever produced it
 * (better-auth's rate limiter answers in English before any hook runs; its i18n plugin keeps the
 * English text beside the Korean as `originalMessage`). A 429 says how long to wait.
 */
export async function inKorean(response: Response, pathname: string): Promise<Response> {
  if (response.status < 400) {
    const message = Object.hasOwn(successMessages, pathname) ? successMessages[pathname] : undefined
    const body = message ? await jsonBody(response) : null
    return body && typeof body.message === 'string' ? withBody(response, { ...body, message }) : response
  }
  const body = (await jsonBody(response)) as { code?: string; message?: string; originalMessage?: string } | null
  if (!body) return response
  const headers = new Headers(response.headers)
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('x-retry-after')) || 60
    headers.set('retry-after', String(retryAfter))
    return withBody(
      response,
      { code: 'TOO_MANY_REQUESTS', message: tooManyRequestsMessage(retryAfter), retryAfter },
      headers,
    )
  }
  const { originalMessage: _english, ...rest } = body
  return withBody(response, { ...rest, message: authErrorMessage({ ...body, status: response.status }) }, headers)
}
