'use client'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { callAuth } from '@/auth/call'
import { FormMessage } from '@/forms/Field'

/** One consent as the profile shows it: what, whether given, and when (Seoul dates, formatted by the page). */
export type ConsentRow = { label: string; required: boolean; givenAt: string | null }

/**
 * The consents of sign-up with their dates, and the one a member may change: marketing, given
 * or withdrawn here at any time (as the sign-up text promises), each time recorded.
 */
export function Consents({
  consents,
  marketing,
  version,
}: {
  consents: ConsentRow[]
  marketing: { givenAt: string | null; withdrawnAt: string | null; reconfirmedAt?: string | null }
  version: string | null
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const agreed = marketing.givenAt !== null

  const change = (agree: boolean) =>
    startTransition(async () => {
      setError(null)
      setNotice(null)
      const result = await callAuth((auth) => auth.marketingConsent({ agree }))
      if (!result.ok) return setError(result.message)
      setNotice(
        agree
          ? '마케팅 정보 수신에 동의했습니다. 새 교육 과정과 행사 소식을 이메일과 문자로 보내 드립니다.'
          : '마케팅 정보 수신 동의를 철회했습니다. 이제 광고성 소식을 보내 드리지 않습니다.',
      )
      router.refresh()
    })

  return (
    <>
      <FormMessage error={error} notice={notice} />
      <ul className="auth-list">
        {consents.map((consent) => (
          <li key={consent.label}>
            {consent.required ? '(필수) ' : ''}
            {consent.label}: {consent.givenAt ? `${consent.givenAt} 동의` : '기록 없음'}
          </li>
        ))}
        <li className="auth-row">
          <span>
            (선택) 마케팅 정보 수신:{' '}
            {agreed
              ? `${marketing.givenAt} 동의`
              : marketing.withdrawnAt
                ? `${marketing.withdrawnAt} 철회`
                : '동의하지 않음'}
            <br />
            <small>새 교육 과정, 행사, 창업 지원 소식을 이메일과 문자로 받습니다. 언제든 바꿀 수 있습니다.</small>
            {agreed && marketing.reconfirmedAt ? (
              <>
                <br />
                <small>수신 동의 재확인 안내: {marketing.reconfirmedAt} (2년마다 보내 드립니다)</small>
              </>
            ) : null}
          </span>
          <button
            type="button"
            className="button"
            disabled={pending}
            aria-busy={pending}
            onClick={() => change(!agreed)}
          >
            {agreed ? '동의 철회' : '수신 동의'}
          </button>
        </li>
      </ul>
      {version ? (
        <p>
          <small>동의한 약관·개인정보처리방침 시행일: {version}</small>
        </p>
      ) : null}
    </>
  )
}
