/**
 * Runs for two kinds of request (see `config`):
 *  - Server action calls (a POST with a `Next-Action` header). Next answers 500 to a call whose
 *    body it cannot decode, as it does for any failing action: broken JSON, an unreadable form,
 *    nesting deep enough to exhaust the stack, a reference to a part the body does not have.
 *    Those get 400 here; the actions check their own arguments. A guest's call of the admin's
 *    functions gets 404.
 *  - The education area's lists and articles (`/user/edu/…`), the same for every member: a
 *    member whose session is in a valid cookie cache gets the cached copy (user/edu/cached/…,
 *    rendered once, expired by the CMS's tags) instead of a page rendered per request. Everyone
 *    else goes on to the per-request page, which checks the session in full (reading the
 *    database, refreshing or clearing cookies) and sends guests to the login page.
 */
import { type NextRequest, NextResponse } from 'next/server'
import { cachedSessionUser } from '@/auth/cookie-cache'
import { roleOf } from '@/auth/roles'
import { serverEnv } from '@/config/env'
import { cachedEduPath, isCachedEduPath } from '@/lib/members-cache-path.mjs'

/** Far deeper than any argument of our actions or of Payload's admin, far below the stack's limit. */
const MAX_DEPTH = 100

/** The JSON value of a text that nests at most MAX_DEPTH deep (counted before parsing), else undefined. */
function parseShallowJson(text: string): { value: unknown } | undefined {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      depth++
      if (depth > MAX_DEPTH) return undefined
    } else if (char === ']' || char === '}') depth--
  }
  try {
    return { value: JSON.parse(text) }
  } catch {
    return undefined
  }
}

/**
 * React's encoding of action arguments marks special values with `$`. A body sent as one text has
 * no other parts, so only the values written in place may appear (an escaped `$$`, undefined,
 * NaN, ±Infinity, -0, BigInt, Date, temporary references); `$Q2`, `$K1`, `$@3`… point to parts
 * that are not there and fail to decode.
 */
const IN_PLACE = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|[nDT])/

function onlyInPlaceValues(value: unknown): boolean {
  const pending = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.startsWith('$') && !IN_PLACE.test(item)) return false
    } else if (item && typeof item === 'object') pending.push(...Object.values(item))
  }
  return true
}

async function isDecodableForm(request: NextRequest): Promise<boolean> {
  try {
    const form = await request.formData()
    // React puts the arguments as JSON in the fields named by a number ("0", "1"…); the others are
    // form fields passed along as they were typed.
    return [...form.entries()].every(
      ([name, value]) => typeof value !== 'string' || !/^\d+$/.test(name) || parseShallowJson(value) !== undefined,
    )
  } catch {
    return false
  }
}

async function isDecodableText(request: NextRequest): Promise<boolean> {
  const parsed = parseShallowJson(await request.text())
  return parsed !== undefined && onlyInPlaceValues(parsed.value)
}

async function membersArea(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next()
  const target = cachedEduPath(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (!target) return NextResponse.next()
  const env = serverEnv()
  const user = await cachedSessionUser(request.headers, env.BETTER_AUTH_SECRET, env.SITE_URL)
  if (!user || roleOf(user) === 'guest') return NextResponse.next()
  return NextResponse.rewrite(new URL(target, request.url))
}

/**
 * A call of Payload's admin functions (posted to an `/admin` page) without an editor's session
 * cookie: answered 404 here, before Next decodes it and renders the admin page for its answer.
 * A cookie that is no session gets the same 404 from src/app/(payload)/layout.tsx. The first-user
 * screen calls them as a guest while no editor exists yet.
 */
function isGuestAdminCall(request: NextRequest): boolean {
  const path = request.nextUrl.pathname
  const admin = path === '/admin' || path.startsWith('/admin/')
  return admin && path !== '/admin/create-first-user' && !request.cookies.has('payload-token')
}

export async function proxy(request: NextRequest) {
  if (isCachedEduPath(request.nextUrl.pathname)) return new NextResponse(null, { status: 404 })
  if (!request.headers.has('next-action')) return membersArea(request)
  if (request.method !== 'POST') return NextResponse.next()
  if (isGuestAdminCall(request)) return NextResponse.json({ message: '찾을 수 없습니다.' }, { status: 404 })
  const multipart = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')
  if (await (multipart ? isDecodableForm(request) : isDecodableText(request))) return NextResponse.next()
  return NextResponse.json({ message: '요청 형식이 올바르지 않습니다.' }, { status: 400 })
}

export const config = {
  matcher: [{ source: '/:path*', has: [{ type: 'header', key: 'next-action' }] }, '/user/edu/:path*'],
}
