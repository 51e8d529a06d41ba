'use server'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { CLIENT_IP_HEADER } from '@/auth/cookie-cache'
import { serverEnv } from '@/config/env'
import { getPayloadClient } from '@/lib/payload'
import { LOOKUP_COOKIE, LOOKUP_PATH, LOOKUP_SECONDS, lookUpInquiry, lookupCookieValue } from './lookup'
import type { FieldErrors } from './schema'

/** `values`: what was typed, given back so React's form reset after the action keeps it. */
export type LookupState = { message?: string; fieldErrors?: FieldErrors; values?: Record<string, string> }

/** The lookup form's action: on a match, the signed cookie; the page, rendered again, shows the inquiry. */
export async function lookUpAction(_previous: LookupState, form: FormData): Promise<LookupState> {
  const values = {
    referenceNumber: String(form.get('referenceNumber') ?? '').slice(0, 40),
    contact: String(form.get('contact') ?? '').slice(0, 254),
  }
  let id: number
  try {
    const payload = await getPayloadClient()
    const result = await lookUpInquiry(payload, form, (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown')
    if (!result.ok) return { message: result.message, fieldErrors: result.fieldErrors, values }
    id = result.id
  } catch (error) {
    console.error('비회원 문의 조회 실패', error)
    return { message: '일시적인 문제로 조회하지 못했습니다. 잠시 후 다시 조회해 주세요.', values }
  }
  ;(await cookies()).set(LOOKUP_COOKIE, lookupCookieValue(id), {
    httpOnly: true,
    sameSite: 'strict',
    secure: serverEnv().SITE_URL.startsWith('https:'),
    path: LOOKUP_PATH,
    maxAge: LOOKUP_SECONDS,
  })
  // Setting the cookie makes Next render the page again in this same response, with the cookie:
  // the inquiry replaces the form (with or without JavaScript), and the address stays as it is.
  return {}
}

/** 조회 끝내기: forget the inquiry on this device (a shared computer). */
export async function endLookupAction(): Promise<void> {
  ;(await cookies()).delete({ name: LOOKUP_COOKIE, path: LOOKUP_PATH })
  redirect(`${LOOKUP_PATH}?ended=1`)
}
