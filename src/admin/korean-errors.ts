import type { AfterErrorHook } from 'payload'

/**
 * Payload answers a failure it does not describe with a fixed English message (payload's
 * routeError: "Something went wrong." for a hidden server error, formatErrors' "An unknown error
 * occurred." for a throw without a name), which the admin shows in its error toast as is. Same
 * status, Korean words; so are the fixed English answers of the staff password reset. Every other
 * message (already Korean through i18n) is left alone.
 */
const UNKNOWN = '알 수 없는 오류가 발생했습니다. 잠시 뒤 다시 시도해 주세요.'
const KOREAN = new Map([
  ['Something went wrong.', UNKNOWN],
  ['An unknown error occurred.', UNKNOWN],
  // The staff password reset (an expired, used or mistyped link; a form sent without its fields).
  [
    'Token is either invalid or has expired.',
    '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 로그인 화면의 "비밀번호를 잊으셨나요?"에서 새 링크를 받아 주세요.',
  ],
  ['Missing required data.', '필요한 값이 빠졌습니다. 다시 입력해 주세요.'],
])

export const koreanErrorMessages: AfterErrorHook = ({ result }) => {
  const errors = (result as { errors?: { message?: string }[] } | undefined)?.errors
  if (!errors?.some((error) => error.message && KOREAN.has(error.message))) return
  return {
    response: {
      ...result,
      errors: errors.map((error) =>
        error.message && KOREAN.has(error.message) ? { ...error, message: KOREAN.get(error.message) } : error,
      ),
    },
  }
}
