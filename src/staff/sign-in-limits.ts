import { createHash, pbkdf2, randomBytes, randomUUID } from 'node:crypto'
import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'
import { CLIENT_IP_HEADER } from '@/auth/cookie-cache'
import { formatWait } from '@/auth/messages'

/**
 * Limits on the staff's login and password reset (REST `/api/users/login`, `forgot-password`,
 * `reset-password`; the admin's forms call the same endpoints, and its first-user screen logs in
 * through the same login operation), per client address as the members' sign-in is limited
 * (src/auth/options.ts), counted in Postgres so they hold across server processes.
 *
 * No account is ever locked (`maxLoginAttempts: 0`): a stranger who knows a staff e-mail could
 * otherwise lock its owner out again and again. Instead:
 *  - per client address, 5 failed logins a minute; a successful login does not count;
 *  - per account (the e-mail as typed, whether or not an account has it, so the limit says
 *    nothing about which exist), 10 failed logins in 15 minutes from any addresses; past that,
 *    only addresses that account signed in from in the last 30–60 days may still try. Password
 *    spraying from many addresses slows to that pace, and the owner at their usual desk is
 *    never refused for someone else's attempts;
 *  - per client address, 3 reset mails and 5 reset attempts in 10 minutes (Payload itself sends
 *    one account at most one reset mail in its `minRequestInterval`).
 *
 * Each attempt is its own row in Payload's key-value store (`payload-kv`), inserted before it is
 * counted, so attempts sent in parallel cannot all read the same count and slip through.
 */

type Limit = { max: number; windowSeconds: number }

export const STAFF_SIGN_IN_LIMITS = {
  loginPerAddress: { max: 5, windowSeconds: 60 },
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  forgotPasswordPerAddress: { max: 3, windowSeconds: 10 * 60 },
  resetPasswordPerAddress: { max: 5, windowSeconds: 10 * 60 },
  /** How long an address counts as one the account signs in from (this window and the one before). */
  knownAddress: { max: 0, windowSeconds: 30 * 24 * 60 * 60 },
} as const satisfies Record<string, Limit>

type Scope = keyof typeof STAFF_SIGN_IN_LIMITS

const PREFIX = 'staff-sign-in'
/** Where the rows of an unfinished login are kept between its before and after hooks. */
const PENDING = 'staffSignInAttempts'

/** Payload's own collection behind `payload.kv` (DatabaseKVAdapter). */
const kvCollection = (payload: Payload) =>
  ((payload.kv as { collectionSlug?: string }).collectionSlug ?? 'payload-kv') as CollectionSlug

/** No e-mail or address in the store: a digest of fixed length, which no other key's part can contain. */
const digest = (scope: Scope, subject: string) =>
  createHash('sha256').update(`${scope}\n${subject}`).digest('hex').slice(0, 40)

const windowOf = (scope: Scope, now: number) => Math.floor(now / (STAFF_SIGN_IN_LIMITS[scope].windowSeconds * 1000))

/** `like` is Payload's "contains"; `not_like` passes its pattern as is: the `%` make both read the same. */
const keyPart = (scope: Scope, window?: number) => `${PREFIX}|${scope}|${window === undefined ? '' : `${window}|`}`

/** Forgets the rows of windows that are over (the known addresses keep the window before, too). */
async function forgetFinishedWindows(payload: Payload, now: number) {
  const stale: Where[] = (Object.keys(STAFF_SIGN_IN_LIMITS) as Scope[]).map((scope) => {
    const current = windowOf(scope, now)
    const kept = scope === 'knownAddress' ? [current, current - 1] : [current]
    return {
      and: [
        { key: { like: keyPart(scope) } },
        ...kept.map((window) => ({ key: { not_like: `%${keyPart(scope, window)}%` } })),
      ],
    }
  })
  await payload.db.deleteMany({ collection: kvCollection(payload), req: {}, where: { or: stale } })
}

/** Records one attempt and counts the attempts of its window, itself included. */
async function recordAttempt(payload: Payload, scope: Scope, subject: string, now: number) {
  const { windowSeconds } = STAFF_SIGN_IN_LIMITS[scope]
  const window = windowOf(scope, now)
  const prefix = `${keyPart(scope, window)}${digest(scope, subject)}|`
  const key = `${prefix}${randomUUID()}`
  await payload.db.create({ collection: kvCollection(payload), data: { key, data: { at: now } }, req: {} })
  const { totalDocs } = await payload.db.count({
    collection: kvCollection(payload),
    req: {},
    where: { key: { like: prefix } },
  })
  const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * windowSeconds * 1000 - now) / 1000))
  return { key, count: totalDocs, retryAfterSeconds }
}

