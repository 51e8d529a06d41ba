import { APIError, addOAuthServerContext, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import type { z } from 'zod'
import { fieldErrorsOf } from '@/forms/field-errors'
import { authErrorMessages } from './messages'
import {
  agreementsSchema,
  changeEmailSchema,
  getSessionQuerySchema,
  passwordSchema,
  profileSchema,
  signUpSchema,
  unlinkAccountSchema,
} from './schemas'

function invalid(error: z.ZodError) {
  const errors = fieldErrorsOf(error)
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_ERROR',
    message: Object.values(errors)[0] ?? authErrorMessages.VALIDATION_ERROR,
    errors,
  })
}

/** Where the consents of a social sign-up travel in better-auth's OAuth server context. */
export const SOCIAL_SIGN_UP_AGREEMENTS = 'signUpAgreements'
export type SocialSignUpAgreements = z.infer<typeof agreementsSchema> & { agreedAt: string }

/** Profile edits: only name and phone, each validated; never role, consents or e-mail. */
const profileUpdateSchema = profileSchema
  .partial()
  .refine((data) => Object.keys(data).length > 0, '바뀐 내용이 없습니다.')

/** Whether a NUL character is anywhere in a parsed body, query or path: walked without recursion (any depth). */
function containsNul(value: unknown): boolean {
  const pending = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true
        pending.push(child)
      }
    }
  }
  return false
}

/**
 * The request's Cookie header without the session cookie cache (`session_data` and its chunks),
 * or undefined when it has none. Everything that reads the session after this sees only the
 * signed token and reads the session row.
 */
function withoutCookieCache(headers: Headers | undefined, cacheName: string): Headers | undefined {
  const cookie = headers?.get('cookie')
  if (!headers || !cookie) return undefined
  const kept = cookie.split(';').filter((pair) => {
    const name = pair.slice(0, pair.indexOf('=') < 0 ? undefined : pair.indexOf('=')).trim()
    return name !== cacheName && !name.startsWith(`${cacheName}.`)
  })
  if (kept.length === cookie.split(';').length) return undefined
  const copy = new Headers(headers)
  copy.set('cookie', kept.join(';'))
  return copy
}

/**
 * Our rules in front of better-auth's endpoints, with the zod schemas the forms use:
 *  - every endpoint: no NUL character anywhere in the input;
 *  - every endpoint but get-session: the session is read from the database, never from the
 *    60-second cookie cache, so a revoked session writes and reads nothing private.
 *    better-auth's own session middleware (update-user, list-sessions, list-accounts, unlink, …)
 *    would trust the cache; without the cache cookie in the request it cannot;
 *  - sign-up: name, e-mail, password rules, phone, the separate consents; and an address in
 *    use answers 422 (better-auth would answer a silent 200 while e-mail verification is required);
 *  - reset and change password: the same password rules as sign-up;
 *  - update-user: name and phone only;
 *  - change-email: a valid address, and the member's own address is named as such;
 *  - revoke-session: another member's session is refused, not silently ignored;
 *  - get-session: its flags are true or false, nothing else (better-auth's coercion reads
 *    `?disableCookieCache=false` as true);
 *  - unlink-account: the documented body { providerId, accountId? } — the account is found by provider;
 *  - social sign-up (`requestSignUp` from the sign-up page): the same consents as the e-mail
 *    form, carried through the provider's redirect in better-auth's server context (not the
 *    client's `additionalData`) and recorded when the account is made (src/auth/options.ts).
 */
