/**
 * The site's one rate limiter: every limit the site keeps itself, on rate-limiter-flexible's
 * Postgres store, in the `rate_limits` table (created by a migration, so the library is told
 * `tableCreated`). better-auth keeps its own limits (`rateLimitRules`, src/auth/options.ts) in its
 * own table. Plain JavaScript: the web server's steps use it too (next/image's encodes).
 *
 * A counter counts `points` uses per `duration` seconds from its first use, then starts again;
 * counters that are over are swept an hour later (their keys hold clients' addresses).
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { koreanWait } from './korean-wait.mjs'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const RATE_LIMITS_TABLE = 'rate_limits'

/**
 * @typedef {{
 *   points: number,
 *   duration: number,
 *   key: string,
 *   refusal?: (wait: string) => string,
 *   readme?: string,
 * }} RateLimit
 * `key`: what one counter counts; `refusal`: the Korean answer, given how long to wait (none: the
 * request is answered as usual and only its effect is left out); `readme`: its row in README.md's
 * table of limits (tests/unit/rate-limits.test.ts keeps that table equal to this one).
 */

export const RATE_LIMITS = /** @satisfies {Record<string, RateLimit>} */ ({
  // Enough for a person with a second question, too few for a flood.
  contact: {
    points: 5,
    duration: 10 * MINUTE,
    key: 'client address',
    refusal: (wait) => `문의를 너무 자주 보내셨습니다. ${wait} 뒤에 다시 보내 주세요. 입력한 내용은 그대로 있습니다.`,
    readme: 'contact forms (inquiries sent)',
  },
  inquiryLookup: {
    points: 10,
    duration: 10 * MINUTE,
    key: 'client address',
    refusal: (wait) => `조회를 너무 자주 하셨습니다. ${wait} 뒤에 다시 조회해 주세요.`,
    readme: 'looking up an inquiry by its number',
  },
  // A person adding to an inquiry, never a flood in staff's inbox.
  memberNote: {
    points: 10,
    duration: 10 * MINUTE,
    key: 'member',
    refusal: (wait) => `메모를 너무 자주 남기셨습니다. ${wait} 뒤에 다시 남겨 주세요.`,
    readme: "a member's notes on their inquiries",
  },
  // A member's own-data file (src/app/api/me/data/route.ts): a person saving both formats now and
  // then, never a script pulling it in a loop.
  ownData: {
    points: 10,
    duration: HOUR,
    key: 'member',
    refusal: (wait) => `내 정보 파일을 너무 자주 내려받으셨습니다. ${wait} 뒤에 다시 내려받아 주세요.`,
    readme: "a member's own-data downloads (내 정보 내려받기)",
  },
  // Correction and deletion requests (src/privacy/requests/actions.ts): each one a record an admin
  // answers within 10 days, so a member's few, never a flood.
  privacyRequest: {
    points: 5,
    duration: DAY,
    key: 'member',
    refusal: (wait) =>
      `요청을 너무 자주 보내셨습니다. ${wait} 뒤에 다시 보내 주세요. 보내신 요청은 모두 접수되어 있습니다.`,
    readme: "a member's correction and deletion requests",
  },
  // Possible encodes (src/server/steps/image-requests.mjs); a page of the site asks for one size of
  // each of its images.
  imageEncode: {
    points: 100,
    duration: 10 * MINUTE,
    key: 'client address',
    refusal: (wait) => `이미지 요청이 너무 많습니다. ${wait} 뒤에 다시 시도해 주세요.`,
    readme: 'resized images (`/_next/image`) not yet made',
  },
  // Over either, no mail goes and the request answers as usual (src/auth/server.ts).
  verificationMail: {
    points: 3,
    duration: 10 * MINUTE,
    key: 'client address',
    readme: 'verification mails, whatever sends them',
  },
  verificationMailTo: {
    points: 3,
    duration: HOUR,
    key: 'recipient (hashed)',
    readme: 'verification mails to one recipient (any clients)',
  },
  // The staff's login and password reset (src/staff/sign-in-limits.ts); a successful login gives
  // its points back.
  staffLogin: {
    points: 5,
    duration: MINUTE,
    key: 'client address',
    refusal: (wait) => `로그인 시도가 너무 많습니다. ${wait} 후에 다시 시도해 주세요.`,
    readme: 'staff login failures',
  },
  staffLoginAccount: {
    points: 10,
    duration: 15 * MINUTE,
    key: 'e-mail as typed (hashed)',
    refusal: (wait) => `이 계정의 로그인 시도가 너무 많습니다. ${wait} 후에 다시 시도해 주세요.`,
    readme: 'staff login failures from addresses the account has not signed in from lately',
  },
  staffForgotPassword: {
    points: 3,
    duration: 10 * MINUTE,
    key: 'client address',
    refusal: (wait) => `비밀번호 재설정 요청이 너무 많습니다. ${wait} 후에 다시 시도해 주세요.`,
    readme: 'staff reset mails',
  },
  staffResetPassword: {
    points: 5,
    duration: 10 * MINUTE,
    key: 'client address',
    refusal: (wait) => `비밀번호 재설정 요청이 너무 많습니다. ${wait} 후에 다시 시도해 주세요.`,
    readme: 'staff password resets',
  },
  // 지금 검사 on the dashboard (src/link-check/endpoints.ts): each run asks every linked site once,
  // so the whole site shares one counter; one run at a time is kept besides.
  linkCheckRun: {
    points: 6,
    duration: HOUR,
    key: 'the whole site',
    refusal: (wait) => `링크 검사를 너무 자주 요청했습니다. ${wait} 뒤에 다시 눌러 주세요.`,
    readme: 'link checks started by staff (지금 검사)',
  },
  // No limit: the addresses a staff account signed in from in the last 30 days, which the
  // per-account limit lets through (its owner at their usual desk). Set on each successful login.
  staffKnownAddress: {
    points: 1,
    duration: 30 * DAY,
    key: 'e-mail and client address (hashed)',
  },
})

