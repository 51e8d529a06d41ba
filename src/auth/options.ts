import { i18n } from '@better-auth/i18n'
import type { BetterAuthOptions } from 'better-auth'
import { getOAuthState } from 'better-auth/api'
import { nextCookies } from 'better-auth/next-js'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import pg from 'pg'
import type { ServerEnv } from '@/config/env'
import { consentInEffect, type LegalVersionFacts } from '@/legal/versions'
import { formatDateTime } from '@/lib/format'
import { stripRefused } from '@/lib/text'
import type { Mail } from '@/mail/kinds'
import {
  changeEmailMail,
  deleteAccountMail,
  emailChangedMail,
  emailInUseMail,
  resetPasswordMail,
  verifyEmailMail,
} from '@/mail/templates'
import { memberSuspension } from '@/members/suspension'
import { CLIENT_IP_HEADER, cookieCache, cookieOptions } from './cookie-cache'
import { beforeHook, SOCIAL_SIGN_UP_AGREEMENTS, type SocialSignUpAgreements } from './hooks'
import { maskEmail } from './mask'
import { authErrorMessages } from './messages'
import { hashPassword, verifyPassword } from './password-hash'
import { DELETE_TOKEN_SECONDS, siteAccountsPlugin } from './plugins'
import { oidcProvidersFromEnv, socialProvidersFromEnv } from './providers'
import { PASSWORD_MAX, PASSWORD_MIN } from './schemas'

/** Site members live in their own Postgres schema, apart from Payload's tables. */
export const AUTH_SCHEMA = 'auth'

export { CLIENT_IP_HEADER }

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Session lifetimes (docs/adr/0006-database-checked-sessions.md). */
export const SESSION_EXPIRES_IN = 30 * DAY
export const SESSION_UPDATE_AGE = DAY
export const SESSION_FRESH_AGE = HOUR
export const TOKEN_LIFETIME = HOUR

/** Strict per-client limits (window in seconds); everything else: 100 requests a minute. */
export const rateLimitRules = {
  '/sign-in/email': { window: MINUTE, max: 5 },
  '/sign-in/social': { window: MINUTE, max: 10 },
  '/sign-up/email': { window: 10 * MINUTE, max: 5 },
  '/request-password-reset': { window: 10 * MINUTE, max: 3 },
  '/forget-password': { window: 10 * MINUTE, max: 3 },
  '/send-verification-email': { window: 10 * MINUTE, max: 3 },
  '/find-id': { window: 10 * MINUTE, max: 5 },
  '/request-delete-account': { window: 10 * MINUTE, max: 3 },
  '/change-email': { window: 10 * MINUTE, max: 5 },
  '/change-password': { window: 10 * MINUTE, max: 5 },
} as const

/** A local site answers on localhost and 127.0.0.1 alike; trust both spellings. */
function loopbackAliases(siteUrl: string): string[] {
  const url = new URL(siteUrl)
  const aliases: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }
  const alias = aliases[url.hostname]
  if (!alias) return []
  url.hostname = alias
  return [url.origin]
}

function authPool(connectionString: string) {
  const pool = new pg.Pool({ connectionString, options: `-c search_path=${AUTH_SCHEMA}`, max: 10 })
  // A dropped idle connection (a database restart) must not crash the server; the pool reconnects.
  pool.on('error', (error) => console.error('[auth] idle database connection lost:', error.message))
  return pool
}

/** What the running server adds: mail and the current versions of the legal texts. */
export interface AuthDeps {
  sendMail: (mail: Mail) => Promise<void>
  /**
   * Counts a verification mail (sign-up, a sign-in of an unverified account, /send-verification-email,
   * a change of address) to `to` asked by `client`, on the site's limiter (`verificationMail` and
   * `verificationMailTo` in src/lib/rate-limits.mjs); false: over either, not sent, and the request
   * answers as usual.
   */
  verificationMailAllowed: (to: string, client: string) => Promise<boolean>
  /** The legal texts' versions a visitor may read (src/legal): what sign-up and agreeing again record. */
  legalVersions: () => Promise<LegalVersionFacts[]>
}

