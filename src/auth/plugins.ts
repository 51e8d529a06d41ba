import type { BetterAuthPlugin } from 'better-auth'
import {
  APIError,
  accountInfo,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
  requestPasswordReset,
  sensitiveSessionMiddleware,
  sessionMiddleware,
} from 'better-auth/api'
import { deleteSessionCookie, setSessionCookie } from 'better-auth/cookies'
import { generateRandomString } from 'better-auth/crypto'
import { consentAfterAgreeing, consentOwed, type LegalVersionFacts, versionsShown } from '@/legal/versions'
import { z } from '@/lib/zod'
import { maskEmail } from './mask'
import { authErrorMessages } from './messages'
import { findIdSchema, marketingConsentSchema } from './schemas'

export const DELETE_TOKEN_SECONDS = 24 * 60 * 60

/** The site's page that confirms a mailed delete-account link (src/app/(site)/(user-nav)/user/delete-account). */
export const DELETE_ACCOUNT_PAGE = '/user/delete-account'

/** better-auth's verification identifiers (better-auth 1.7: `reset-password:<token>`, ours `delete-account-<token>`). */
const RESET_PREFIX = 'reset-password:'
export const deleteAccountIdentifier = (token: string) => `delete-account-${token}`

export type DeleteAccountMailSender = (data: { user: { name: string; email: string }; url: string }) => Promise<void>

type Adapter = {
  deleteMany: (data: {
    model: string
    where: { field: string; value: string; operator?: 'starts_with' }[]
  }) => Promise<number>
}

/** Ends every outstanding password-reset link of a member (their identifiers carry the token; the value is the user id). */
const endResetLinks = (adapter: Adapter, userId: string) =>
  adapter.deleteMany({
    model: 'verification',
    where: [
      { field: 'value', value: userId },
      { field: 'identifier', operator: 'starts_with', value: RESET_PREFIX },
    ],
  })

/** A session as it may reach a browser: everything but its token (the token is the session). */
const withoutToken = (session: unknown) => {
  if (!session || typeof session !== 'object') return session
  const { token: _token, ...rest } = session as Record<string, unknown>
  return rest
}

/**
 * What each answer that can carry a session token keeps of it: nothing. The token lives only in
 * the HttpOnly cookie; a token in a JSON answer is readable by any script on the page.
 */
const tokenFree: Record<string, (body: Record<string, unknown> | unknown[]) => Record<string, unknown> | unknown[]> = {
  '/get-session': (body) => ({ ...body, session: withoutToken((body as Record<string, unknown>).session) }),
  '/update-session': (body) => ({ ...body, session: withoutToken((body as Record<string, unknown>).session) }),
  '/list-sessions': (body) => (Array.isArray(body) ? body.map(withoutToken) : body),
  '/sign-in/email': (body) => ({ ...body, token: null }),
  '/sign-up/email': (body) => ({ ...body, token: null }),
  '/change-password': (body) => ({ ...body, token: null }),
}

const plainAnswer = (returned: unknown) =>
  returned && typeof returned === 'object' && !isAPIError(returned) && !(returned instanceof Response)
    ? (returned as Record<string, unknown> | unknown[])
    : null

/**
 * The site's own auth endpoints and rules, inside better-auth so they share its origin check,
 * body validation and (database) rate limits:
 *  - POST /find-id: name + phone → masked e-mails and sign-up dates. Always 200 with the same
 *    shape; an exact name and phone are needed and the endpoint is strictly rate limited, so it
 *    cannot list members.
 *  - POST /request-delete-account: mails a 24-hour link to the site's confirmation page, the way
 *    to leave for a member with no password whose session is no longer fresh. Only the owner's
 *    confirmed POST /delete-user { token } uses it up; better-auth's GET callback only leads to the page.
 *  - POST /revoke-device { id }: signs out one of the caller's own sessions by its id, so the
 *    profile page never needs another device's token.
 *  - POST /agree-legal { shown }: the member agrees to the legal texts in effect that ask for
 *    consent again (src/legal/versions.ts consentOwed), exactly those the page showed; their time
 *    and versions are recorded on the account like the sign-up's. Nothing owed: nothing changes.
 *  - POST /marketing-consent { agree }: gives or withdraws the optional marketing consent of the
 *    sign-up form, each with its time (marketingAgreedAt / marketingWithdrawnAt), as sign-up
 *    promises ("내 정보에서 언제든 철회할 수 있습니다").
 *  - POST /change-email to an address another member uses: better-auth answers as for any
 *    address (nothing tells the requester); that address's owner gets a mail about the attempt.
 *  - Spec §7's spellings better-auth 1.7 dropped: POST /forget-password (the same as
 *    /request-password-reset) and POST /account-info { accountId } (the same as its GET).
 *  - No answer carries a session token; a password reset or change ends every other reset link.
 */
