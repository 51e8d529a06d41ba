'use client'
import { useState } from 'react'
import { FormMessage } from '@/forms/Field'
import { confirmLeaving, leave } from './leave'

/** The owner of a mailed delete-account link confirms here; only this call uses the link up. */
export function ConfirmDeleteLink({ token, email }: { token: string; email: string }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (busy) return
    setError(null)
    if (!(await confirmLeaving())) return
    setBusy(true)
    const failure = await leave({ token })
    setBusy(false)
    if (failure) setError(failure.message)
  }

  return (
    <div className="auth-form">
      <p>
        <strong>{email}</strong> 계정을 탈퇴합니다. 계정과 로그인 정보, 연결된 소셜 계정이 모두 삭제되며 되돌릴 수
        없습니다.
      </p>
      <FormMessage error={error} />
      <div className="auth-actions">
        {/* Not `disabled` while busy: the confirm modal gives focus back to this button. */}
        <button
          type="button"
          className={`button auth-danger`}
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => void confirm()}
        >
          탈퇴하기
        </button>
      </div>
    </div>
  )
}