const noDeps: AuthDeps = {
  sendMail: async () => {
    throw new Error('mail is not available in this process')
  },
  verificationMailAllowed: async () => true,
  legalVersions: async () => [],
}

/**
 * What a verification token (a JWT better-auth signs) says: its purpose (change-email or plain
 * verification) and, for a change, the old and the new address. Read only where better-auth has
 * already checked its signature, or to choose a mail's wording.
 */
function tokenClaims(token: unknown): { requestType?: string; email?: string; updateTo?: string } {
  try {
    const payload = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8'))
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    return { requestType: text(payload.requestType), email: text(payload.email), updateTo: text(payload.updateTo) }
  } catch {
    return {}
  }
}

type Agreements = { terms?: boolean; privacy?: boolean; age14?: boolean; marketing?: boolean }

/**
 * The consents a new account is made with, and when they were given: the e-mail form's (its
 * body, checked by src/auth/hooks.ts), or those a social sign-up carried through the provider's
 * redirect. `'none'` for an account any other request would make without them: not made.
 * Without a request (a script of ours) there is nothing to record.
 */
async function agreementsOfNewAccount(
  ctx: { path?: string; body?: unknown } | null | undefined,
): Promise<{ agreements: Agreements; at: Date } | 'none' | undefined> {
  if (!ctx?.path) return undefined
  if (ctx.path === '/sign-up/email') {
    const agreements = (ctx.body as { agreements?: Agreements } | undefined)?.agreements
    return agreements ? { agreements, at: new Date() } : 'none'
  }
  const state = await getOAuthState().catch(() => null)
  const carried = state?.serverContext?.[SOCIAL_SIGN_UP_AGREEMENTS] as SocialSignUpAgreements | undefined
  return carried ? { agreements: carried, at: new Date(carried.agreedAt) } : 'none'
}

/**
 * Options shared by the running server and the migration step, so the tables created by
 * `npm run migrate` always match what the server expects.
 */
