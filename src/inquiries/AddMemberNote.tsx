'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { alertIfSessionEnded } from '@/auth/components/session-ended'
import { notify } from '@/components/toast/notify'
import { openModal } from '@/stores/modal'
import { addMemberNote } from './member-notes'
import { MEMBER_NOTE_MAX } from './options'

/**
 * 메모 남기기 on a member's inquiry: the CSmemo modal takes the text, the server stores it for
 * staff. A refused or failed note opens the modal again with what was typed, so nothing is lost.
 */
export function AddMemberNote({ referenceNumber }: { referenceNumber: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function write(initial = '') {
    const text = await openModal('CSmemo', {
      title: '담당자에게 메모 남기기',
      message: `이 문의에 덧붙일 내용을 적어 주세요(${MEMBER_NOTE_MAX}자까지). 담당자에게 바로 알림이 가고, 답변은 이 페이지와 골라 주신 연락 방법으로 드립니다.`,
      initial,
      maxLength: MEMBER_NOTE_MAX,
      submitLabel: '메모 남기기',
    })
    if (text === null) return
    setBusy(true)
    const pending = notify.loading('메모를 보내는 중입니다…')
    try {
      const result = await addMemberNote(referenceNumber, text)
      if (result.ok) {
        pending.success('메모를 남겼습니다. 담당자가 확인한 뒤 답변드리겠습니다.')
        router.refresh()
        return
      }
      // A session that ended gets the site's one alert (then login with the way back), no toast.
      if (result.sessionEnded) {
        pending.dismiss()
        alertIfSessionEnded({ status: 401, code: 'UNAUTHORIZED', message: result.message })
        return
      }
      pending.error(result.message)
      await write(text)
    } catch {
      pending.error('연결이 끊겨 메모를 보내지 못했습니다. 적은 내용은 그대로 있으니 다시 남겨 주세요.')
      await write(text)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button type="button" className="button secondary" onClick={() => void write()} disabled={busy}>
      메모 남기기
    </button>
  )
}
