/** What the auth forms say after a success, the same whether the script or the server answered. */

/** The same answer whether or not the address belongs to a member: it tells no one whose address is registered. */
export const RESET_SENT =
  '입력한 이메일로 가입한 계정이 있으면 비밀번호 재설정 메일을 보냈습니다. 메일함을 확인해 주세요. 링크는 1시간 동안 유효합니다.'

export const PROFILE_SAVED = '회원 정보를 저장했습니다.'

export const EMAIL_CHANGED_PATH = '/user/profile?emailChanged=1'

// What happens, as it happens (src/auth/options.ts): the link in the mail is the new address's
// verification; until it is opened nothing changes; afterwards the old address gets a notice.
export const emailChangeRequested = (newEmail: string) =>
  `${newEmail}(으)로 확인 메일을 보냈습니다. 1시간 안에 메일의 링크를 누르면 이메일이 바뀌고, 지금 이메일로 변경 알림을 보내 드립니다. 그 전까지는 지금 이메일로 로그인합니다.`

export const passwordChanged = (revokedOthers: boolean) =>
  revokedOthers ? '비밀번호를 바꾸고 다른 기기에서 로그아웃했습니다.' : '비밀번호를 바꿨습니다.'

export const LEAVING_NEEDS_SCRIPT =
  '회원 탈퇴는 확인 창에서 한 번 더 확인해야 해서 자바스크립트가 필요합니다. 브라우저에서 자바스크립트를 켜거나 페이지가 다 열린 뒤 다시 시도해 주세요. 아무것도 삭제되지 않았습니다.'
