import { createHash, pbkdf2, randomBytes } from 'node:crypto'
import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { CLIENT_IP_HEADER } from '@/auth/cookie-cache'
import { consumeRateLimit, RATE_LIMITS, rateLimiter } from '@/lib/rate-limits.mjs'

/**
 * Limits on the staff's login and password reset (REST `/api/users/login`, `forgot-password`,
 * `reset-password`; the admin's forms call the same endpoints, and its first-user screen logs in
 * through the same login operation), per client address as the members' sign-in is limited
 * (src/auth/options.ts), on the site's limiter (the `staff…` limits in src/lib/rate-limits.mjs).
 *
 * No account is ever locked (`maxLoginAttempts: 0`, rather than Payload's lock): a stranger who
 * knows a staff e-mail could otherwise lock its owner out again and again. Instead:
 *  - per client address, a few failed logins a minute; a successful login gives its point back;
 *  - per account (the e-mail as typed, whether or not an account has it, so the limit says
 *    nothing about which exist), failed logins from any addresses; past that, only addresses
 *    that account signed in from in the last 30 days may still try. Password spraying from many
 *    addresses slows to that pace, and the owner at their usual desk is never refused for
 *    someone else's attempts;
 *  - per client address, reset mails and reset attempts (Payload itself sends one account at
 *    most one reset mail in its `minRequestInterval`).
 *
 * Each attempt is counted before it is tried, in one statement, so attempts sent in parallel
 * cannot all read the same count and slip through.
 */

/** Where an unfinished login's counted subjects are kept between its before and after hooks. */
const PENDING = 'staffSignInAttempts'
type Pending = { address: string; account?: string; known: string }

/** No e-mail in the counters: a digest of fixed length. */
const digest = (subject: string) => createHash('sha256').update(subject).digest('base64url')

/** Payload's 429 answer in Korean, with how long to wait (Payload adds `req.responseHeaders` to its error answers). */
function refuse(
  req: PayloadRequest,
  { retryAfterSeconds, message }: { retryAfterSeconds: number; message: string },
): never {
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(retryAfterSeconds))
  req.responseHeaders = headers
  throw new TooManyAttempts(message)
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

const knownAddress = (email: string, address: string) => digest(`${email}\n${address}`)

/** `beforeOperation` of the staff accounts: counts and limits logins and password resets per client. */
export const limitStaffSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword' && operation !== 'resetPassword') return args
  // Set by our web server from the socket for every request; the Local API's calls have none.
  const address = req.headers?.get(CLIENT_IP_HEADER)
  if (!address) return args
  const { pool } = req.payload.db

  if (operation === 'forgotPassword' || operation === 'resetPassword') {
    const limit = operation === 'forgotPassword' ? 'staffForgotPassword' : 'staffResetPassword'
    const attempt = await consumeRateLimit(pool, limit, address)
    if (!attempt.allowed) refuse(req, attempt)
    return args
  }

  const data = (args as { data?: { password?: unknown } }).data
  const email = normalisedEmail(data)
  const account = email ? digest(email) : undefined
  const known = knownAddress(email, address)
  const byAddress = await consumeRateLimit(pool, 'staffLogin', address)
  const byAccount = account ? await consumeRateLimit(pool, 'staffLoginAccount', account) : undefined
  req.context[PENDING] = { address, account, known } satisfies Pending
  if (!byAddress.allowed) refuse(req, byAddress)
  if (byAccount && !byAccount.allowed && !(await rateLimiter(pool, 'staffKnownAddress').get(known))) {
    refuse(req, byAccount)
  }
  await costLikeAKnownAccount(req, email, data?.password)
  return args
}

/** `afterOperation`: a successful login is no failure, and its address becomes one the account signs in from. */
export const rememberStaffSignIn: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'login' || !result) return result
  const pending = req.context[PENDING] as Pending | undefined
  if (!pending) return result
  const { pool } = req.payload.db
  await rateLimiter(pool, 'staffLogin').reward(pending.address)
  if (pending.account) await rateLimiter(pool, 'staffLoginAccount').reward(pending.account)
  await rateLimiter(pool, 'staffKnownAddress').set(pending.known, 1, RATE_LIMITS.staffKnownAddress.duration)
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