export function authOptions(env: ServerEnv, deps: AuthDeps = noDeps) {
  const siteName = '푸드임팩트'
  return {
    appName: siteName,
    ...cookieOptions(env.SITE_URL),
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.SITE_URL, ...loopbackAliases(env.SITE_URL), ...env.TRUSTED_ORIGINS],
    database: authPool(env.DATABASE_URL),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // better-auth's scrypt, in low-priority threads so sign-ins do not slow the pages (src/auth/password-hash.ts).
      password: { hash: hashPassword, verify: verifyPassword },
      // Signing in waits for the address to be confirmed; a new sign-in resends the mail.
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: TOKEN_LIFETIME,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => deps.sendMail(resetPasswordMail(siteName, user, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: TOKEN_LIFETIME,
      sendVerificationEmail: async ({ user, url, token }, request) => {
        const mail =
          tokenClaims(token).requestType === 'change-email-verification'
            ? changeEmailMail(siteName, user.email, url)
            : verifyEmailMail(siteName, user.email, url)
        // Over the limit the request still answers as it would (sign-in: 이메일 인증이 필요합니다).
        const client = request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown'
        if (!(await deps.verificationMailAllowed(mail.to, client))) return
        await deps.sendMail(mail)
      },
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true, index: true },
        // Spec: a missing role is a guest. Every member signs up as `member`.
        role: { type: 'string', required: false, input: false, defaultValue: 'member' },
        termsAgreedAt: { type: 'date', required: false, input: false },
        privacyAgreedAt: { type: 'date', required: false, input: false },
        ageConfirmedAt: { type: 'date', required: false, input: false },
        marketingAgreedAt: { type: 'date', required: false, input: false },
        // When the member last withdrew marketing consent on /user/profile (POST /marketing-consent).
        marketingWithdrawnAt: { type: 'date', required: false, input: false },
        // When the site last told the member they still receive marketing mail (every 2 years, src/marketing/reconfirm.ts).
        marketingReconfirmedAt: { type: 'date', required: false, input: false },
        consentVersion: { type: 'string', required: false, input: false },
      },
      // Every change waits for the link mailed to the new address (verified or not, the account's
      // address never points at a mailbox nobody has opened); the old address is told afterwards.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
      deleteUser: { enabled: true, deleteTokenExpiresIn: DELETE_TOKEN_SECONDS },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      freshAge: SESSION_FRESH_AGE,
      // The spec's cookie-cache figure, 60 s, encrypted (src/auth/cookie-cache.ts). Only get-session
      // and the members' shared education pages trust it; every other read or write checks the row.
      cookieCache,
    },
    account: {
      accountLinking: {
        enabled: true,
        // No provider is trusted blindly: a social account joins an existing member only when
        // the provider says its e-mail is verified (Naver never does; Kakao only for verified apps).
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
        allowUnlinkingAll: false,
      },
    },
    socialProviders: socialProvidersFromEnv(process.env),
    databaseHooks: {
      user: {
        create: {
          // The consents of the sign-up form, with their time and the legal texts' versions; a
          // name from a social provider cleaned as the forms clean theirs, with what they would
          // refuse removed (src/lib/text.ts).
          before: async (created, ctx) => {
            const user = { ...created, name: stripRefused(created.name ?? '') }
            const given = await agreementsOfNewAccount(ctx)
            // No member without the consents (Korean privacy law): a request that would make an
            // account nobody agreed for makes none (better-auth: unable_to_create_user).
            if (given === 'none') return false
            if (!given) return { data: user }
            const { agreements, at } = given
            return {
              data: {
                ...user,
                termsAgreedAt: agreements.terms ? at : null,
                privacyAgreedAt: agreements.privacy ? at : null,
                ageConfirmedAt: agreements.age14 ? at : null,
                marketingAgreedAt: agreements.marketing ? at : null,
                consentVersion: consentInEffect(await deps.legalVersions(), new Date()),
              },
            }
          },
        },
        update: {
          // The account-takeover alarm: once a change-email link has moved the account (better-auth
          // checked the token's signature before this update), the old address hears of it.
          after: async (user, ctx) => {
            if (ctx?.path !== '/verify-email') return
            const claims = tokenClaims(ctx.query?.token)
            if (claims.requestType !== 'change-email-verification' || !claims.email || !claims.updateTo) return
            if (user.email !== claims.updateTo || claims.email === claims.updateTo) return
            const at = formatDateTime(new Date())
            await deps.sendMail(
              emailChangedMail(siteName, { from: claims.email, to: maskEmail(claims.updateTo), at }, env.SITE_URL),
            )
          },
        },
      },
    },
    hooks: { before: beforeHook },
    onAPIError: {
      // OAuth and verification failures land on our login page, which explains the code in Korean.
      errorURL: `${env.SITE_URL}/login`,
    },
    rateLimit: {
      enabled: true,
      window: MINUTE,
      max: 100,
      // In Postgres, so limits hold across server processes.
      storage: 'database',
      customRules: {
        ...rateLimitRules,
        // Every page view of a signed-in visitor reads the session; it writes nothing and is
        // answered from the signed cookie cache, so limiting it would only lock out offices
        // and schools behind one shared address.
        '/get-session': false,
      },
    },
    telemetry: { enabled: false },
    // Through console, which the web server turns into JSON lines with the request id (src/server/log.mjs).
    logger: { log: (level, message, ...args) => console[level](`[better-auth] ${message}`, ...args) },
    plugins: [
      siteAccountsPlugin({
        legalVersions: deps.legalVersions,
        sendDeleteAccountMail: async ({ user, url }) => deps.sendMail(deleteAccountMail(siteName, user, url)),
        sendEmailInUseMail: async (to) => deps.sendMail(emailInUseMail(siteName, to, env.SITE_URL)),
      }),
      genericOAuth({ config: oidcProvidersFromEnv(process.env) }),
      memberSuspension(),
      i18n({ translations: { ko: authErrorMessages }, defaultLocale: 'ko', detection: [] }),
      nextCookies(), // last, so every cookie set by the others reaches Next's response
    ],
  } satisfies BetterAuthOptions
}
