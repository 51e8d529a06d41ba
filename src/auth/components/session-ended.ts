'use client'
import type { FormFailure } from '@/forms/field-errors'
import { loginPath } from '@/lib/safe-redirect'
import { openModal } from '@/stores/modal'

/**
 * A member's session ended while a page of theirs was open (signed out on another device or in
 * another tab, a device removed from the list, the 30 days passed): nothing on the page can work
 * any more, so the `alert` modal says so and blocks until read, then the login page opens with
 * the way back here. True when the failure was that (the form's own message stays as well).
 */
export function alertIfSessionEnded(failure: FormFailure): boolean {
  if (failure.status !== 401 || failure.code !== 'UNAUTHORIZED') return false
  void openModal('alert', {
    title: '로그인이 끝났습니다',
    message: '다른 기기나 창에서 로그아웃했거나 로그인 유지 기간이 지났습니다. 다시 로그인하면 이 페이지로 돌아옵니다.',
    closeLabel: '다시 로그인하기',
  }).then(() => window.location.assign(loginPath(`${window.location.pathname}${window.location.search}`)))
  return true
}
