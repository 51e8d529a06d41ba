/**
 * The browser's typed better-auth client: the server's endpoints (better-auth's own, the site's
 * plugin, generic OAuth) and the member's extra fields, inferred from the server's options, so a
 * wrong path or body is a type error. Loaded only when a member acts (src/auth/call.ts imports it
 * on demand): it is about 12 KB of gzipped JavaScript no page needs before a click.
 */
import { createAuthClient } from 'better-auth/client'
import { InferServerPlugin, inferAdditionalFields } from 'better-auth/client/plugins'
import type { FieldErrors, FormFailure } from '@/forms/field-errors'
import { authErrorMessage } from './messages'
import type { Auth } from './server'

export const authClient = createAuthClient({
  fetchOptions: { credentials: 'same-origin' },
  plugins: [
    inferAdditionalFields<Auth>(),
    // A call without a body goes out as GET unless its method is named; the site's POSTs without one:
    { ...InferServerPlugin<Auth, 'site-accounts'>(), pathMethods: { '/request-delete-account': 'POST' } },
    InferServerPlugin<Auth, 'generic-oauth'>(),
  ],
})

export type AuthClient = typeof authClient

/** An error answer as better-fetch hands it over: the JSON body's fields plus the status. */
type AnswerError = { status: number; code?: string; message?: string; errors?: unknown }

/** The one Korean failure for an error answer, the server's field errors kept. */
export function failureOf(error: AnswerError): FormFailure {
  const errors = error.errors && typeof error.errors === 'object' ? (error.errors as FieldErrors) : undefined
  return { status: error.status, code: error.code, message: authErrorMessage(error), errors }
}
