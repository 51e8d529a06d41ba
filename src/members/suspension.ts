import type { BetterAuthPlugin } from 'better-auth'
import { APIError } from 'better-auth/api'
import { authErrorMessages } from '@/auth/messages'

/** better-auth's own code for a refused member (its admin plugin's `BANNED_USER`), so the translations fit either. */
export const SUSPENDED_CODE = 'BANNED_USER'

/**
 * Staff suspend a member (src/members/actions.ts): `banned` on the member's row, with the admin
 * plugin's column names. Every sign-in ends in a new session, so refusing the session refuses
 * them all: e-mail and password, a social provider (better-auth sends the browser to
 * /login?error=BANNED_USER) and anything added later. Suspending also ends the member's sessions.
 *
 * Not better-auth's admin plugin: its endpoints authorise better-auth users with an admin role,
 * but the site's staff are Payload users; it would only add fifteen unused HTTP endpoints
 * (impersonation among them) beside the one rule needed here (docs/adr/0025-site-members-admin.md).
 */
export function memberSuspension() {
  return {
    id: 'member-suspension',
    schema: {
      user: {
        fields: {
          banned: { type: 'boolean', required: false, defaultValue: false, input: false },
          banReason: { type: 'string', required: false, input: false },
        },
      },
    },
    init: (context) => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              before: async (session, ctx) => {
                const adapter = ctx?.context.internalAdapter ?? context.internalAdapter
                const user = (await adapter.findUserById(session.userId)) as { banned?: boolean | null } | null
                if (user?.banned) {
                  throw new APIError('FORBIDDEN', { code: SUSPENDED_CODE, message: authErrorMessages[SUSPENDED_CODE] })
                }
              },
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin
}
