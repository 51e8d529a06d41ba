/**
 * What each auth form sends, read from its fields: one reading for the browser (src/forms/use-form.ts)
 * and for the server action that answers the same form sent before the page's scripts ran
 * (src/auth/form-actions.ts). Both then check it with the form's schema (src/auth/schemas.ts).
 */
import { checked, text } from '@/forms/form-data'

export const readSignIn = (form: FormData) => ({
  email: text(form, 'email'),
  password: text(form, 'password'),
  rememberMe: checked(form, 'rememberMe'),
})

export const readSignUp = (form: FormData) => ({
  name: text(form, 'name'),
  email: text(form, 'email'),
  password: text(form, 'password'),
  passwordConfirm: text(form, 'passwordConfirm'),
  phone: text(form, 'phone'),
  agreements: {
    terms: checked(form, 'terms'),
    privacy: checked(form, 'privacy'),
    age14: checked(form, 'age14'),
    marketing: checked(form, 'marketing'),
  },
})

export const readFindId = (form: FormData) => ({ name: text(form, 'name'), phone: text(form, 'phone') })

export const readResetRequest = (form: FormData) => ({ email: text(form, 'email') })

export const readNewPassword = (form: FormData) => ({
  newPassword: text(form, 'newPassword'),
  newPasswordConfirm: text(form, 'newPasswordConfirm'),
})

export const readProfile = (form: FormData) => ({ name: text(form, 'name'), phone: text(form, 'phone') })

export const readChangeEmail = (form: FormData) => ({ newEmail: text(form, 'newEmail') })

export const readChangePassword = (form: FormData) => ({
  currentPassword: text(form, 'currentPassword'),
  ...readNewPassword(form),
  revokeOtherSessions: checked(form, 'revokeOtherSessions'),
})
