/**
 * One zod schema per auth form, used by the browser (messages beside the fields) and by the
 * server (better-auth hooks and our endpoints), so both always apply the same rules.
 */
import { emailField, nameField, phoneField } from '@/forms/fields'
import { isSitePath } from '@/lib/safe-redirect'
import { z } from '@/lib/zod'
import { authErrorMessages } from './messages'
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules'

export * from './password-rules'

export const emailSchema = emailField('올바른 이메일 주소를 입력해 주세요.')

export const passwordSchema = z
  .string({ error: '비밀번호를 입력해 주세요.' })
  .min(1, '비밀번호를 입력해 주세요.')
  .min(PASSWORD_MIN, `비밀번호는 ${PASSWORD_MIN}자 이상이어야 합니다.`)
  .max(PASSWORD_MAX, `비밀번호는 ${PASSWORD_MAX}자 이하여야 합니다.`)
  .regex(/[A-Za-z]/, '비밀번호에 영문자를 하나 이상 넣어 주세요.')
  .regex(/\d/, '비밀번호에 숫자를 하나 이상 넣어 주세요.')

export const nameSchema = nameField('member')

/** Korean mobile numbers (010, 011, 016–019), stored as 010-1234-5678. */
export const phoneSchema = phoneField('mobile')

const mustAgree = (message: string) => z.literal(true, { error: message })

/** Separate consents (Korean privacy law): three required, marketing optional. */
export const agreementsSchema = z.object(
  {
    terms: mustAgree('이용약관에 동의해 주세요.'),
    privacy: mustAgree('개인정보 수집·이용에 동의해 주세요.'),
    age14: mustAgree('만 14세 이상만 가입할 수 있습니다.'),
    marketing: z.boolean().default(false),
  },
  { error: '약관 동의 항목을 확인해 주세요.' },
)

const relativePath = z
  .string()
  .max(2000)
  .refine((value) => isSitePath(value), '허용되지 않은 이동 주소입니다.')

/** What the server accepts at sign-up (better-auth's own fields plus ours). */
export const signUpSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  agreements: agreementsSchema,
  callbackURL: relativePath.optional(),
  rememberMe: z.boolean().optional(),
})

/** The second typing of a new password: asked for like the first, checked against it below. */
const confirmation = z.string().min(1, '비밀번호를 한 번 더 입력해 주세요.')

/** A new password typed twice (the forms' new-password block): the second must match the first. */
function typedTwice<T extends z.ZodType<Record<string, unknown>>>(schema: T, password: string, confirm: string) {
  return schema.refine((data) => data[password] === data[confirm], {
    path: [confirm],
    message: '비밀번호가 서로 다릅니다.',
  })
}

/** The sign-up form: the same, with the password typed twice. */
export const signUpFormSchema = typedTwice(
  signUpSchema.omit({ callbackURL: true, rememberMe: true }).extend({ passwordConfirm: confirmation }),
  'password',
  'passwordConfirm',
)

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, '비밀번호를 입력해 주세요.')
    .max(PASSWORD_MAX, `비밀번호는 ${PASSWORD_MAX}자 이하입니다.`),
  rememberMe: z.boolean().default(true),
})

export const findIdSchema = z.strictObject({ name: nameSchema, phone: phoneSchema })

export const resetRequestSchema = z.object({ email: emailSchema })

const newPasswordFields = { newPassword: passwordSchema, newPasswordConfirm: confirmation }

export const newPasswordSchema = typedTwice(z.object(newPasswordFields), 'newPassword', 'newPasswordConfirm')

export const changePasswordFormSchema = typedTwice(
  z.object({
    currentPassword: z.string().min(1, '지금 비밀번호를 입력해 주세요.'),
    ...newPasswordFields,
    revokeOtherSessions: z.boolean().default(true),
  }),
  'newPassword',
  'newPasswordConfirm',
).refine((data) => data.newPassword !== data.currentPassword, {
  path: ['newPassword'],
  message: authErrorMessages.PASSWORD_IS_THE_SAME,
})

export const changeEmailSchema = z.object({ newEmail: emailSchema })

/** GET /get-session's flags: optional booleans, written true or false. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true')
  .optional()
export const getSessionQuerySchema = z.object({ disableCookieCache: flag, disableRefresh: flag })

/** POST /unlink-account: a provider, and which of its accounts when there are several. */
export const unlinkAccountSchema = z
  .strictObject({
    providerId: z.string().min(1).max(100).optional(),
    accountId: z.string().min(1).max(200).optional(),
  })
  .refine((data) => data.providerId || data.accountId, '연결을 해제할 로그인 서비스를 골라 주세요.')

/** Giving or withdrawing the optional marketing consent on /user/profile. */
export const marketingConsentSchema = z.strictObject({
  agree: z.boolean({ error: '마케팅 정보 수신 동의 여부를 골라 주세요.' }),
})

/** What a member may change about themselves through /update-user. */
export const profileSchema = z.strictObject({ name: nameSchema, phone: phoneSchema })
