'use client'
import { useRef, useState } from 'react'
import { authRequest } from '@/auth/request'
import styles from '@/components/auth/auth.module.css'
import { Field } from '@/components/auth/Field'

/**
 * Leaving, behind a confirm dialog (native <dialog>: focus trapped, Esc closes). With a password:
 * at once. Without one: at once on a fresh session, else by the 24-hour link mailed on request.
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [needsMail, setNeedsMail] = useState(false)
  const [busy, setBusy] = useState(false)

  const confirm = async (form: FormData) => {
    setBusy(true)
    setError(null)
    const password = String(form.get('password') ?? '')
    if (hasPassword && !password) {
      setBusy(false)
      setError('비밀번호를 입력해 주세요.')
      return
    }
    const result = await authRequest('/delete-user', hasPassword ? { password } : {})
    setBusy(false)
    if (result.ok) {
      window.location.replace('/?deleted=1')
      return
    }
    if (result.code === 'SESSION_EXPIRED') setNeedsMail(true)
    setError(result.message)
  }

  const mail = async () => {
    setBusy(true)
    const result = await authRequest('/request-delete-account', {})
    setBusy(false)
    if (!result.ok) return setError(result.message)
    setError(null)
    setNotice('탈퇴 확인 메일을 보냈습니다. 24시간 안에 메일의 링크를 이 브라우저에서 열면 탈퇴가 끝납니다.')
    dialog.current?.close()
  }

  return (
    <>
      <div role="status">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <button type="button" className={`button ${styles.danger}`} onClick={() => dialog.current?.showModal()}>
        회원 탈퇴
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="delete-title" aria-describedby="delete-desc">
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault()
            void confirm(new FormData(event.currentTarget))
          }}
        >
          <h2 id="delete-title">정말 탈퇴하시겠어요?</h2>
          <p id="delete-desc">계정과 로그인 정보, 연결된 소셜 계정이 모두 삭제되며 되돌릴 수 없습니다.</p>
          {hasPassword ? (
            <Field label="비밀번호 확인" name="password" type="password" autoComplete="current-password" required />
          ) : null}
          {error ? (
            <p role="alert" className={styles.formError}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
              취소
            </button>
            {needsMail ? (
              <button type="button" className="button" onClick={mail} disabled={busy}>
                확인 메일 받기
              </button>
            ) : (
              <button type="submit" className={`button ${styles.danger}`} disabled={busy} aria-busy={busy}>
                탈퇴하기
              </button>
            )}
          </div>
        </form>
      </dialog>
    </>
  )
}
