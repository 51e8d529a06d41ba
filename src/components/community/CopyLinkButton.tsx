'use client'

import { notify } from '@/components/toast/notify'
import { Tooltip } from '@/components/tooltip/Tooltip'

/** Copies the page address; the result is shown as a toast (text, never sound alone). */
export function CopyLinkButton() {
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href)
      notify.success('링크를 복사했습니다.')
    } catch {
      notify.error('링크를 복사하지 못했습니다. 주소창의 주소를 직접 복사해 주세요.')
    }
  }
  return (
    <Tooltip label="이 글의 주소를 복사해 공유할 수 있습니다">
      <button type="button" className="button secondary" onClick={copy}>
        링크 복사
      </button>
    </Tooltip>
  )
}
