import { KAKAO_SDK } from '@/lib/kakao-sdk.mjs'

/**
 * 카카오톡 공유 with Kakao's own JavaScript SDK (developers.kakao.com → 메시지 → JavaScript), loaded
 * only when a visitor asks to share (src/lib/kakao-sdk.mjs: the file and its integrity hash).
 */
type KakaoLink = { mobileWebUrl: string; webUrl: string }
interface KakaoSdk {
  isInitialized(): boolean
  init(key: string): void
  Share: {
    sendDefault(options: {
      objectType: 'feed'
      content: { title: string; description?: string; imageUrl: string; link: KakaoLink }
      buttons?: { title: string; link: KakaoLink }[]
    }): void
  }
}

declare global {
  interface Window {
    Kakao?: KakaoSdk
  }
}

let loading: Promise<KakaoSdk> | undefined

/**
 * The SDK, loaded once per page (or already there). Started when the pointer or the keyboard
 * reaches the button, so that a click finds it loaded and opens Kakao's window in the click itself
 * (a browser may block a window opened later). A failed load is tried again at the next click.
 */
export function loadKakao(): Promise<KakaoSdk> {
  if (window.Kakao) return Promise.resolve(window.Kakao)
  loading ??= new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script')
    const fail = (reason: string) => {
      loading = undefined
      script.remove()
      reject(new Error(reason))
    }
    script.src = KAKAO_SDK.src
    script.integrity = KAKAO_SDK.integrity
    script.crossOrigin = 'anonymous'
    script.async = true
    script.onload = () => (window.Kakao ? resolve(window.Kakao) : fail('Kakao SDK loaded without Kakao'))
    // Offline, blocked or altered (refused by its integrity hash).
    script.onerror = () => fail('Kakao SDK did not load')
    document.head.append(script)
  })
  return loading
}

export interface SharedPage {
  title: string
  description?: string
  url: string
  imageUrl: string
}

/** Opens KakaoTalk's share (the app on a phone, a window on a computer) with the page as a card. */
export async function shareToKakao(key: string, page: SharedPage): Promise<void> {
  const kakao = await loadKakao()
  if (!kakao.isInitialized()) kakao.init(key)
  const link = { mobileWebUrl: page.url, webUrl: page.url }
  kakao.Share.sendDefault({
    objectType: 'feed',
    content: { title: page.title, description: page.description, imageUrl: page.imageUrl, link },
    buttons: [{ title: '자세히 보기', link }],
  })
}