export const beforeHook = createAuthMiddleware(async (ctx) => {
  // Postgres text cannot hold NUL: a token, name or e-mail with one would fail its query with a 500.
  if (containsNul(ctx.body) || containsNul(ctx.query) || containsNul(ctx.params)) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_CHARACTER', message: authErrorMessages.INVALID_CHARACTER })
  }
  const headers =
    ctx.path === '/get-session'
      ? undefined
      : withoutCookieCache(ctx.headers ?? ctx.request?.headers, ctx.context.authCookies.sessionData.name)
  const fromDatabase = headers ? { context: { headers } } : undefined
  switch (ctx.path) {
    case '/sign-up/email': {
      const parsed = signUpSchema.safeParse(ctx.body)
      if (!parsed.success) throw invalid(parsed.error)
      if (await ctx.context.internalAdapter.findUserByEmail(parsed.data.email)) {
        throw new APIError('UNPROCESSABLE_ENTITY', {
          code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
          message: authErrorMessages.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
        })
      }
      return { context: { body: parsed.data } }
    }
    case '/reset-password':
    case '/change-password': {
      const parsed = passwordSchema.safeParse(ctx.body?.newPassword)
      if (!parsed.success) throw invalid(parsed.error)
      if (ctx.path === '/change-password' && ctx.body?.currentPassword === parsed.data) {
        throw new APIError('BAD_REQUEST', {
          code: 'PASSWORD_IS_THE_SAME',
          message: authErrorMessages.PASSWORD_IS_THE_SAME,
        })
      }
      return fromDatabase
    }
    case '/update-user': {
      const parsed = profileUpdateSchema.safeParse(ctx.body)
      if (!parsed.success) throw invalid(parsed.error)
      return { context: { ...fromDatabase?.context, body: parsed.data } }
    }
    case '/change-email': {
      const parsed = changeEmailSchema.safeParse(ctx.body)
      if (!parsed.success) throw invalid(parsed.error)
      const current = await getSessionFromCtx(ctx, { disableCookieCache: true })
      if (current && parsed.data.newEmail.toLowerCase() === current.user.email.toLowerCase()) {
        throw new APIError('BAD_REQUEST', { code: 'EMAIL_IS_THE_SAME', message: authErrorMessages.EMAIL_IS_THE_SAME })
      }
      return fromDatabase
    }
    case '/get-session': {
      const parsed = getSessionQuerySchema.safeParse(ctx.query ?? {})
      if (!parsed.success) {
        throw new APIError('BAD_REQUEST', {
          code: 'INVALID_QUERY_PARAMETERS',
          message: authErrorMessages.INVALID_QUERY_PARAMETERS,
        })
      }
      return { context: { query: parsed.data } }
    }
    case '/unlink-account': {
      const parsed = unlinkAccountSchema.safeParse(ctx.body)
      if (!parsed.success) throw invalid(parsed.error)
      const current = await getSessionFromCtx(ctx, { disableCookieCache: true })
      if (!current) return fromDatabase // better-auth answers 401
      const { providerId, accountId } = parsed.data
      const accounts = await ctx.context.internalAdapter.findAccounts(current.user.id)
      // An id of better-auth's own (what /list-accounts lists as `id`) or of the provider (`accountId`).
      const match = accounts.find(
        (account) =>
          (!providerId || account.providerId === providerId) &&
          (!accountId || account.id === accountId || account.accountId === accountId),
      )
      if (!match && accounts.length > 1) {
        throw new APIError('BAD_REQUEST', { code: 'ACCOUNT_NOT_FOUND', message: authErrorMessages.ACCOUNT_NOT_FOUND })
      }
      // With one account left better-auth refuses first (FAILED_TO_UNLINK_LAST_ACCOUNT), whatever was named.
      return { context: { ...fromDatabase?.context, body: { accountId: match?.id ?? accountId ?? '' } } }
    }
    case '/sign-in/social': {
      // A provider's ID token sent by the client signs in (and up) without the provider's redirect,
      // so without the consents carried through it. The site's pages never use it: refused.
      if (ctx.body?.idToken !== undefined) {
        throw new APIError('BAD_REQUEST', {
          code: 'ID_TOKEN_NOT_SUPPORTED',
          message: authErrorMessages.ID_TOKEN_NOT_SUPPORTED,
        })
      }
      if (ctx.body?.requestSignUp !== true) return fromDatabase
      const parsed = agreementsSchema.safeParse(ctx.body?.additionalData?.agreements)
      if (!parsed.success) throw invalid(parsed.error)
      const agreed: SocialSignUpAgreements = { ...parsed.data, agreedAt: new Date().toISOString() }
      await addOAuthServerContext({ [SOCIAL_SIGN_UP_AGREEMENTS]: agreed })
      return fromDatabase
    }
    case '/revoke-session': {
      // Spec §6: only one's own sessions; someone else's token is UNAUTHORIZED, an unknown one a bad request.
      const token = typeof ctx.body?.token === 'string' ? ctx.body.token : undefined
      const current = await getSessionFromCtx(ctx, { disableCookieCache: true })
      if (!token || !current) return fromDatabase
      const target = await ctx.context.internalAdapter.findSession(token)
      if (!target)
        throw new APIError('BAD_REQUEST', { code: 'SESSION_NOT_FOUND', message: authErrorMessages.SESSION_NOT_FOUND })
      if (target.session.userId !== current.user.id) {
        throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: authErrorMessages.UNAUTHORIZED })
      }
      return fromDatabase
    }
    default:
      return fromDatabase
  }
})
