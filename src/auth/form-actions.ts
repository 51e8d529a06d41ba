'use server'
/**
 * The auth forms' answers when a form is sent before the page's scripts ran (or without them): a
 * POST to the page, never a GET whose address would carry what was typed. Each does what the
 * form's script does: the same reading and schema, the same endpoint with its rate limits
 * (src/auth/endpoint.ts), the same Korean messages. What was typed comes back, passwords never.
 */
import { redirect } from 'next/navigation'
import type { z } from 'zod'
import { type FieldErrors, fieldErrorsOf } from '@/forms/field-errors'
import { text } from '@/forms/form-data'
import { afterSignInPath, safeRedirect, verifiedLoginPath } from '@/lib/safe-redirect'
import { callAuthEndpoint } from './endpoint'
import {
  readChangeEmail,
  readChangePassword,
  readFindId,
  readNewPassword,
  readProfile,
  readResetRequest,
  readSignIn,
  readSignUp,
} from './form-readers'
import {
  EMAIL_CHANGED_PATH,
  emailChangeRequested,
  LEAVING_NEEDS_SCRIPT,
  PROFILE_SAVED,
  passwordChanged,
  RESET_SENT,
} from './form-texts'
import {
  changeEmailSchema,
  changePasswordFormSchema,
  findIdSchema,
  newPasswordSchema,
  profileSchema,
  resetRequestSchema,
  signInSchema,
  signUpFormSchema,
} from './schemas'

export type AuthFormState = {
  message?: string | null
  notice?: string | null
  errors?: FieldErrors
  /** What was typed, shown again (never a password). */
  values?: Record<string, string>
  /** 아이디 찾기's answer. */
  found?: { accounts: { email: string; createdAt: string }[] }
  /** 회원가입: the address the verification mail went to. */
  doneFor?: string
  /** 비밀번호 재설정: the link no longer works. */
  invalidToken?: boolean
}

/** Field errors only, as the script shows them (each beside its field). */
const checkFields = (error: z.ZodError, values?: Record<string, string>): AuthFormState => ({
  errors: fieldErrorsOf(error),
  values,
})

export async function signInAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const input = readSignIn(form)
  const values = { email: input.email }
  const redirectTo = safeRedirect(text(form, 'redirect'))
  const parsed = signInSchema.safeParse(input)
  if (!parsed.success) return checkFields(parsed.error, values)
  const result = await callAuthEndpoint('/sign-in/email', {
    ...parsed.data,
    callbackURL: verifiedLoginPath(redirectTo),
  })
  if (!result.ok) return { message: result.message, errors: result.errors, values }
  redirect(afterSignInPath(redirectTo))
}

export async function signUpAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const input = readSignUp(form)
  // The consents ticked stay ticked on the form sent back (`on`, as the browser sends a checkbox).
  const ticked = Object.entries(input.agreements).filter(([, given]) => given)
  const values = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    ...Object.fromEntries(ticked.map(([key]) => [key, 'on'])),
  }
  const parsed = signUpFormSchema.safeParse(input)
  if (!parsed.success) return checkFields(parsed.error, values)
  const { passwordConfirm: _confirm, ...data } = parsed.data
  const result = await callAuthEndpoint('/sign-up/email', { ...data, callbackURL: '/login?verified=1' })
  if (!result.ok) return { message: result.message, errors: result.errors, values }
  return { doneFor: data.email }
}

export async function findIdAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const input = readFindId(form)
  const parsed = findIdSchema.safeParse(input)
  if (!parsed.success) return checkFields(parsed.error, input)
  const result = await callAuthEndpoint<NonNullable<AuthFormState['found']>>('/find-id', parsed.data)
  if (!result.ok) return { message: result.message, errors: result.errors, values: input }
  return { found: result.data, values: input }
}

export async function requestResetAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const input = readResetRequest(form)
  const parsed = resetRequestSchema.safeParse(input)
  if (!parsed.success) return checkFields(parsed.error, input)
  const result = await callAuthEndpoint('/request-password-reset', { ...parsed.data, redirectTo: '/reset-pw' })
  if (!result.ok) return { message: result.message, errors: result.errors, values: input }
  return { notice: RESET_SENT, values: input }
}

export async function resetPasswordAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const parsed = newPasswordSchema.safeParse(readNewPassword(form))
  if (!parsed.success) return checkFields(parsed.error)
  const result = await callAuthEndpoint('/reset-password', {
    newPassword: parsed.data.newPassword,
    token: text(form, 'token'),
  })
  if (!result.ok) return { message: result.message, invalidToken: result.code === 'INVALID_TOKEN' }
  redirect('/login?reset=1')
}

export async function updateProfileAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const input = readProfile(form)
  const parsed = profileSchema.safeParse(input)
  if (!parsed.success) return checkFields(parsed.error, input)
  const result = await callAuthEndpoint('/update-user', parsed.data)
  if (!result.ok) return { message: result.message, errors: result.errors, values: input }
  return { notice: PROFILE_SAVED }
}

export async function changeEmailAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const input = readChangeEmail(form)
  const parsed = changeEmailSchema.safeParse(input)
  if (!parsed.success) return checkFields(parsed.error, input)
  const result = await callAuthEndpoint('/change-email', { ...parsed.data, callbackURL: EMAIL_CHANGED_PATH })
  if (!result.ok) return { message: result.message, errors: result.errors, values: input }
  return { notice: emailChangeRequested(parsed.data.newEmail) }
}

export async function changePasswordAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const parsed = changePasswordFormSchema.safeParse(readChangePassword(form))
  if (!parsed.success) return checkFields(parsed.error)
  const { newPasswordConfirm: _confirm, ...data } = parsed.data
  const result = await callAuthEndpoint('/change-password', data)
  if (!result.ok) return { message: result.message, errors: result.errors }
  return { notice: passwordChanged(data.revokeOtherSessions) }
}

/** Leaving asks in a confirm dialog first, which needs the page's script: nothing is deleted here. */
export async function deleteAccountAction(_previous: AuthFormState, _form: FormData): Promise<AuthFormState> {
  return { message: LEAVING_NEEDS_SCRIPT }
}
