import { getSessionCookie } from 'better-auth/cookies'
import { z } from 'zod'
import { enabledProviders } from '@/auth/providers'
import { getAuth } from '@/auth/server'
import { allMyInquiries } from '@/inquiries/mine'
import { getSiteSettings } from '@/lib/content'
import { getPayloadClient } from '@/lib/payload'
import { consumeRateLimit } from '@/lib/rate-limits.mjs'
import { ownDataContentDisposition, ownDataCsv, ownDataFile, ownDataJson } from '@/privacy/own-data'
import { myPrivacyRequests } from '@/privacy/requests/mine'

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })

const formatSchema = z.enum(['json', 'csv']).catch('json')

/**
 * GET /api/me/data?format=json|csv: the signed-in member's own data as a file (src/privacy/own-data.ts),
 * made now from the rows, for them only. The sign-in must be recent (within better-auth's fresh
 * age, as for the device list): a session left open on a shared computer does not hand everything
 * over. 401 without a session, 403 when it is not recent, 429 past the limit; each in Korean.
 */
export async function GET(request: Request) {
  const requestHeaders = request.headers
  // A link on another site would save the file to the member's disk and spend their limit.
  if (requestHeaders.get('sec-fetch-site') === 'cross-site')
    return refuse(403, '이 사이트의 내 정보에서 내려받아 주세요.')
  // A person who clicked the link reads a refusal on 내 정보, not in a downloaded file.
  const navigated = requestHeaders.get('sec-fetch-mode') === 'navigate'
  const back = (reason: string) =>
    Response.redirect(new URL(`/user/profile?data=${reason}#data-title`, request.url), 303)
  const auth = getAuth()
  const session = getSessionCookie(requestHeaders)
    ? await auth.api.getSession({ headers: requestHeaders, query: { disableCookieCache: true } }).catch(() => null)
    : null
  if (!session)
    return navigated
      ? Response.redirect(new URL('/login?redirect=%2Fuser%2Fprofile', request.url), 303)
      : refuse(401, '로그인한 회원만 내려받을 수 있습니다. 로그인한 뒤 내 정보에서 내려받아 주세요.')
  const sessions = await auth.api.listSessions({ headers: requestHeaders }).catch(() => null)
  if (!sessions)
    return navigated
      ? back('reauth')
      : refuse(
          403,
          '보안을 위해 로그인한 지 1시간이 지나면 내려받을 수 없습니다. 내 정보에서 다시 로그인한 뒤 내려받아 주세요.',
        )

  const payload = await getPayloadClient()
  const limit = await consumeRateLimit(payload.db.pool, 'ownData', session.user.id)
  if (!limit.allowed)
    return navigated ? back('limit') : refuse(429, limit.message, { 'retry-after': String(limit.retryAfterSeconds) })

  const format = formatSchema.parse(new URL(request.url).searchParams.get('format'))
  const providers = enabledProviders(process.env)
  const [accounts, inquiries, privacyRequests, settings] = await Promise.all([
    auth.api.listUserAccounts({ headers: requestHeaders }),
    allMyInquiries(session.user),
    myPrivacyRequests(session.user.id),
    getSiteSettings(),
  ])
  const now = new Date()
  const file = ownDataFile({
    siteName: settings.siteName,
    user: session.user,
    accounts,
    providerName: (id) =>
      id === 'credential' ? '이메일과 비밀번호' : (providers.find((provider) => provider.id === id)?.name ?? id),
    sessions,
    currentSessionId: session.session.id,
    inquiries,
    privacyRequests,
    now,
  })
  return new Response(format === 'csv' ? ownDataCsv(file) : ownDataJson(file), {
    headers: {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'content-disposition': ownDataContentDisposition(format, now),
      'cache-control': 'private, no-store',
    },
  })
}
