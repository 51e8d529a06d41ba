/**
 * Runs for five kinds of request (see `config`):
 *  - Addresses the app uses inside that are no address of their own: /cms/… (where next.config.mjs
 *    rewrites the CMS pages; the proxy runs before those rewrites), user/edu/cached/… and
 *    guest-copy/… (the members' and the guest-only pages' cached copies, which this proxy rewrites
 *    to). Answered with Next's 404 page. Other
 *    spellings (`/%63ms/…`, `/CMS/…`) are no route of Next's either; the loose comparison
 *    (src/lib/loose-path.mjs) keeps any spelling Next might still route hidden.
 *  - Server action calls (a POST with a `Next-Action` header): a guest's call of the admin's
 *    functions gets 404 (so Payload's generated files stay as Payload writes them: docs/adr/0046).
 *    Nothing here reads the body: React's encoding of action arguments is React's to decode (a
 *    hand-made check of it refused the admin's own calls when React began outlining references,
 *    `"$0:0:args:data"`). A body Next cannot decode fails inside Next, and
 *    the server answers that failure 400 (src/server/answer.mjs).
 *  - The members' area (`/user/…`): each page learns the address it was opened with. The
 *    education area's lists and articles (`/user/edu/…`) are the same for every member: a
 *    member gets the cached copy (user/edu/cached/…, rendered once, expired by the CMS's tags)
 *    instead of a page rendered per request: a member by the cookie cache, else by the session's
 *    row. Everyone else goes on to the per-request page, which sends guests to the login page.
 *  - The guest-only pages (로그인, 회원가입, 아이디·비밀번호 찾기): a visitor without a session
 *    cookie gets the cached copy for the query values the page reads (src/auth/guest-copies.ts);
 *    a visitor with one, and a form sent before the scripts ran (a POST), the page rendered per
 *    request, which sends a signed-in member on.
 *  - A JSON body sent to Payload's REST API (and a POST it reads as a GET): a body Payload would
 *    fail on with a 500 is refused in Korean (src/lib/payload-rest-input.mjs). Next buffers the
 *    body of a request this proxy runs for, so uploads (multipart) never come here.
 */
import { getSessionCookie } from 'better-auth/cookies'
import { type NextRequest, NextResponse } from 'next/server'
import { EDITOR_TOKEN_COOKIE, isSignedEditorToken } from '@/admin/editor-token'
import { cachedSessionUser } from '@/auth/cookie-cache'
import { guestCopyPath, isGuestCopyPath, isGuestPage } from '@/auth/guest-copies'
import { roleOf } from '@/auth/roles'
import { serverEnv } from '@/config/env'
import { reachesPrefix } from '@/lib/loose-path.mjs'
import { cachedEduPath, isCachedEduPath } from '@/lib/members-cache-path.mjs'
import { bodyNeedsCheck, payloadErrorBody, payloadRestSegments, refusalByBody } from '@/lib/payload-rest-input.mjs'
import { RETURN_TO_HEADER } from '@/lib/safe-redirect'
import { memberCheck } from '@/server/contract.mjs'

/**
 * The per-request page learns the address it was opened with (path and query as Next serves
 * them), for the way back after login (src/auth/session.ts); a value the client sent is replaced.
 */
function perRequestPage(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set(RETURN_TO_HEADER, request.nextUrl.pathname + request.nextUrl.search)
  return NextResponse.next({ request: { headers } })
}

/**
 * Whether the request is a signed-in member's: from the cookie cache within its minute, else from
 * the session's row (src/auth/member-session.ts, which the app registers at boot: one read, where
 * the page rendered per request would render the whole page).
 */
async function isMember(request: NextRequest) {
  const env = serverEnv()
  const user = await cachedSessionUser(request.headers, env.BETTER_AUTH_SECRET, env.SITE_URL)
  if (user) return roleOf(user) !== 'guest'
  const check = memberCheck()
  return Boolean(check && getSessionCookie(request.headers) && (await check(request.headers.get('cookie') ?? '')))
}

