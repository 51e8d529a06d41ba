import { type AuthFailure, callAuth } from '@/auth/call'
import { openModal } from '@/stores/modal'

/** The site's confirm modal before leaving; true when the member confirms. */
export const confirmLeaving = () =>
  openModal('confirm', {
    title: '정말 탈퇴하시겠어요?',
    message: '계정과 로그인 정보, 연결된 소셜 계정이 모두 삭제되며 되돌릴 수 없습니다.',
    confirmLabel: '탈퇴하기',
    danger: true,
  })

/** better-auth's delete-user (password, fresh session or mailed token); on success to `/?deleted=1`, else the failure. */
export async function leave(body: { password?: string; token?: string }): Promise<AuthFailure | null> {
  const result = await callAuth((auth) => auth.deleteUser(body))
  if (!result.ok) return result
  window.location.replace('/?deleted=1')
  return null
}
