'use client'
import { useActionState } from 'react'
import { FormMessage } from '@/forms/Field'
import { type PrivacyRequestAnswer, sendPrivacyRequestAction } from './actions'
import { PRIVACY_REQUEST_DETAIL_MAX, privacyRequestKinds } from './options'

/**
 * 내 정보's correction or deletion request: the kind and what to correct or delete. A server
 * action's form, the same before and after the page's scripts run; after a success it is empty
 * again (a new form, keyed by the answer) and the request shows in the list above it.
 */
export function PrivacyRequestForm() {
  const [answered, send, sending] = useActionState<PrivacyRequestAnswer, FormData>(
    sendPrivacyRequestAction,
    {},
    '/user/profile',
  )
  const typed = answered.ok ? {} : (answered.values ?? {})
  const errors = answered.errors ?? {}
  return (
    <form
      key={answered.ok ? answered.message : 'typing'}
      action={send}
      className="auth-form"
      aria-labelledby="privacy-request-form-title"
      noValidate
    >
      <h3 id="privacy-request-form-title">새 요청 보내기</h3>
      <FormMessage error={answered.ok ? null : answered.message} notice={answered.ok ? answered.message : null} />
      <fieldset className="auth-agreements" aria-describedby={errors.kind ? 'privacy-kind-error' : undefined}>
        <legend>요청 종류</legend>
        <div className="choices">
          {privacyRequestKinds.map((kind) => (
            <label key={kind.value} className="choice">
              <input
                type="radio"
                name="kind"
                value={kind.value}
                defaultChecked={(typed.kind ?? 'correct') === kind.value}
              />
              {kind.label}
            </label>
          ))}
        </div>
        {errors.kind ? (
          <p id="privacy-kind-error" className="form-error">
            {errors.kind}
          </p>
        ) : null}
      </fieldset>
      <div className="form-field">
        <label htmlFor="privacy-detail">요청 내용</label>
        <textarea
          id="privacy-detail"
          name="detail"
          rows={5}
          maxLength={PRIVACY_REQUEST_DETAIL_MAX}
          defaultValue={typed.detail ?? ''}
          aria-invalid={errors.detail ? true : undefined}
          aria-describedby={`privacy-detail-hint${errors.detail ? ' privacy-detail-error' : ''}`}
        />
        <p id="privacy-detail-hint" className="form-hint">
          어떤 정보를 어떻게 고치거나 지워야 하는지 적어 주세요. 예: 접수 번호 Q261122-7KQ2M 문의의 연락처를
          010-0000-0000으로 고쳐 주세요.
        </p>
        {errors.detail ? (
          <p id="privacy-detail-error" className="form-error">
            {errors.detail}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        요청 보내기
      </button>
    </form>
  )
}
