import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api'
import { generateRandomString } from 'better-auth/crypto'
import { maskEmail } from './mask'
import { findIdSchema } from './schemas'

export const DELETE_TOKEN_SECONDS = 24 * 60 * 60

export type DeleteAccountMailSender = (data: { user: { name: string; email: string }; url: string }) => Promise<void>

/**
 * The site's own auth endpoints, inside better-auth so they share its origin check, body
 * validation and (database) rate limits:
 *  - POST /find-id: name + phone → masked e-mails and sign-up dates. Always 200 with the same
 *    shape; an exact name and phone are needed and the endpoint is strictly rate limited, so it
 *    cannot list members.
 *  - POST /request-delete-account: mails a 24-hour link to /delete-user/callback, the way to
 *    leave for a member with no password whose session is no longer fresh.
 */
export function siteAccountsPlugin(options: { sendDeleteAccountMail?: DeleteAccountMailSender } = {}) {
  return {
    id: 'site-accounts',
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
            identifier: `delete-account-${token}`,
            expiresAt: new Date(Date.now() + DELETE_TOKEN_SECONDS * 1000),
          })
          const url = `${ctx.context.baseURL}/delete-user/callback?token=${token}&callbackURL=${encodeURIComponent('/?deleted=1')}`
          await send({ user, url })
          return ctx.json({ status: true })
        },
      ),
    },
  } satisfies BetterAuthPlugin
}
