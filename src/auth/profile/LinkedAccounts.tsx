'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { callAuth } from '@/auth/call'
import { SocialButtons } from '@/auth/components/SocialButtons'
import type { EnabledProvider } from '@/auth/providers'

export type LinkedAccount = { id: string; providerId: string; accountId: string; name: string; linkedAt: string }

export function LinkedAccounts({ accounts, linkable }: { accounts: LinkedAccount[]; linkable: EnabledProvider[] }) {
  const router = useRouter()
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const unlink = async (account: LinkedAccount) => {
    setBusy(true)
    const result = await callAuth((auth) => auth.unlinkAccount({ accountId: account.id }))
    setBusy(false)
    setMessage(
      result.ok
        ? { error: false, text: `${account.name} 연결을 해제했습니다.` }
        : { error: true, text: result.message },
    )
    if (result.ok) router.refresh()
  }

  return (
    <>
      <div role="status">
        {message ? <p className={message.error ? 'form-message-error' : 'form-notice'}>{message.text}</p> : null}
      </div>
      <ul className="auth-list">
        {accounts.map((account) => (
          <li key={account.id} className="auth-row">
            <span>
              {account.name}
              <br />
              <small>연결한 날 {account.linkedAt}</small>
            </span>
            <button
              type="button"
              className="button small secondary"
              onClick={() => unlink(account)}
              disabled={busy || accounts.length < 2}
              title={accounts.length < 2 ? '마지막 로그인 수단은 해제할 수 없습니다' : undefined}
            >
              연결 해제
            </button>
          </li>
        ))}
      </ul>
      {accounts.length < 2 ? <p className="form-hint">마지막 로그인 수단은 연결을 해제할 수 없습니다.</p> : null}
      <SocialButtons
        providers={linkable}
        callbackURL="/user/profile?linked=1"
        errorCallbackURL="/user/profile"
        mode="link"
      />
    </>
  )
}
