import 'server-only'
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies'
import { cookies, headers } from 'next/headers'
import { serverEnv } from '@/config/env'
import type { FieldErrors, FormFailure } from '@/forms/field-errors'
import { CLIENT_IP_HEADER } from './cookie-cache'
import { inKorean } from './korean-response'
import { getAuth } from './server'

export type EndpointResult<T> = { ok: true; data: T } | ({ ok: false } & FormFailure)

/** What of the browser's request better-auth reads: its session, its origin check, its client address. */
const FORWARDED = ['cookie', 'origin', 'referer', 'user-agent', 'accept-language', CLIENT_IP_HEADER] as const

/**
 * Calls an auth endpoint from a server action (a form sent before the page's scripts ran) the way
 * the browser's call reaches it: through better-auth's own request handler, so its origin check and
 * its rate limits (counted per client address and path, in the same buckets as POST /api/auth/…)
 * apply, then the same Korean last net as the route. `auth.api.*` would skip the limiter. The
 * cookies it sets (the session) go to the browser with the action's answer.
 */
export async function callAuthEndpoint<T = Record<string, unknown>>(
  path: `/${string}`,
  body: Record<string, unknown>,
): Promise<EndpointResult<T>> {
  const incoming = await headers()
  const forwarded = new Headers({ 'content-type': 'application/json' })
  for (const name of FORWARDED) {
    const value = incoming.get(name)
    if (value) forwarded.set(name, value)
  }
  const url = new URL(`/api/auth${path}`, serverEnv().SITE_URL)
  const request = new Request(url, { method: 'POST', headers: forwarded, body: JSON.stringify(body) })
  const response = await inKorean(await getAuth().handler(request), url.pathname)

  const setCookie = response.headers.get('set-cookie')
  if (setCookie) {
    const jar = await cookies()
    for (const [name, value] of parseSetCookieHeader(setCookie)) jar.set(name, value.value, toCookieOptions(value))
  }

  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { ok: true, data: answer as T }
  const errors = answer.errors && typeof answer.errors === 'object' ? (answer.errors as FieldErrors) : undefined
  return {
    ok: false,
    status: response.status,
    code: typeof answer.code === 'string' ? answer.code : undefined,
    // inKorean has already put every error answer in Korean (src/auth/messages.ts).
    message: typeof answer.message === 'string' ? answer.message : '일시적인 오류가 발생했습니다.',
    errors,
  }
}
