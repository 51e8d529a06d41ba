'use client'
import { useRouter } from 'next/navigation'
import { useActionState, useState, useTransition } from 'react'
import { callAuth } from '@/auth/call'
import { revokeOtherDevicesAction, revokeSessionAction } from './actions'

export type Device = { id: string; label: string; ipAddress: string | null; lastActive: string; current: boolean }

/** The member's signed-in devices; this one is marked, every other can be signed out. */
export function Devices({ devices }: { devices: Device[] }) {
  const router = useRouter()
  const [message, setMessage] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  const revoke = (device: Device) =>
    startTransition(async () => {
      const result = await revokeSessionAction(device.id)
      setMessage(result.ok ? `${device.label} 기기에서 로그아웃했습니다.` : result.message)
      router.refresh()
    })

  const [othersSignedOut, signOutOthers, signingOutOthers] = useActionState(
    revokeOtherDevicesAction,
    null,
    '/user/profile',
  )
  const others = devices.filter((device) => !device.current)
  const status =
    message ??
    (othersSignedOut?.ok ? '다른 기기에서 모두 로그아웃했습니다.' : othersSignedOut ? othersSignedOut.message : null)

  return (
    <>
      <p role="status">{status}</p>
      <ul className="auth-list">
        {devices.map((device) => (
          <li key={device.id} className="auth-row">
            <span>
              {device.label}
              {device.current ? <span className="auth-badge">이 기기</span> : null}
              <br />
              <small>
                최근 사용 {device.lastActive}
                {device.ipAddress ? ` · IP ${device.ipAddress}` : ''}
              </small>
            </span>
            {device.current ? null : (
              <button
                type="button"
                className="button small secondary"
                onClick={() => revoke(device)}
                disabled={pending}
              >
                로그아웃
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <form action={signOutOthers} onSubmit={() => setMessage(null)}>
          <button type="submit" className="button small secondary" disabled={signingOutOthers || pending}>
            다른 기기 모두 로그아웃
          </button>
        </form>
      ) : null}
    </>
  )
}

/** Sensitive lists need a sign-in within the last hour: sign out and come back here after a new sign-in. */
export function ReauthButton() {
  return (
    <button
      type="button"
      className="button small"
      onClick={async () => {
        await callAuth((auth) => auth.signOut())
        window.location.replace('/login?redirect=%2Fuser%2Fprofile')
      }}
    >
      다시 로그인하기
    </button>
  )
}