const knownAddressKey = (email: string, address: string, window: number) =>
  `${keyPart('knownAddress', window)}${digest('knownAddress', `${email}\n${address}`)}`

async function isKnownAddress(payload: Payload, email: string, address: string, now: number) {
  const window = windowOf('knownAddress', now)
  for (const each of [window, window - 1]) if (await payload.kv.has(knownAddressKey(email, address, each))) return true
  return false
}

/** Payload's 429 answer in Korean, with how long to wait (Payload adds `req.responseHeaders` to its error answers). */
function refuse(req: PayloadRequest, retryAfterSeconds: number, what: string): never {
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(retryAfterSeconds))
  req.responseHeaders = headers
  throw new TooManyAttempts(`${what} 너무 많습니다. ${formatWait(retryAfterSeconds)} 후에 다시 시도해 주세요.`)
}

/** Named so the log can tell it from a failure (logged at info level, payload.config.ts `loggingLevels`). */
export class TooManyAttempts extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'TooManyAttempts'
  }
}

const normalisedEmail = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

/** `beforeOperation` of the staff accounts: counts and limits logins and password resets per client. */
export const limitStaffSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword' && operation !== 'resetPassword') return args
  // Set by our web server from the socket for every request; the Local API's calls have none.
  const address = req.headers?.get(CLIENT_IP_HEADER)
  if (!address) return args
  const { payload } = req
  const now = Date.now()
  await forgetFinishedWindows(payload, now)

  if (operation === 'forgotPassword' || operation === 'resetPassword') {
    const scope = operation === 'forgotPassword' ? 'forgotPasswordPerAddress' : 'resetPasswordPerAddress'
    const attempt = await recordAttempt(payload, scope, address, now)
    if (attempt.count > STAFF_SIGN_IN_LIMITS[scope].max)
      refuse(req, attempt.retryAfterSeconds, '비밀번호 재설정 요청이')
    return args
  }

  const data = (args as { data?: { password?: unknown } }).data
  const email = normalisedEmail(data)
  const byAddress = await recordAttempt(payload, 'loginPerAddress', address, now)
  const byAccount = email ? await recordAttempt(payload, 'loginPerAccount', email, now) : undefined
  req.context[PENDING] = [byAddress.key, byAccount?.key].filter(Boolean)
  if (byAddress.count > STAFF_SIGN_IN_LIMITS.loginPerAddress.max) {
    refuse(req, byAddress.retryAfterSeconds, '로그인 시도가')
  }
  if (
    byAccount &&
    byAccount.count > STAFF_SIGN_IN_LIMITS.loginPerAccount.max &&
    !(await isKnownAddress(payload, email, address, now))
  ) {
    refuse(req, byAccount.retryAfterSeconds, '이 계정의 로그인 시도가')
  }
  await costLikeAKnownAccount(req, email, data?.password)
  return args
}

/** `afterOperation`: a successful login is no failure, and its address becomes one the account signs in from. */
export const rememberStaffSignIn: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'login' || !result) return result
  const pending = req.context[PENDING] as string[] | undefined
  const address = req.headers?.get(CLIENT_IP_HEADER)
  if (!pending?.length || !address) return result
  const { payload } = req
  await payload.db.deleteMany({ collection: kvCollection(payload), req: {}, where: { key: { in: pending } } })
  const email = normalisedEmail((args as { data?: unknown }).data)
  const now = Date.now()
  await payload.kv.set(knownAddressKey(email, address, windowOf('knownAddress', now)), { at: now })
  return result
}

/**
 * Payload's current password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js:
 * PBKDF2-SHA256, 600 000 iterations, 32 bytes). tests/int/staff.int.test.ts checks these
 * against a hash Payload stored, so an upgrade that changes them fails a test.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

export const payloadPasswordHash = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH
    pbkdf2(password, salt, iterations, keyLength, digest, (error, hash) => (error ? reject(error) : resolve(hash)))
  })

const DUMMY_SALT = randomBytes(32).toString('hex')

/**
 * Payload checks a password only for an e-mail that has an account, and that check is nearly all
 * of a failed login's time: an unknown e-mail answered in a tenth of the time, which told anyone
 * which staff e-mails exist. An unknown e-mail gets the same hashing here, so both take as long
 * (same answer, same text: Payload's AuthenticationError for both). Only when Payload will get
 * as far as checking a password (it refuses an empty one first).
 */
async function costLikeAKnownAccount(req: PayloadRequest, email: string, password: unknown) {
  if (!email || typeof password !== 'string' || password.trim() === '') return
  const user = await req.payload.db.findOne({
    collection: 'users',
    req,
    select: { id: true },
    where: { email: { equals: email } },
  })
  if (!user) await payloadPasswordHash(password, DUMMY_SALT)
}
