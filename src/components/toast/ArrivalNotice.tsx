'use client'
import { useEffect } from 'react'
import { notify } from './notify'

/**
 * What a journey that ends on a cached page (the same for every visitor) has to say about itself,
 * named by a query parameter of the address it lands on and told as a toast once the page has
 * loaded: `/?deleted=1` after leaving (src/auth/profile/leave.ts), `?welcome=1` after a 간편 가입
 * (src/auth/components/SignupForm.tsx).
 */
const notices: Record<string, string> = {
  welcome: '회원가입을 마쳤습니다. 환영합니다! 동의한 약관과 연결된 계정은 내 정보에서 볼 수 있습니다.',
  deleted: '회원 탈퇴가 완료되었습니다. 계정과 로그인 정보를 모두 삭제했습니다. 그동안 이용해 주셔서 감사합니다.',
}

export function ArrivalNotice() {
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    for (const key of Object.keys(notices)) {
      if (query.get(key) === '1') notify.success(notices[key] as string)
    }
  }, [])
  return null
}
