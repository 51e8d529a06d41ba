'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * Shown only in draft mode: says so in text, re-renders the page whenever the editor saves
 * (live preview), and lets the editor leave draft mode.
 */
export function PreviewBar({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  async function exit() {
    await fetch('/api/preview', { method: 'DELETE' })
    router.refresh()
  }
  return (
    <div className="preview-bar" role="status">
      <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
      <span>미리보기 중입니다: 방문자에게는 아직 보이지 않는 초안도 함께 보입니다.</span>
      <button type="button" className="button small" onClick={exit}>
        미리보기 끝내기
      </button>
    </div>
  )
}
