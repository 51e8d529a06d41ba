'use client'
import { useActionState } from 'react'
import { Field, FormMessage } from '@/forms/Field'
import { endLookupAction, type LookupState, lookUpAction } from './lookup-actions'

/**
 * 비회원 문의 조회's form: works without JavaScript too (a plain POST to the server action). The
 * server checks it and answers in Korean (noValidate: no bubbles in the browser's own language).
 */
export function LookupForm() {
  const [state, action, busy] = useActionState<LookupState, FormData>(lookUpAction, {}, '/contact/lookup')
  const errors = state.fieldErrors ?? {}
  const values = state.values ?? {}
  return (
    <form action={action} className="lookup-form" aria-label="비회원 문의 조회" noValidate>
      <FormMessage error={state.message} />
      <Field
        label="접수 번호"
        name="referenceNumber"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        placeholder="Q261125-AB2CD"
        defaultValue={values.referenceNumber}
        hint="접수 확인 메일과 접수 완료 화면에 있는 번호입니다."
        error={errors.referenceNumber}
      />
      <Field
        label="이메일 또는 연락처"
        name="contact"
        autoComplete="email"
        required
        defaultValue={values.contact}
        hint="문의할 때 적은 이메일 주소나 연락처(010-1234-5678) 중 하나를 입력하세요."
        error={errors.contact}
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        조회하기
      </button>
    </form>
  )
}

/** 조회 끝내기: a form, so that it works before the scripts run too (posting to the lookup page). */
export function EndLookupForm() {
  const [, action] = useActionState<void, FormData>(endLookupAction, undefined, '/contact/lookup')
  return (
    <form action={action}>
      <button type="submit" className="button">
        조회 끝내기
      </button>
    </form>
  )
}
