'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useActionState, useEffect, useId, useRef, useState } from 'react'
import { notify } from '@/components/toast/notify'
import { typedBeforeHydration, useDraft, withTyped } from '@/forms/draft'
import type { FieldErrors } from '@/forms/field-errors'
import { FieldError, SelectField, TextField, useFocusFirstInvalid } from '@/forms/LiveFields'
import { useLazySchema } from '@/forms/lazy-schema'
import {
  applicantGroupOptions,
  businessStageOptions,
  contactMethodOptions,
  type InquiryKind,
  investmentStageOptions,
  programmeOptions,
  regionOptions,
  scheduleOptions,
  sensitiveApplicantGroups,
  topicOptions,
} from '@/inquiries/options'
import { useAccount } from '@/stores/account'
import { openModal } from '@/stores/modal'
import { type InquiryFormAnswer, sendInquiryAction } from './send-action'

type Values = Record<string, string | boolean | string[]>
type Draft = { values: Values; idempotencyKey: string; startedAt: number }

const emptyValues: Values = {
  name: '',
  phone: '',
  email: '',
  message: '',
  contactMethods: ['email'],
  textOnly: false,
  interpreter: false,
  privacyConsent: false,
  sensitiveConsent: false,
}

const draftKey = (kind: InquiryKind) => `inquiry-draft:${kind}`
const newDraft = (): Draft => ({
  values: { ...emptyValues },
  idempotencyKey: crypto.randomUUID(),
  startedAt: Date.now(),
})

/**
 * One of the four contact forms. What the user types is kept in sessionStorage until the server
 * confirms the inquiry (a reload, a failed network or a refused submission loses nothing); the
 * same idempotency key goes with every retry, so a double click stores one inquiry.
 */
/** The consent notices' text, given by the page (server data, not script). */
export type InquiryNotices = { collection: string; sensitive: string }

/** The form-level line over field errors (the server sends the same words with its field errors). */
const CHECK_FIELDS = '입력한 내용을 확인해 주세요.'

