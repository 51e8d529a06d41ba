'use server'
import { redirect } from 'next/navigation'
import { callAuthEndpoint } from '@/auth/endpoint'
import { getSession, roleOf } from '@/auth/session'
import { checked, text } from '@/forms/form-data'
import { loginPath, safeRedirect } from '@/lib/safe-redirect'
import { consentPath } from './consent'

export type AgreeLegalAnswer = { message?: string }

/**
 * 동의하고 계속하기 on the consent page: the member agrees to the changed texts in effect (better-auth's
 * /agree-legal records the time and versions) and goes on where they were headed. A form's action,
 * the same before and after the page's scripts run.
 */
export async function agreeLegalAction(_previous: AgreeLegalAnswer, form: FormData): Promise<AgreeLegalAnswer> {
  const next = safeRedirect(text(form, 'next'))
  const session = await getSession()
  if (!session || roleOf(session.user) === 'guest') redirect(loginPath(consentPath(next)))
  if (!checked(form, 'agree')) return { message: '바뀐 내용에 동의하려면 확인란을 선택해 주세요.' }
  const result = await callAuthEndpoint('/agree-legal', { shown: text(form, 'shown') })
  if (!result.ok) return { message: result.message }
  redirect(next)
}