async function membersArea(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next()
  const target = cachedEduPath(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (!target || !(await isMember(request))) return perRequestPage(request)
  return NextResponse.rewrite(new URL(target, request.url))
}

function guestPage(request: NextRequest) {
  const target =
    (request.method === 'GET' || request.method === 'HEAD') && !getSessionCookie(request.headers)
      ? guestCopyPath(request.nextUrl.pathname, request.nextUrl.searchParams)
      : undefined
  return target ? NextResponse.rewrite(new URL(target, request.url)) : NextResponse.next()
}

/**
 * A call of Payload's admin functions (posted to an `/admin` page) from no editor: answered 404
 * here, before Next decodes it and renders the admin page for its answer. No editor means no
 * `payload-token` cookie, or one that Payload did not sign with this site's secret or that has
 * expired (src/admin/editor-token.ts). The first-user screen calls them as a guest while no editor
 * exists yet: its calls go on to Payload, which decides (once an editor exists, it refuses by
 * throwing, and the server answers that 400: src/server/answer.mjs).
 * A signed token whose session has ended goes on to Payload too, which refuses it the same way.
 */
async function isGuestAdminCall(request: NextRequest): Promise<boolean> {
  const path = request.nextUrl.pathname
  if (path !== '/admin' && !path.startsWith('/admin/')) return false
  const token = request.cookies.get(EDITOR_TOKEN_COOKIE)?.value
  if (token === undefined) return path !== '/admin/create-first-user'
  return !(await isSignedEditorToken(token, serverEnv().PAYLOAD_SECRET))
}

async function payloadRestBody(request: NextRequest) {
  const segments = payloadRestSegments(request.nextUrl.pathname)
  const method = request.method.toUpperCase()
  const header = (name: string) => request.headers.get(name)
  if (!segments || !bodyNeedsCheck(method, header)) return NextResponse.next()
  const refused = refusalByBody(method, segments, header, await request.text())
  if (!refused) return NextResponse.next()
  return new NextResponse(payloadErrorBody(refused.message), {
    status: refused.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** Where a hidden address is sent: no route, so Next answers its 404 page. */
const NOT_AN_ADDRESS = '/cms-is-not-an-address'

export async function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname
  if (reachesPrefix(path, '/cms') || isCachedEduPath(path) || isGuestCopyPath(path)) {
    return NextResponse.rewrite(new URL(NOT_AN_ADDRESS, request.url))
  }
  if (path.startsWith('/api/')) return payloadRestBody(request)
  if (!request.headers.has('next-action')) return isGuestPage(path.slice(1)) ? guestPage(request) : membersArea(request)
  if (request.method === 'POST' && (await isGuestAdminCall(request))) {
    return NextResponse.json({ message: '찾을 수 없습니다.' }, { status: 404 })
  }
  return NextResponse.next()
}

/**
 * The CMS prefix, then the server actions, the members' area, the guest-only pages and their
 * copies' prefix; the last three: Payload's REST API, every /api address but the site's own route handlers
 * (SITE_API_ROUTES in src/lib/payload-rest-input.mjs). Next reads this object as literals at build
 * time, so the list is written out; tests/unit/proxy-matcher.test.ts keeps it equal to that list.
 */
export const config = {
  matcher: [
    '/cms',
    '/cms/:path*',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    '/user/:path*',
    '/login',
    '/signup',
    '/find-id',
    '/find-pw',
    '/guest-copy/:path*',
    {
      source: '/api/:path((?!(?:auth|build|contact|health|me|preview|ready|track|unsubscribe)(?:/|$)).*)',
      has: [{ type: 'header', key: 'content-type', value: 'application/json.*' }],
    },
    {
      source: '/api/:path((?!(?:auth|build|contact|health|me|preview|ready|track|unsubscribe)(?:/|$)).*)',
      has: [{ type: 'header', key: 'x-payload-http-method-override', value: 'GET' }],
    },
    {
      source: '/api/:path((?!(?:auth|build|contact|health|me|preview|ready|track|unsubscribe)(?:/|$)).*)',
      has: [{ type: 'header', key: 'x-http-method-override', value: 'GET' }],
    },
  ],
}
