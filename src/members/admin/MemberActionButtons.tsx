'use client'
import { Button, ConfirmationModal, toast, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type ReactNode, useState } from 'react'
import { ADMIN_MEMBERS_PATH } from './paths'

type Action = 'resend-verification' | 'end-sessions' | 'suspend' | 'reinstate' | 'delete'

async function run(id: string, action: Action, body: unknown = {}) {
  const response = await fetch(`/api/site-members/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as { message?: string } | null
  if (response?.ok) return { ok: true, message: answer?.message ?? '처리했습니다.' }
  return { ok: false, message: answer?.message ?? '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' }
}

function ActionButton({
  danger,
  disabled,
  onClick,
  children,
}: {
  danger?: boolean
  disabled: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button
      buttonStyle="secondary"
      className={danger ? 'site-members__danger' : undefined}
      size="medium"
      margin={false}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}

/** The member page's actions; the risky ones ask first, each ends in a Korean notice. */
export function MemberActionButtons({
  id,
  name,
  emailVerified,
  suspended,
  sessionCount,
}: {
  id: string
  name: string
  emailVerified: boolean
  suspended: boolean
  sessionCount: number
}) {
  const router = useRouter()
  const { openModal } = useModal()
  const [busy, setBusy] = useState<Action | null>(null)
  // Kept across the dialog's closing: a refused reason is still there when it opens again.
  const [reason, setReason] = useState('')

  const act = async (action: Action, body?: unknown) => {
    setBusy(action)
    const result = await run(id, action, body)
    setBusy(null)
    if (!result.ok) {
      toast.error(result.message)
      return
    }
    toast.success(result.message)
    if (action === 'suspend') setReason('')
    if (action === 'delete') router.push(ADMIN_MEMBERS_PATH)
    else router.refresh()
  }

  const modal = (action: Action) => `member-${action}-${id}`
  return (
    <fieldset className="site-members__actions">
      <legend className="site-members__sr">회원 조치</legend>
      {!emailVerified && (
        <ActionButton disabled={busy !== null} onClick={() => act('resend-verification')}>
          인증 메일 다시 보내기
        </ActionButton>
      )}
      <ActionButton disabled={busy !== null || sessionCount === 0} onClick={() => openModal(modal('end-sessions'))}>
        모든 기기에서 로그아웃
      </ActionButton>
      {suspended ? (
        <ActionButton disabled={busy !== null} onClick={() => openModal(modal('reinstate'))}>
          이용 정지 해제
        </ActionButton>
      ) : (
        <ActionButton disabled={busy !== null} onClick={() => openModal(modal('suspend'))}>
          이용 정지
        </ActionButton>
      )}
      <ActionButton danger disabled={busy !== null} onClick={() => openModal(modal('delete'))}>
        회원 삭제
      </ActionButton>

      <ConfirmationModal
        modalSlug={modal('end-sessions')}
        heading="모든 기기에서 로그아웃할까요?"
        body={`${name} 님이 로그인 중인 기기 ${sessionCount}곳에서 모두 로그아웃됩니다. 회원은 다시 로그인할 수 있습니다.`}
        confirmLabel="로그아웃"
        cancelLabel="취소"
        confirmingLabel="처리 중…"
        onConfirm={() => act('end-sessions')}
      />
      <ConfirmationModal
        modalSlug={modal('suspend')}
        heading="이용을 정지할까요?"
        body={
          <>
            <p>
              {name} 님은 정지를 풀 때까지 이메일로도 소셜 계정으로도 로그인할 수 없고, 로그인 중인 기기에서도 바로
              로그아웃됩니다. 로그인하려 하면 이용이 정지되었다는 안내를 봅니다.
            </p>
            <label className="site-members__reason" htmlFor={`suspend-reason-${id}`}>
              정지 사유 (선택, 관리 기록에 남습니다)
              <input
                id={`suspend-reason-${id}`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                type="text"
                maxLength={200}
                autoComplete="off"
              />
            </label>
          </>
        }
        confirmLabel="이용 정지"
        cancelLabel="취소"
        confirmingLabel="처리 중…"
        onConfirm={() => act('suspend', { reason })}
      />
      <ConfirmationModal
        modalSlug={modal('reinstate')}
        heading="이용 정지를 풀까요?"
        body={`${name} 님이 다시 로그인할 수 있게 됩니다.`}
        confirmLabel="정지 해제"
        cancelLabel="취소"
        confirmingLabel="처리 중…"
        onConfirm={() => act('reinstate')}
      />
      <ConfirmationModal
        modalSlug={modal('delete')}
        heading="회원을 삭제할까요?"
        body={`${name} 님의 계정, 로그인 수단, 로그인 기기 정보가 회원 탈퇴와 똑같이 모두 지워지고 되돌릴 수 없습니다. 보낸 문의는 남습니다.`}
        confirmLabel="삭제"
        cancelLabel="취소"
        confirmingLabel="삭제 중…"
        onConfirm={() => act('delete')}
      />
    </fieldset>
  )
}
