/**
 * One zod schema per contact form, used by the browser (field errors as the user types, loaded on
 * the form's first use) and by the server (which trusts nothing it did not check itself).
 */

import { type FieldErrors, fieldErrorsOf } from '@/forms/field-errors'
import { emailField, nameField, phoneField, textField as text } from '@/forms/fields'
import { z } from '@/lib/zod'
import {
  applicantGroupOptions,
  businessStageOptions,
  contactMethodOptions,
  type InquiryKind,
  investmentStageOptions,
  type Option,
  programmeOptions,
  REFERENCE_PATTERN,
  regionOptions,
  scheduleOptions,
  sensitiveApplicantGroups,
  topicOptions,
  values,
} from './options'

export * from './options'
export * from './texts'
export { type FieldErrors, fieldErrorsOf }

const choice = <T extends readonly Option[]>(options: T, message: string) => z.enum(values(options), { error: message })

/** Korean mobile or landline numbers, with or without hyphens; stored as 010-1234-5678. */
export const phoneSchema = phoneField('contact')

/** The contact forms' e-mail, also the inquiry lookup's when its one field holds an @. */
const emailSchema = emailField('이메일 주소를 확인해 주세요. (예: name@example.com)')

/**
 * 희망 투자 금액 as typed, the same in the browser and in a form sent before the scripts ran: empty
 * is missing (not 0), "50,000" is 50000, other text stays text (a Korean "숫자로" message).
 */
function amountAsNumber(value: unknown) {
  if (typeof value === 'number') return value
  const typed = String(value ?? '')
    .trim()
    .replace(/,/g, '')
  if (typed === '') return undefined
  return /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : typed
}

const shared = {
  name: nameField('contact'),
  phone: phoneSchema,
  email: emailSchema,
  message: text('문의 내용', 10, 4000, { multiline: true }),
  contactMethods: z
    .array(choice(contactMethodOptions, '연락 방법을 다시 골라 주세요.'), { error: '연락 방법을 골라 주세요.' })
    .min(1, '연락받을 방법을 하나 이상 골라 주세요.')
    .refine((methods) => new Set(methods).size === methods.length, '연락 방법을 다시 골라 주세요.'),
  textOnly: z.boolean().default(false),
  interpreter: z.boolean().default(false),
  privacyConsent: z.literal(true, { error: '개인정보 수집·이용에 동의해 주셔야 문의를 보낼 수 있습니다.' }),
  sensitiveConsent: z.boolean().default(false),
}

const byKind = {
  edu: z.object({
    ...shared,
    kind: z.literal('edu'),
    programme: choice(programmeOptions, '관심 있는 교육 과정을 골라 주세요.'),
    schedule: choice(scheduleOptions, '원하는 일정을 골라 주세요.'),
  }),
  impact: z.object({
    ...shared,
    kind: z.literal('impact'),
    applicantGroup: choice(applicantGroupOptions, '지원 대상을 골라 주세요.'),
    region: choice(regionOptions, '창업 희망 지역을 골라 주세요.'),
    businessStage: choice(businessStageOptions, '창업 단계를 골라 주세요.'),
  }),
  invest: z.object({
    ...shared,
    kind: z.literal('invest'),
    companyName: text('회사 이름', 1, 80),
    investmentStage: choice(investmentStageOptions, '투자 단계를 골라 주세요.'),
    amountSought: z.preprocess(
      amountAsNumber,
      z
        .number({
          error: (issue) =>
            issue.input === undefined ? '희망 투자 금액을 입력해 주세요.' : '희망 투자 금액을 숫자로 입력해 주세요.',
        })
        .int('희망 투자 금액을 만원 단위의 정수로 입력해 주세요.')
        .min(100, '희망 투자 금액은 100만원 이상으로 입력해 주세요.')
        .max(100_000_000, '희망 투자 금액을 다시 확인해 주세요.'),
    ),
  }),
  general: z.object({
    ...shared,
    kind: z.literal('general'),
    topic: choice(topicOptions, '문의 주제를 골라 주세요.'),
  }),
}

const noPhoneWhenTextOnly = (value: { textOnly: boolean; contactMethods: string[] }) =>
  !(value.textOnly && value.contactMethods.includes('phone'))
const textOnlyMessage = {
  message: '문자·이메일로만 연락받기를 고르셨습니다. 연락 방법에서 전화를 빼 주세요.',
  path: ['contactMethods'],
}

