'use client'
import Link from 'next/link'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import { findIdAction } from '@/auth/form-actions'
import { readFindId } from '@/auth/form-readers'
import { Field, FormMessage, PhoneField } from '@/forms/Field'
import { useForm } from '@/forms/use-form'
import { formatDate } from '@/lib/format'

type Found = { accounts: { email: string; createdAt: string }[] }

export function FindIdForm() {
  const [foundHere, setFound] = useState<Found | null>(null)
  const { answered, errors, formError, busy, handle, fail, formProps } = useForm(
    () => import('@/auth/schemas').then((m) => m.findIdSchema),
    readFindId,
    findIdAction,
  )
  const found = foundHere ?? answered.found ?? null

  const submit = handle(
    async (data) => {
      const result = await callAuth((auth) => auth.findId(data))
      if (!result.ok) return fail(result)
      setFound(result.data)
    },
    { loading: '아이디를 찾는 중입니다…' },
  )

  return (
    <>
      <form className="auth-form" {...formProps} onSubmit={submit} aria-label="아이디 찾기">
        <FormMessage error={formError} />
        <Field
          label="이름"
          name="name"
          autoComplete="name"
          required
          defaultValue={answered.values?.name}
          error={errors.name}
        />
        <PhoneField defaultValue={answered.values?.phone} error={errors.phone} />
        <button type="submit" className={`button auth-submit`} disabled={busy} aria-busy={busy}>
          아이디 찾기
        </button>
      </form>
      <section aria-live="polite" aria-label="찾은 아이디">
        {found ? (
          found.accounts.length > 0 ? (
            <>
              <h2>가입한 이메일</h2>
              <ul className="auth-results">
                {found.accounts.map((account) => (
                  <li key={`${account.email}-${account.createdAt}`}>
                    <strong>{account.email}</strong> <span>(가입일 {formatDate(account.createdAt)})</span>
                  </li>
                ))}
              </ul>
              <p>
                비밀번호가 기억나지 않으면 <Link href="/find-pw">비밀번호 찾기</Link>에서 재설정하세요.
              </p>
            </>
          ) : (
            // Nothing found is not a success: the error's colours, and words that say what to do.
            <p className="form-message-error">
              입력한 이름과 휴대폰 번호로 가입한 계정이 없습니다. 입력한 내용을 다시 확인하거나{' '}
              <Link href="/signup">회원가입</Link>을 해 주세요.
            </p>
          )
        ) : null}
      </section>
    </>
  )
}