export function siteAccountsPlugin(
  options: {
    sendDeleteAccountMail?: DeleteAccountMailSender
    sendEmailInUseMail?: (to: string) => Promise<void>
    legalVersions?: () => Promise<LegalVersionFacts[]>
  } = {},
) {
  return {
    id: 'site-accounts',
    init: (context) => ({
      options: {
        emailAndPassword: {
          enabled: true, // as in src/auth/options.ts (the site's options win where both say something)
          // After the reset's transaction: the member's other reset links end with it, so an older
          // mail's link cannot set the password again.
          onPasswordReset: async ({ user }) => {
            await endResetLinks(context.adapter as unknown as Adapter, user.id)
          },
        },
      },
    }),
    hooks: {
      before: [
        {
          // A GET must never delete an account (mail scanners and other members open links): the page asks first.
          matcher: (ctx) => ctx.path === '/delete-user/callback',
          handler: createAuthMiddleware(async (ctx) => {
            const token = typeof ctx.query?.token === 'string' ? ctx.query.token : ''
            const page = new URL(DELETE_ACCOUNT_PAGE, ctx.context.options.baseURL as string)
            page.searchParams.set('token', token)
            throw ctx.redirect(page.href)
          }),
        },
        {
          // better-auth uses a delete token up before it compares its owner: someone else's attempt
          // would end the owner's link. Refuse it first, leaving the link as it was.
          matcher: (ctx) => ctx.path === '/delete-user' && typeof ctx.body?.token === 'string',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx, { disableCookieCache: true })
            if (!session) return // better-auth answers 401
            const link = await ctx.context.internalAdapter.findVerificationValue(
              deleteAccountIdentifier(ctx.body.token),
            )
            if (link && link.value !== session.user.id) {
              throw new APIError('FORBIDDEN', {
                code: 'DELETE_LINK_OF_ANOTHER_MEMBER',
                message: authErrorMessages.DELETE_LINK_OF_ANOTHER_MEMBER,
              })
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path !== undefined && ctx.path in tokenFree,
          handler: createAuthMiddleware(async (ctx) => {
            const body = plainAnswer(ctx.context.returned)
            const strip = tokenFree[ctx.path]
            if (!body || !strip) return
            return ctx.json(strip(body) as Record<string, unknown>)
          }),
        },
        {
          // Someone asked to move their account to an address in use: its owner hears of it.
          matcher: (ctx) => ctx.path === '/change-email',
          handler: createAuthMiddleware(async (ctx) => {
            const user = ctx.context.session?.user
            const send = options.sendEmailInUseMail
            if (!user || !send || !plainAnswer(ctx.context.returned)) return
            const newEmail = String(ctx.body?.newEmail ?? '').toLowerCase()
            const owner = await ctx.context.internalAdapter.findUserByEmail(newEmail)
            if (owner && owner.user.id !== user.id) await send(owner.user.email)
          }),
        },
        {
          // A password changed while signed in ends the outstanding reset links too: a mailbox read
          // later cannot undo the change.
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.context.session?.user.id
            if (!userId || !plainAnswer(ctx.context.returned)) return
            await endResetLinks(ctx.context.adapter as unknown as Adapter, userId)
          }),
        },
      ],
    },
    endpoints: {
      findId: createAuthEndpoint(
        '/find-id',
        {
          method: 'POST',
          body: findIdSchema,
          metadata: { openapi: { description: '이름과 휴대폰 번호로 가입한 이메일 찾기' } },
        },
        async (ctx) => {
          const { name, phone } = ctx.body
          const users = await ctx.context.adapter.findMany<{ email: string; createdAt: Date; name: string }>({
            model: 'user',
            where: [
              { field: 'phone', value: phone },
              { field: 'name', value: name },
            ],
            limit: 10,
            sortBy: { field: 'createdAt', direction: 'asc' },
          })
          return ctx.json({
            accounts: users.map((user) => ({
              email: maskEmail(user.email),
              createdAt: new Date(user.createdAt).toISOString(),
            })),
          })
        },
      ),
      requestDeleteAccount: createAuthEndpoint(
        '/request-delete-account',
        {
          method: 'POST',
          use: [sessionMiddleware],
          metadata: { openapi: { description: '회원 탈퇴 확인 메일 보내기' } },
        },
        async (ctx) => {
          const send = options.sendDeleteAccountMail
          if (!send) throw APIError.from('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' })
          const { user } = ctx.context.session
          const token = generateRandomString(32, '0-9', 'a-z')
          await ctx.context.internalAdapter.createVerificationValue({
            value: user.id,
            identifier: deleteAccountIdentifier(token),
            expiresAt: new Date(Date.now() + DELETE_TOKEN_SECONDS * 1000),
          })
          const url = new URL(DELETE_ACCOUNT_PAGE, ctx.context.options.baseURL as string)
          url.searchParams.set('token', token)
          await send({ user, url: url.href })
          return ctx.json({ status: true })
        },
      ),
      forgetPassword: createAuthEndpoint(
        '/forget-password',
        {
          method: 'POST',
          body: z.object({ email: z.string(), redirectTo: z.string().optional() }),
          metadata: { openapi: { description: '비밀번호 재설정 메일 보내기 (/request-password-reset과 같음)' } },
        },
        // better-auth's own endpoint, with its checks (redirect target, enumeration-safe answer).
        async (ctx) =>
          ctx.json(
            await requestPasswordReset({
              ...ctx,
              path: '/request-password-reset',
              returnHeaders: false,
              returnStatus: false,
              asResponse: false,
            }),
          ),
      ),
      accountInfoByPost: createAuthEndpoint(
        '/account-info',
        {
          method: 'POST',
          body: z.strictObject({ accountId: z.string().min(1).max(200) }),
          use: [sessionMiddleware],
          metadata: { openapi: { description: '연결된 계정의 제공자 정보 (GET /account-info와 같음)' } },
        },
        async (ctx) =>
          ctx.json(
            await accountInfo({
              ...ctx,
              method: 'GET',
              body: undefined,
              query: { accountId: ctx.body.accountId },
              returnHeaders: false,
              returnStatus: false,
              asResponse: false,
            }),
          ),
      ),
      marketingConsent: createAuthEndpoint(
        '/marketing-consent',
        {
          method: 'POST',
          body: marketingConsentSchema,
          use: [sessionMiddleware],
          metadata: { openapi: { description: '마케팅 정보 수신 동의하기 또는 철회하기' } },
        },
        async (ctx) => {
          const { session, user } = ctx.context.session
          const current = user as typeof user & { marketingAgreedAt?: Date | null }
          // Giving again what is given (or withdrawing what is withdrawn) keeps the first time.
          if (Boolean(current.marketingAgreedAt) === ctx.body.agree) return ctx.json({ status: true, changed: false })
          const now = new Date()
          const updated = await ctx.context.internalAdapter.updateUser(user.id, {
            marketingAgreedAt: ctx.body.agree ? now : null,
            marketingWithdrawnAt: ctx.body.agree ? null : now,
          })
          if (updated) await setSessionCookie(ctx, { session, user: updated })
          return ctx.json({ status: true, changed: true })
        },
      ),
      agreeLegal: createAuthEndpoint(
        '/agree-legal',
        {
          method: 'POST',
          // The versions the member was shown (`terms=2026-12-29`): what they agree to, and only that.
          body: z.strictObject({ shown: z.string().max(100) }),
          use: [sessionMiddleware],
          metadata: { openapi: { description: '바뀐 이용약관·개인정보처리방침에 다시 동의하기' } },
        },
        async (ctx) => {
          const { session, user } = ctx.context.session
          const current = user as typeof user & { consentVersion?: string | null }
          const owed = consentOwed(current.consentVersion, (await options.legalVersions?.()) ?? [], new Date())
          if (owed.length === 0) return ctx.json({ status: true, changed: false })
          // A version that took effect between showing the page and this answer was never read.
          if (ctx.body.shown !== versionsShown(owed)) {
            throw new APIError('CONFLICT', {
              code: 'LEGAL_TEXT_CHANGED',
              message: authErrorMessages.LEGAL_TEXT_CHANGED,
            })
          }
          const now = new Date()
          const updated = await ctx.context.internalAdapter.updateUser(user.id, {
            consentVersion: consentAfterAgreeing(current.consentVersion, owed),
            ...(owed.some((version) => version.document === 'terms') ? { termsAgreedAt: now } : {}),
            ...(owed.some((version) => version.document === 'privacy') ? { privacyAgreedAt: now } : {}),
          })
          if (updated) await setSessionCookie(ctx, { session, user: updated })
          return ctx.json({ status: true, changed: true })
        },
      ),
      revokeDevice: createAuthEndpoint(
        '/revoke-device',
        {
          method: 'POST',
          body: z.object({ id: z.string().min(1).max(200) }),
          use: [sensitiveSessionMiddleware],
          metadata: { openapi: { description: '내 로그인 기기 하나에서 로그아웃 (세션 id로)' } },
        },
        async (ctx) => {
          const { session, user } = ctx.context.session
          const mine = await ctx.context.internalAdapter.listSessions(user.id)
          const target = mine.find((item) => item.id === ctx.body.id)
          // Another member's session id is as unknown as a made-up one.
          if (!target) {
            throw new APIError('BAD_REQUEST', {
              code: 'SESSION_NOT_FOUND',
              message: authErrorMessages.SESSION_NOT_FOUND,
            })
          }
          await ctx.context.internalAdapter.deleteSession(target.token)
          if (target.token === session.token) deleteSessionCookie(ctx)
          return ctx.json({ status: true })
        },
      ),
    },
  } satisfies BetterAuthPlugin
}
