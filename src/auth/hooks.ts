import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import type { z } from 'zod'
import { authErrorMessages } from './messages'
import { fieldErrors, passwordSchema, profileSchema, signUpSchema } from './schemas'

function invalid(error: z.ZodError) {
  const errors = fieldErrors(error)
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_ERROR',
    message: Object.values(errors)[0] ?? authErrorMessages.VALIDATION_ERROR,
    errors,
  })
}

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
 * Our rules in front of better-auth's endpoints, with the zod schemas the forms use:
 *  - every endpoint: no NUL character anywhere in the input;
 *  - sign-up: name, e-mail, password rules, phone, the separate consents; and an address in
 *    use answers 422 (better-auth would answer a silent 200 while e-mail verification is required);
 *  - reset and change password: the same password rules as sign-up;
 *  - update-user: name and phone only;
 *  - revoke-session: another member's session is refused, not silently ignored.
 */
export const beforeHook = createAuthMiddleware(async (ctx) => {
  // Postgres text cannot hold NUL: a token, name or e-mail with one would fail its query with a 500.
  if (containsNul(ctx.body) || containsNul(ctx.query) || containsNul(ctx.params)) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_CHARACTER', message: authErrorMessages.INVALID_CHARACTER })
  }
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
      return
    }
    case '/update-user': {
      const parsed = profileUpdateSchema.safeParse(ctx.body)
      if (!parsed.success) throw invalid(parsed.error)
      return { context: { body: parsed.data } }
    }
    case '/revoke-session': {
      // Spec §6: only one's own sessions; someone else's token is UNAUTHORIZED, an unknown one a bad request.
      const token = typeof ctx.body?.token === 'string' ? ctx.body.token : undefined
      const current = await getSessionFromCtx(ctx)
      if (!token || !current) return
      const target = await ctx.context.internalAdapter.findSession(token)
      if (!target)
        throw new APIError('BAD_REQUEST', { code: 'SESSION_NOT_FOUND', message: authErrorMessages.SESSION_NOT_FOUND })
      if (target.session.userId !== current.user.id) {
        throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: authErrorMessages.UNAUTHORIZED })
      }
      return
    }
    default:
      return
  }
})
