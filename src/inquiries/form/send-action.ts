'use server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { CLIENT_IP_HEADER } from '@/auth/options'
import { sessionUserId } from '@/auth/session'
import type { FieldErrors } from '@/forms/field-errors'
import { type InquiryKind, isInquiryKind } from '@/inquiries/schema'
import { formValues, submitInquiry } from '@/inquiries/submit'
import { getPayloadClient } from '@/lib/payload'

/** The answer to a contact form sent before the page's scripts ran: shown in the form, with what was typed. */
export interface InquiryFormAnswer {
  message?: string
  fieldErrors?: FieldErrors
  values?: Record<string, string | boolean | string[]>
}

/**
 * What the person typed, read as the submission reads it, to fill the form again: not the
 * framework's action fields, the honeypot or the attachment (a browser cannot be given a file).
 */
function typedValues(form: FormData, kind: InquiryKind): InquiryFormAnswer['values'] {
  const typed: NonNullable<InquiryFormAnswer['values']> = {}
  for (const [key, value] of Object.entries(formValues(form, kind))) {
    if (key.startsWith('$') || key === 'kind' || key === 'website') continue
    if (typeof value === 'string' || typeof value === 'boolean' || Array.isArray(value)) typed[key] = value
  }
  return typed
}

/**
 * A contact form sent before the page's scripts ran (a slow phone): the same submission the
 * script's POST /api/contact/{kind} makes, answered by the page itself. Stored, it goes to the
 * completion page with its reference number; refused, the form comes back with the Korean
 * messages and what was typed.
 */
export async function sendInquiryAction(_previous: InquiryFormAnswer, form: FormData): Promise<InquiryFormAnswer> {
  const kind = form.get('kind')
  if (typeof kind !== 'string' || !isInquiryKind(kind)) return { message: '없는 문의 양식입니다.' }
  const requestHeaders = await headers()
  let result: Awaited<ReturnType<typeof submitInquiry>>
  try {
    result = await submitInquiry({
      payload: await getPayloadClient(),
      kind,
      form,
      clientAddress: requestHeaders.get(CLIENT_IP_HEADER) ?? 'unknown',
      authorId: await sessionUserId(requestHeaders),
      beforeScripts: true,
    })
  } catch (error) {
    console.error('문의 저장 실패', error)
    return {
      message: '일시적인 문제로 문의를 접수하지 못했습니다. 입력한 내용은 그대로 있으니 잠시 후 다시 보내 주세요.',
      values: typedValues(form, kind),
    }
  }
  const { body } = result
  if ('referenceNumber' in body) {
    redirect(`/contact/complete?ref=${encodeURIComponent(body.referenceNumber)}&kind=${kind}`)
  }
  return {
    message: body.message,
    fieldErrors: 'fieldErrors' in body ? body.fieldErrors : undefined,
    values: typedValues(form, kind),
  }
}
