import type { AfterErrorHook } from 'payload'

/**
 * Payload answers a failure it does not describe with a fixed English message (payload's
 * routeError: "Something went wrong." for a hidden server error, formatErrors' "An unknown error
 * occurred." for a throw without a name), which the admin shows in its error toast as is. Same
 * status, Korean words; so are the fixed English answers of the staff password reset, and any other
 * English sentence Payload hard-codes (a refused query's "The following paths cannot be queried").
 * Every Korean message (through i18n, or our hooks') is left alone.
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

/** What to say for an English message nobody listed above (one Payload hard-codes, e.g. a query's). */
const BY_STATUS: Record<number, string> = {
  400: '요청 값이 올바르지 않습니다.',
  401: '로그인이 필요합니다.',
  403: '이 작업을 할 권한이 없습니다.',
  404: '찾을 수 없습니다.',
  409: '다른 곳에서 바뀐 내용과 겹칩니다. 새로 고친 뒤 다시 시도해 주세요.',
  413: '보내는 내용이 너무 큽니다.',
}
const hasHangul = (text: string) => /[가-힣]/.test(text)

function inKorean(message: string | undefined, status: number): string | undefined {
  if (!message || hasHangul(message)) return message
  return KOREAN.get(message) ?? BY_STATUS[status] ?? (status < 500 ? BY_STATUS[400] : UNKNOWN)
}

export const koreanErrorMessages: AfterErrorHook = ({ error, result }) => {
  const errors = (result as { errors?: { message?: string }[] } | undefined)?.errors
  const { status: given } = (error ?? {}) as { status?: unknown }
  const status = typeof given === 'number' ? given : 500
  if (!errors?.some((entry) => inKorean(entry.message, status) !== entry.message)) return
  return {
    response: {
      ...result,
      errors: errors.map((entry) => ({ ...entry, message: inKorean(entry.message, status) })),
    },
  }
}
