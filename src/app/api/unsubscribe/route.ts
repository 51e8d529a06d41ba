import { serverEnv } from '@/config/env'
import { memberOfToken } from '@/marketing/unsubscribe'
import { withdrawMarketing } from '@/marketing/withdraw'

/**
 * POST /api/unsubscribe?token=…: a marketing mail's one-click refusal. A mail program posts
 * `List-Unsubscribe=One-Click` (RFC 8058) and reads the answer; the /unsubscribe page's button
 * posts its form and lands back on the page saying it is done. No sign-in: the token is the
 * member's, made by this site. A GET does nothing (mail scanners open links).
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token')
  const memberId = memberOfToken(token, serverEnv().BETTER_AUTH_SECRET)
  const body = await request.text().catch(() => '')
  const oneClick = body.includes('List-Unsubscribe=One-Click')
  if (!memberId) {
    if (oneClick) return new Response('수신 거부 링크가 올바르지 않습니다.', { status: 400 })
    return Response.redirect(new URL('/unsubscribe?invalid=1', serverEnv().SITE_URL), 303)
  }
  await withdrawMarketing(memberId)
  if (oneClick) return new Response('광고성 정보 수신을 거부했습니다.', { status: 200 })
  return Response.redirect(new URL('/unsubscribe?done=1', serverEnv().SITE_URL), 303)
}