/** @typedef {keyof typeof RATE_LIMITS} RateLimitName */

/** @type {WeakMap<object, Map<string, RateLimiterPostgres>>} */
const limitersByPool = new WeakMap()

/**
 * The limiter of one limit on a pg pool (Payload's in the app, the web server's own there).
 * @param {import('pg').Pool} pool
 * @param {RateLimitName} name
 */
export function rateLimiter(pool, name) {
  let limiters = limitersByPool.get(pool)
  if (!limiters) {
    limiters = new Map()
    limitersByPool.set(pool, limiters)
  }
  let limiter = limiters.get(name)
  if (!limiter) {
    const { points, duration } = RATE_LIMITS[name]
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMITS_TABLE,
      tableCreated: true,
      keyPrefix: name,
      points,
      duration,
      // All limits share the table: one sweep of its expired counters per pool is enough.
      clearExpiredByTimeout: limiters.size === 0,
    })
    limiters.set(name, limiter)
  }
  return limiter
}

/**
 * Counts one use of `subject` against the limit `name`. A refusal says how long to wait and, for
 * limits that answer, in Korean why. Rejects only when the database does.
 * @param {import('pg').Pool} pool
 * @param {RateLimitName} name
 * @param {string} subject
 * @returns {Promise<{ allowed: true } | { allowed: false, retryAfterSeconds: number, message: string }>}
 */
export async function consumeRateLimit(pool, name, subject) {
  try {
    await rateLimiter(pool, name).consume(subject)
    return { allowed: true }
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
    /** @type {RateLimit} */
    const limit = RATE_LIMITS[name]
    return { allowed: false, retryAfterSeconds, message: limit.refusal?.(koreanWait(retryAfterSeconds)) ?? '' }
  }
}
