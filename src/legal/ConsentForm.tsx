'use client'
import { useActionState } from 'react'
import { FormMessage } from '@/forms/Field'
import { type AgreeLegalAnswer, agreeLegalAction } from './consent-action'

/** 동의하고 계속하기: a server action's form, the same before and after the page's scripts run. */
export function ConsentForm({ next, documents, shown }: { next: string; documents: string; shown: string }) {
  const [answer, agree, sending] = useActionState<AgreeLegalAnswer, FormData>(agreeLegalAction, {})
  return (
    <form action={agree} className="auth-form" aria-label="바뀐 내용에 동의하기" noValidate>
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="shown" value={shown} />
      <FormMessage error={answer.message} />
      <div className="auth-check">
        <input id="agree-legal" name="agree" type="checkbox" aria-invalid={answer.message ? true : undefined} />
        <label htmlFor="agree-legal">
          바뀐 {documents}의 내용을 읽었고 동의합니다 <span>(필수)</span>
        </label>
      </div>
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        동의하고 계속하기
      </button>
    </form>
  )
}