/** Sensitive items only with their separate consent (PIPA art. 23). */
const interpreterNeedsConsent = (value: { interpreter: boolean; sensitiveConsent: boolean }) =>
  !value.interpreter || value.sensitiveConsent
const INTERPRETER_NEEDS_CONSENT =
  '수어 통역 요청은 장애 정보를 담고 있어, 아래 민감정보 처리에 따로 동의하셔야 보낼 수 있습니다.'
const interpreterMessage = { message: INTERPRETER_NEEDS_CONSENT, path: ['interpreter'] }
const groupNeedsConsent = (value: { applicantGroup: string; sensitiveConsent: boolean }) =>
  !sensitiveApplicantGroups.includes(value.applicantGroup) || value.sensitiveConsent
const GROUP_NEEDS_CONSENT =
  '장애가 있는 창업자로 고르려면 민감정보 처리에 따로 동의해 주세요. 동의하지 않으려면 다른 지원 대상이나 "해당 없음·밝히지 않음"을 골라 주세요.'
const groupMessage = { message: GROUP_NEEDS_CONSENT, path: ['applicantGroup'] }

export const inquirySchemas = {
  edu: byKind.edu.refine(noPhoneWhenTextOnly, textOnlyMessage).refine(interpreterNeedsConsent, interpreterMessage),
  impact: byKind.impact
    .refine(noPhoneWhenTextOnly, textOnlyMessage)
    .refine(interpreterNeedsConsent, interpreterMessage)
    .refine(groupNeedsConsent, groupMessage),
  invest: byKind.invest
    .refine(noPhoneWhenTextOnly, textOnlyMessage)
    .refine(interpreterNeedsConsent, interpreterMessage),
  general: byKind.general
    .refine(noPhoneWhenTextOnly, textOnlyMessage)
    .refine(interpreterNeedsConsent, interpreterMessage),
}
export type InquiryInput = z.output<(typeof inquirySchemas)[InquiryKind]>

/**
 * A form's field errors, the browser's and the server's alike (the messages are constants: zod
 * takes a refinement's params object over as its own). The consent checks are the form's
 * own (zod runs them only once every field is right): here they also speak while another field is
 * still empty, so a choice that needs the separate consent says so as soon as it is made.
 */
export function inquiryFieldErrors(error: z.ZodError, values: Record<string, unknown>): FieldErrors {
  const consent = { interpreter: values.interpreter === true, sensitiveConsent: values.sensitiveConsent === true }
  return {
    ...(interpreterNeedsConsent(consent) ? {} : { interpreter: INTERPRETER_NEEDS_CONSENT }),
    ...(values.kind !== 'impact' ||
    groupNeedsConsent({ ...consent, applicantGroup: String(values.applicantGroup ?? '') })
      ? {}
      : { applicantGroup: GROUP_NEEDS_CONSENT }),
    ...fieldErrorsOf(error),
  }
}

/** What travels beside the fields: abuse checks and the key that makes a retry harmless. */
const RELOAD_AND_RETRY = '요청 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 보내 주세요.'
export const submissionMetaSchema = z.object({
  idempotencyKey: z.uuid(RELOAD_AND_RETRY),
  startedAt: z.coerce.number(RELOAD_AND_RETRY).int(RELOAD_AND_RETRY).positive(RELOAD_AND_RETRY),
  /** The honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).default(''),
})

/**
 * 비회원 문의 조회: the reference number and the e-mail or phone number given with the inquiry
 * (one field: an @ makes it an e-mail).
 */
export const lookupSchema = z.object({
  referenceNumber: z
    .string({ error: '접수 번호를 입력해 주세요.' })
    .trim()
    .toUpperCase()
    .min(1, '접수 번호를 입력해 주세요.')
    .regex(REFERENCE_PATTERN, '접수 번호를 Q261125-AB2CD 형식으로 입력해 주세요.'),
  contact: z
    .string({ error: '문의할 때 적은 이메일이나 연락처를 입력해 주세요.' })
    .trim()
    .min(1, '문의할 때 적은 이메일이나 연락처를 입력해 주세요.')
    .max(254, '이메일이나 연락처를 다시 확인해 주세요.')
    .transform((value, context) => {
      const parsed = value.includes('@') ? emailSchema.safeParse(value) : phoneSchema.safeParse(value)
      if (parsed.success) return value.includes('@') ? { email: parsed.data } : { phone: parsed.data }
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '연락처를 확인해 주세요.' })
      return z.NEVER
    }),
})
export type LookupInput = z.output<typeof lookupSchema>