export function InquiryForm({ kind, notices }: { kind: InquiryKind; notices: InquiryNotices }) {
  const router = useRouter()
  // Sent before the page's scripts ran, the form posts to this action (the page's own address):
  // the inquiry is stored and the browser goes on to the completion page, or the form comes back
  // with the Korean messages and what was typed. Afterwards the script sends it (onSubmit).
  // The form's kind travels as a field, not bound to the action: a server reference bound while
  // rendering is a new one on every render, and React's server rendering of the answered form
  // waited for each new one's encoding again and again (the process spun, answering nothing).
  const [answered, action] = useActionState<InquiryFormAnswer, FormData>(sendInquiryAction, {}, `/contact/${kind}`)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const formId = `inquiry-form-${kind}`
  // What was typed before the scripts ran, read from the server's form at the first render in the
  // browser: the form's state starts with it, so no later render can write the fields back empty
  // (a run under load lost both fields between hydration and the draft's effect).
  const [typedEarly] = useState(() =>
    typeof document === 'undefined'
      ? {}
      : typedBeforeHydration(document.getElementById(formId) as HTMLFormElement | null),
  )
  const { draft, setDraft, discard } = useDraft(
    draftKey(kind),
    () => {
      const fresh = newDraft()
      return { ...fresh, values: withTyped({ ...fresh.values, ...answered.values }, typedEarly) }
    },
    // A draft kept from before a reload takes what was typed into the fields it leaves empty.
    (restored) => ({
      ...restored,
      values: withTyped(restored.values, { ...typedEarly, ...typedBeforeHydration(formRef.current) }),
    }),
  )
  const [errors, setErrors] = useState<FieldErrors>(answered.fieldErrors ?? {})
  const [touched, setTouched] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(Object.keys(answered.fieldErrors ?? {}).map((name) => [name, true])),
  )
  const [formMessage, setFormMessage] = useState(answered.message ?? '')
  const [sending, setSending] = useState(false)
  const deckRef = useRef<HTMLInputElement>(null)
  const messageId = useId()

  // After hydration (and the saved draft): the signed-in member's details where still empty.
  useEffect(() => {
    // The page's one session read (the header asks for it too; src/stores/account.ts).
    void useAccount
      .getState()
      .load()
      .then(() => {
        const user = useAccount.getState().user
        if (!user) return
        setDraft((current) => {
          const values = { ...current.values }
          for (const key of ['name', 'email', 'phone'] as const) {
            if (!values[key] && user[key]) values[key] = user[key]
          }
          return { ...current, values }
        })
      })
  }, [setDraft])

  // The form's zod schema comes with the user's first focus (src/forms/lazy-schema.ts); until it
  // is here a change shows no message, and its arrival checks what was typed meanwhile.
  const schema = useLazySchema(() =>
    import('@/inquiries/schema').then((module) => ({
      schema: module.inquirySchemas[kind],
      errorsOf: module.inquiryFieldErrors,
    })),
  )
  const validate = (values: Values) => {
    const ready = schema.ready()
    const result = ready?.schema.safeParse({ ...values, kind })
    return !ready || !result || result.success ? {} : ready.errorsOf(result.error, { ...values, kind })
  }
  const loadSchema = () =>
    schema.load().then(
      () =>
        setDraft((current) => {
          setErrors(validate(current.values))
          return current
        }),
      () => {},
    )

  // The summary of the field errors goes once the last of them is put right.
  const shownMessage = formMessage === CHECK_FIELDS && !Object.values(errors).some(Boolean) ? '' : formMessage

  const set = (name: string, value: string | boolean | string[]) => {
    if (!schema.ready()) void loadSchema()
    setDraft((current) => {
      const values = { ...current.values, [name]: value }
      setErrors(validate(values))
      return { ...current, values }
    })
    setTouched((current) => ({ ...current, [name]: true }))
  }

  const shown = (name: string) => (touched[name] ? errors[name] : undefined)

  /** Without the separate consent, the sensitive items it covers go too (never sent without it). */
  const setSensitiveConsent = (given: boolean) => {
    setDraft((current) => {
      const values: Values = { ...current.values, sensitiveConsent: given }
      if (!given) {
        values.interpreter = false
        if (sensitiveApplicantGroups.includes(String(values.applicantGroup ?? ''))) values.applicantGroup = ''
      }
      setErrors(validate(values))
      return { ...current, values }
    })
    setTouched((current) => ({ ...current, sensitiveConsent: true }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    try {
      await schema.load()
    } catch {
      setFormMessage('인터넷 연결이 끊겨 입력한 내용을 확인하지 못했습니다. 연결을 확인한 뒤 다시 보내 주세요.')
      return
    }
    const clientErrors = validate(draft.values)
    const deck = deckRef.current?.files?.[0]
    if (deck && deck.size > 10 * 1024 * 1024)
      clientErrors.pitchDeck = '사업 소개서는 10MB 이하의 PDF 파일만 보낼 수 있습니다.'
    setErrors(clientErrors)
    setTouched(Object.fromEntries([...Object.keys(draft.values), ...Object.keys(clientErrors)].map((k) => [k, true])))
    if (Object.keys(clientErrors).length > 0) {
      setFormMessage(CHECK_FIELDS)
      focusFirstInvalid()
      return
    }

    const body = new FormData(form)
    for (const [key, value] of Object.entries(draft.values)) {
      if (key === 'contactMethods') continue
      if (typeof value === 'boolean') body.set(key, String(value))
    }
    body.set('idempotencyKey', draft.idempotencyKey)
    body.set('startedAt', String(draft.startedAt))

    setSending(true)
    setFormMessage('')
    // Spec §4 toast types: a loading toast while the inquiry (and its attachment) is sent.
    const pending = notify.loading('문의를 보내는 중입니다…')
    try {
      const response = await fetch(`/api/contact/${kind}`, { method: 'POST', body })
      const result = (await response.json().catch(() => ({}))) as {
        referenceNumber?: string
        message?: string
        fieldErrors?: FieldErrors
      }
      if ((response.status === 201 || response.status === 200) && result.referenceNumber) {
        discard()
        pending.success(`문의가 접수되었습니다. 접수 번호 ${result.referenceNumber}`)
        router.push(`/contact/complete?ref=${encodeURIComponent(result.referenceNumber)}&kind=${kind}`)
        return
      }
      if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
        setErrors(result.fieldErrors)
        setTouched(Object.fromEntries(Object.keys(result.fieldErrors).map((k) => [k, true])))
        focusFirstInvalid()
      }
      const message =
        result.message ?? '문의를 보내지 못했습니다. 입력한 내용은 그대로 있으니 잠시 후 다시 보내 주세요.'
      setFormMessage(message)
      pending.error(message)
    } catch {
      const message =
        '인터넷 연결이 끊겨 문의를 보내지 못했습니다. 입력한 내용은 그대로 있으니 연결을 확인한 뒤 다시 보내 주세요.'
      setFormMessage(message)
      pending.error(message)
    } finally {
      setSending(false)
    }
  }

  const values = draft.values
  const text = (name: string) => String(values[name] ?? '')
  const field = { errors: shown, set, text }

  return (
    <form
      ref={formRef}
      id={formId}
      className="inquiry-form"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        if (!schema.ready()) void loadSchema()
      }}
      aria-describedby={shownMessage ? messageId : undefined}
    >
      <p className="form-note">
        <span aria-hidden="true">*</span> 표시는 꼭 입력해야 하는 항목입니다. 입력한 내용은 보내기 전까지 이 브라우저에
        임시로 남아 있습니다.
      </p>

      <fieldset>
        <legend>연락처</legend>
        <TextField {...field} name="name" label="이름" autoComplete="name" required />
        <TextField {...field} name="phone" label="휴대전화" type="tel" autoComplete="tel" inputMode="tel" required />
        <TextField {...field} name="email" label="이메일" type="email" autoComplete="email" required />
      </fieldset>

      <fieldset>
        <legend>문의 정보</legend>
        {kind === 'edu' ? (
          <>
            <SelectField {...field} name="programme" label="관심 있는 교육 과정" options={programmeOptions} />
            <SelectField {...field} name="schedule" label="원하는 일정" options={scheduleOptions} />
          </>
        ) : null}
        {kind === 'impact' ? (
          <>
            <SelectField
              {...field}
              name="applicantGroup"
              label="지원 대상"
              options={applicantGroupOptions.map((option) =>
                values.sensitiveConsent !== true && sensitiveApplicantGroups.includes(option.value)
                  ? { ...option, label: `${option.label} (민감정보 동의 필요)` }
                  : option,
              )}
              hint="장애가 있는 창업자를 고르면 아래 민감정보(장애 관련 정보) 처리에도 동의해 주세요."
            />
            <SelectField {...field} name="region" label="창업 희망 지역" options={regionOptions} />
            <SelectField {...field} name="businessStage" label="창업 단계" options={businessStageOptions} />
          </>
        ) : null}
        {kind === 'invest' ? (
          <>
            <TextField {...field} name="companyName" label="회사 이름" autoComplete="organization" required />
            <SelectField {...field} name="investmentStage" label="투자 단계" options={investmentStageOptions} />
            <TextField
              {...field}
              name="amountSought"
              label="희망 투자 금액(만원)"
              inputMode="numeric"
              hint="예: 50000 (5억 원)"
              required
            />
            <div className="field">
              <label htmlFor="pitchDeck">사업 소개서(PDF, 10MB까지, 선택)</label>
              <input
                ref={deckRef}
                id="pitchDeck"
                name="pitchDeck"
                type="file"
                accept="application/pdf,.pdf"
                aria-invalid={errors.pitchDeck ? true : undefined}
                aria-describedby="pitchDeck-hint pitchDeck-error"
                onChange={() => setErrors((current) => ({ ...current, pitchDeck: '' }))}
              />
              <p id="pitchDeck-hint" className="field-hint">
                파일은 보안상 임시 저장되지 않습니다. 다시 보낼 때는 파일을 다시 골라 주세요.
              </p>
              <FieldError id="pitchDeck-error" message={errors.pitchDeck} />
            </div>
          </>
        ) : null}
        {kind === 'general' ? <SelectField {...field} name="topic" label="문의 주제" options={topicOptions} /> : null}
        <TextField {...field} name="message" label="문의 내용" multiline required hint="10자 이상 4,000자 이하" />
      </fieldset>

      <fieldset aria-describedby="contactMethods-error">
        <legend>연락받을 방법</legend>
        <div className="choices">
          {contactMethodOptions.map((option) => {
            const selected = (values.contactMethods as string[] | undefined) ?? []
            return (
              <label key={option.value} className="choice">
                <input
                  type="checkbox"
                  name="contactMethods"
                  value={option.value}
                  checked={selected.includes(option.value)}
                  onChange={(event) =>
                    set(
                      'contactMethods',
                      event.target.checked
                        ? [...selected, option.value]
                        : selected.filter((value) => value !== option.value),
                    )
                  }
                />
                {option.label}
              </label>
            )
          })}
        </div>
        <FieldError id="contactMethods-error" message={shown('contactMethods')} />
        <label className="choice">
          <input
            type="checkbox"
            name="textOnly"
            value="true"
            checked={values.textOnly === true}
            onChange={(e) => set('textOnly', e.target.checked)}
          />
          전화 대신 문자·이메일로만 연락받겠습니다
        </label>
      </fieldset>

      <fieldset aria-describedby="sensitive-text">
        <legend>장애 관련 정보 (선택)</legend>
        <p id="sensitive-text" className="consent-text">
          {kind === 'impact' ? '장애인 창업 지원 과정 안내와 ' : ''}수어 통역사 배정을 위해 장애 관련 정보가 필요합니다.
          건강에 관한 민감정보라서 따로 동의를 받으며, 동의하지 않아도 문의할 수 있습니다.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() =>
              void openModal('term', { title: '민감정보(장애 관련 정보) 처리 안내', body: notices.sensitive })
            }
          >
            민감정보 처리 안내 보기
          </button>
        </p>
        <label className="choice">
          <input
            type="checkbox"
            name="sensitiveConsent"
            value="true"
            checked={values.sensitiveConsent === true}
            onChange={(e) => setSensitiveConsent(e.target.checked)}
          />
          (선택) 장애 여부·종류와 수어 통역 필요 여부를 위 목적으로 처리하는 데 동의합니다
        </label>
        <label className="choice">
          <input
            type="checkbox"
            name="interpreter"
            value="true"
            checked={values.interpreter === true}
            onChange={(e) => set('interpreter', e.target.checked)}
            aria-invalid={shown('interpreter') ? true : undefined}
            aria-describedby="interpreter-error"
          />
          상담할 때 수어 통역사가 함께하기를 원합니다
          {values.sensitiveConsent === true ? '' : ' (위 민감정보 동의 필요)'}
        </label>
        <FieldError id="interpreter-error" message={shown('interpreter')} />
      </fieldset>

      <fieldset>
        <legend>개인정보 수집·이용 동의</legend>
        <p className="consent-text">
          문의에 답하려면 이름, 연락처와 문의 내용이 필요합니다.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void openModal('term', { title: '개인정보 수집·이용 안내', body: notices.collection })}
          >
            수집·이용 안내 보기
          </button>
        </p>
        <label className="choice">
          <input
            type="checkbox"
            name="privacyConsent"
            value="true"
            checked={values.privacyConsent === true}
            onChange={(e) => set('privacyConsent', e.target.checked)}
            aria-invalid={shown('privacyConsent') ? true : undefined}
            aria-describedby="privacyConsent-error"
          />
          (필수) 개인정보 수집·이용에 동의합니다
        </label>
        <FieldError id="privacyConsent-error" message={shown('privacyConsent')} />
      </fieldset>

      <input type="hidden" name="kind" value={kind} />
      {/* For bots only: people never see or reach it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${messageId}-website`}>웹사이트</label>
        <input
          id={`${messageId}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {shownMessage ? (
        <p id={messageId} className="form-message" role="alert">
          {shownMessage}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        {sending ? '보내는 중…' : '문의 보내기'}
      </button>
    </form>
  )
}
