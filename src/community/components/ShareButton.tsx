'use client'

import { KakaoSymbol } from '@/components/brand/KakaoSymbol'
import { notify } from '@/components/toast/notify'
import { Tooltip } from '@/components/tooltip/Tooltip'
import { useScripted } from '@/components/use-scripted'
import { loadKakao, shareToKakao } from '../kakao-share'

/**
 * Shares the page: the phone's own share sheet (Web Share API: KakaoTalk, messages, mail …)
 * where the browser has one, else the address is copied. With the site's Kakao JavaScript key
 * (KAKAO_JAVASCRIPT_KEY), 카카오톡 공유 beside it sends the page as a KakaoTalk card through Kakao's
 * SDK (src/community/kakao-share.ts). Every result is shown as a toast (text, never sound alone); a
 * share sheet closed without sharing says nothing. Both work only with scripts: until they have
 * run, the buttons keep their place but are not shown (no control that does nothing, no shift).
 */
export function ShareButton({
  title,
  description,
  imageUrl,
  kakaoKey,
}: {
  title: string
  description?: string
  /** The page's card image, absolute (KakaoTalk fetches it). */
  imageUrl: string
  kakaoKey?: string
}) {
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      notify.success('링크를 복사했습니다. 원하는 곳에 붙여 넣어 공유하세요.')
    } catch {
      notify.error('링크를 복사하지 못했습니다. 주소창의 주소를 직접 복사해 주세요.')
    }
  }
  async function share() {
    const url = window.location.href
    const data = { title, url }
    if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
      try {
        await navigator.share(data)
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
        // Refused (no user gesture, a policy): copying still works.
      }
    }
    await copy(url)
  }
  async function shareToKakaoTalk(key: string) {
    try {
      await shareToKakao(key, { title, description, url: window.location.href, imageUrl })
    } catch {
      notify.error('카카오톡 공유를 열지 못했습니다. 공유하기로 링크를 복사해 보내 주세요.')
    }
  }
  const scripted = useScripted()
  return (
    <div className="share-actions" data-scripted={scripted ? '' : undefined}>
      <Tooltip label="휴대폰의 공유 기능으로 보내거나, 주소를 복사합니다">
        <button type="button" className="button secondary" onClick={share}>
          공유하기
        </button>
      </Tooltip>
      {kakaoKey ? (
        <button
          type="button"
          className="button kakao-share"
          onPointerEnter={() => void loadKakao().catch(() => {})}
          onFocus={() => void loadKakao().catch(() => {})}
          onClick={() => shareToKakaoTalk(kakaoKey)}
        >
          <KakaoSymbol />
          카카오톡 공유
        </button>
      ) : null}
    </div>
  )
}
