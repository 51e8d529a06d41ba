/**
 * The one translation of auth errors into Korean: every code better-auth 1.7 can
 * answer (tests/unit/auth-messages.test.ts reads them from the installed library), the codes it
 * puts in redirect URLs (`?error=`) after e-mail verification and OAuth callbacks, and a text by
 * HTTP status for an answer with neither (a proxy's error page). Starts from @better-auth/i18n's
 * `ko` and rewrites what reads like a machine translation. Used by the server (i18n plugin, hooks,
 * the route's last net in src/auth/korean-response.ts, server actions) and by the browser's auth
 * client (src/auth/client.ts), which is loaded on a member's first action.
 */

import { koreanWait } from '@/lib/korean-wait.mjs'

export const authErrorMessages: Record<string, string> = {
  // Sign-in and sign-up
  INVALID_EMAIL_OR_PASSWORD: '이메일 또는 비밀번호가 올바르지 않습니다.',
  INVALID_EMAIL: '올바른 이메일 주소를 입력해 주세요.',
  INVALID_PASSWORD: '비밀번호가 올바르지 않습니다.',
  PASSWORD_TOO_SHORT: '비밀번호는 8자 이상이어야 합니다.',
  PASSWORD_TOO_LONG: '비밀번호는 64자 이하여야 합니다.',
  USER_ALREADY_EXISTS: '이미 가입된 이메일입니다. 다른 이메일을 사용해 주세요.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: '이미 가입된 이메일입니다. 다른 이메일을 사용해 주세요.',
  EMAIL_NOT_VERIFIED: '이메일 인증이 필요합니다. 받은편지함의 인증 메일을 확인해 주세요. (인증 메일을 다시 보냈습니다)',
  EMAIL_PASSWORD_DISABLED: '이메일 로그인을 사용할 수 없습니다.',
  EMAIL_AND_PASSWORD_IS_NOT_ENABLED: '이메일 로그인을 사용할 수 없습니다.',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: '지금은 이메일로 가입할 수 없습니다.',
  FAILED_TO_CREATE_USER: '회원 가입을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  UNABLE_TO_CREATE_ACCOUNT: '회원 가입을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  FAILED_TO_CREATE_SESSION: '로그인을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  FAILED_TO_GET_SESSION: '로그인 정보를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  FAILED_TO_UPDATE_USER: '회원 정보를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  USER_NOT_FOUND: '회원 정보를 찾을 수 없습니다.',
  INVALID_USER: '회원 정보가 올바르지 않습니다.',
  BANNED_USER: '이용이 정지된 계정이라 로그인할 수 없습니다. 궁금한 점은 문의하기로 연락해 주세요.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: '다른 사이트에서 시작된 로그인은 허용되지 않습니다.',

  // Sessions
  UNAUTHORIZED: '로그인이 필요합니다.',
  SESSION_EXPIRED: '로그인한 지 오래되었습니다. 보안을 위해 다시 로그인한 뒤 시도해 주세요.',
  SESSION_NOT_FRESH: '로그인한 지 오래되었습니다. 보안을 위해 다시 로그인한 뒤 시도해 주세요.',
  SESSION_NOT_FOUND: '로그인 기기 정보를 찾을 수 없습니다.',
  LEGAL_TEXT_CHANGED: '그사이 약관이 다시 바뀌었습니다. 새 내용을 확인한 뒤 다시 동의해 주세요.',
  DELETE_LINK_OF_ANOTHER_MEMBER:
    '다른 계정의 탈퇴 링크입니다. 로그아웃한 뒤 탈퇴 메일을 받은 계정으로 로그인해서 링크를 다시 열어 주세요.',
  SESSION_DATA_IS_TOO_LARGE_TO_STORE_IN_THE_COOKIE: '로그인 정보가 너무 커서 저장하지 못했습니다.',
  HEADERS_IS_REQUIRED: '요청 정보가 부족합니다.',
  REQUEST_IS_REQUIRED: '요청 정보가 부족합니다.',

  // Tokens, verification, password reset
  INVALID_TOKEN: '링크가 올바르지 않거나 만료되었습니다. 다시 요청해 주세요.',
  TOKEN_EXPIRED: '링크의 유효 시간이 지났습니다. 다시 요청해 주세요.',
  VERIFICATION_EMAIL_NOT_ENABLED: '인증 메일 보내기를 사용할 수 없습니다.',
  "VERIFICATION_EMAIL_ISN'T_ENABLED": '인증 메일 보내기를 사용할 수 없습니다.',
  EMAIL_ALREADY_VERIFIED: '이미 인증된 이메일입니다.',
  EMAIL_MISMATCH: '이메일 주소가 일치하지 않습니다.',
  RESET_PASSWORD_DISABLED: '비밀번호 재설정을 사용할 수 없습니다.',
  "RESET_PASSWORD_ISN'T_ENABLED": '비밀번호 재설정을 사용할 수 없습니다.',
  FAILED_TO_CREATE_VERIFICATION: '인증 정보를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',

  // My info
  CHANGE_EMAIL_DISABLED: '이메일 변경을 사용할 수 없습니다.',
  EMAIL_IS_THE_SAME: '지금 쓰는 이메일과 같습니다. 다른 이메일을 입력해 주세요.',
  PASSWORD_IS_THE_SAME: '새 비밀번호는 지금 비밀번호와 달라야 합니다.',
  EMAIL_CAN_NOT_BE_UPDATED: '이메일을 바꿀 수 없습니다.',
  "COULDN'T_UPDATE_YOUR_EMAIL": '이메일을 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.',
  NO_FIELDS_TO_UPDATE: '바뀐 내용이 없습니다.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: '비밀번호로 로그인하는 계정이 아닙니다.',
  USER_ALREADY_HAS_PASSWORD: '비밀번호가 있는 계정입니다. 탈퇴하려면 비밀번호를 입력해 주세요.',
  PASSWORD_ALREADY_SET: '이미 비밀번호가 설정되어 있습니다.',
  FIELD_NOT_ALLOWED: '바꿀 수 없는 항목입니다.',
  VALIDATION_ERROR: '입력한 내용을 다시 확인해 주세요.',
  MISSING_FIELD: '필수 항목입니다.',
  BODY_MUST_BE_AN_OBJECT: '요청 형식이 올바르지 않습니다.',
  INVALID_BODY_PARAMETERS: '요청 형식이 올바르지 않습니다.',
  ASYNC_VALIDATION_NOT_SUPPORTED: '요청 형식이 올바르지 않습니다.',
  METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED: '이 주소는 이 방식의 요청을 받지 않습니다.',
  INVALID_QUERY_PARAMETERS: '요청 형식이 올바르지 않습니다.',
  NOT_FOUND: '요청한 기능을 찾을 수 없습니다.',

  // Linked accounts and social sign-in
  PROVIDER_NOT_FOUND: '지원하지 않는 로그인 서비스입니다.',
  PROVIDER_NOT_SUPPORTED: '지원하지 않는 로그인 서비스입니다.',
  PROVIDER_NOT_CONFIGURED: '이 로그인 서비스는 아직 설정되지 않았습니다.',
  ID_TOKEN_NOT_SUPPORTED: '이 로그인 서비스는 ID 토큰 로그인을 지원하지 않습니다.',
  FAILED_TO_GET_USER_INFO: '로그인 서비스에서 회원 정보를 받아오지 못했습니다.',
  USER_EMAIL_NOT_FOUND: '로그인 서비스에서 이메일 주소를 받지 못했습니다. 이메일 제공에 동의한 뒤 다시 시도해 주세요.',
  SOCIAL_ACCOUNT_ALREADY_LINKED: '이미 다른 회원에게 연결된 소셜 계정입니다.',
  LINKED_ACCOUNT_ALREADY_EXISTS: '이미 연결된 계정입니다.',
  FAILED_TO_UNLINK_LAST_ACCOUNT: '마지막 로그인 수단은 연결을 해제할 수 없습니다.',
  ACCOUNT_NOT_FOUND: '연결된 계정을 찾을 수 없습니다.',
  ACCOUNT_NOT_LINKED: '이 회원에게 연결된 계정이 아닙니다.',
  LINKING_NOT_ALLOWED: '계정 연결이 허용되지 않습니다.',
  LINKING_FAILED: '계정을 연결하지 못했습니다.',
  LINKING_DIFFERENT_EMAILS_NOT_ALLOWED: '회원 이메일과 다른 이메일의 소셜 계정은 연결할 수 없습니다.',
  OAUTH_LINK_ERROR: '계정을 연결하지 못했습니다.',
  FAILED_TO_GET_ACCESS_TOKEN: '로그인 서비스의 접근 토큰을 받지 못했습니다.',
  FAILED_TO_GET_A_VALID_ACCESS_TOKEN: '로그인 서비스의 접근 토큰을 받지 못했습니다.',
  ACCESS_TOKEN_NOT_FOUND: '로그인 서비스의 접근 토큰이 없습니다.',
  REFRESH_TOKEN_NOT_FOUND: '로그인 서비스의 갱신 토큰이 없습니다.',
  FAILED_TO_REFRESH_ACCESS_TOKEN: '로그인 서비스의 접근 토큰을 갱신하지 못했습니다.',
  TOKEN_REFRESH_NOT_SUPPORTED: '이 로그인 서비스는 토큰 갱신을 지원하지 않습니다.',
  PROVIDER_DOES_NOT_SUPPORT_TOKEN_REFRESHING: '이 로그인 서비스는 토큰 갱신을 지원하지 않습니다.',
  USER_ID_OR_SESSION_REQUIRED: '로그인이 필요합니다.',
  INVALID_OAUTH_CONFIGURATION: '로그인 서비스 설정이 올바르지 않습니다.',
  TOKEN_URL_NOT_FOUND: '로그인 서비스 설정이 올바르지 않습니다.',

  // Redirect targets and origins
  INVALID_ORIGIN: '허용되지 않은 출처의 요청입니다.',
  MISSING_OR_NULL_ORIGIN: '허용되지 않은 출처의 요청입니다.',
  INVALID_CALLBACK_URL: '허용되지 않은 이동 주소입니다.',
  INVALID_CALLBACKURL: '허용되지 않은 이동 주소입니다.',
  INVALID_REDIRECT_URL: '허용되지 않은 이동 주소입니다.',
  INVALID_ERROR_CALLBACK_URL: '허용되지 않은 이동 주소입니다.',
  INVALID_NEW_USER_CALLBACK_URL: '허용되지 않은 이동 주소입니다.',
  CALLBACK_URL_REQUIRED: '이동할 주소가 필요합니다.',

  // Ours
  INVALID_CHARACTER: '입력한 내용에 쓸 수 없는 문자가 들어 있습니다.',
  TOO_MANY_REQUESTS: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  INTERNAL_SERVER_ERROR: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
}

/** `?error=` codes after e-mail verification and OAuth callbacks (lower case in the URL). */
export const authRedirectErrorMessages: Record<string, string> = {
  token_expired: '인증 링크의 유효 시간(1시간)이 지났습니다. 로그인하면 인증 메일을 다시 보내 드립니다.',
  invalid_token: '인증 링크가 올바르지 않습니다. 메일의 링크를 다시 확인해 주세요.',
  user_not_found: '인증할 회원을 찾을 수 없습니다.',
  unauthorized: '이 링크를 열 권한이 없습니다. 링크를 보낸 계정으로 로그인해 주세요.',
  invalid_callback_request: '로그인 요청이 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
  state_not_found: '로그인 요청이 만료되었거나 다른 브라우저에서 시작되었습니다. 처음부터 다시 시도해 주세요.',
  state_mismatch: '로그인 요청이 만료되었거나 다른 브라우저에서 시작되었습니다. 처음부터 다시 시도해 주세요.',
  please_restart_the_process: '로그인 과정을 처음부터 다시 시도해 주세요.',
  no_code: '로그인 서비스에서 인증 코드를 받지 못했습니다. 다시 시도해 주세요.',
  oauth_provider_not_found: '지원하지 않는 로그인 서비스입니다.',
  invalid_code: '로그인 서비스의 인증 코드가 올바르지 않거나 만료되었습니다. 다시 시도해 주세요.',
  unable_to_get_user_info: '로그인 서비스에서 회원 정보를 받아오지 못했습니다.',
  no_callback_url: '로그인 후 이동할 주소가 없습니다. 다시 시도해 주세요.',
  unable_to_link_account: '계정을 연결하지 못했습니다.',
  "email_doesn't_match": '회원 이메일과 소셜 계정의 이메일이 달라 연결할 수 없습니다.',
  email_doesnt_match: '회원 이메일과 소셜 계정의 이메일이 달라 연결할 수 없습니다.',
  account_already_linked_to_different_user: '이 소셜 계정은 이미 다른 회원에게 연결되어 있습니다.',
  email_not_found: '로그인 서비스에서 이메일 주소를 받지 못했습니다. 이메일 제공에 동의하거나 이메일로 가입해 주세요.',
  internal_server_error: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  signup_disabled:
    '이 계정으로 가입한 회원이 없습니다. 회원가입에서 약관에 동의한 뒤 간편 가입하거나 이메일로 가입해 주세요. 간편 가입에 없는 서비스는 이메일로 가입한 뒤 내 정보에서 연결할 수 있습니다.',
  account_not_linked:
    '같은 이메일로 가입한 계정이 있지만, 로그인 서비스가 이메일 인증 여부를 확인해 주지 않아 자동으로 연결하지 않았습니다. 이메일로 로그인한 뒤 내 정보에서 연결해 주세요.',
  unable_to_create_user: '회원 가입을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  access_denied: '로그인 서비스에서 동의를 취소했습니다.',
}

/** Korean by HTTP status alone, for an answer that carried no code we know. */
const byStatus: Record<number, string> = {
  400: '입력한 내용을 다시 확인해 주세요.',
  401: '로그인이 필요합니다.',
  403: '이 작업을 할 권한이 없습니다.',
  404: '요청한 기능을 찾을 수 없습니다.',
  405: '이 주소는 이 방식의 요청을 받지 않습니다.',
  413: '보내는 내용이 너무 큽니다.',
  415: '이 형식의 요청은 받지 않습니다. JSON으로 보내 주세요.',
  422: '요청을 처리할 수 없습니다. 입력한 내용을 다시 확인해 주세요.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
}

const GENERIC = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'
const CLIENT_FAULT = '요청을 처리할 수 없습니다. 입력한 내용을 다시 확인해 주세요.'

export const hasHangul = (text: string) => /[가-힣]/.test(text)

/** A client's mistake is never called temporary: trying again later would not help. */
export const messageForStatus = (status: number) =>
  byStatus[status] ?? (status >= 400 && status < 500 ? CLIENT_FAULT : GENERIC)

/** A message by a code from the request: only the table's own entries (`?error=__proto__` is no message). */
const own = (table: Record<string, string>, code: string): string | undefined =>
  Object.hasOwn(table, code) ? table[code] : undefined

/** The Korean message for an error answer of the auth API (never its English text). */
export function authErrorMessage(error: { code?: string | null; message?: string | null; status?: number }): string {
  // Our own checks already answer in Korean (and name the field); keep those.
  if (error.message && hasHangul(error.message)) return error.message
  const known = error.code ? own(authErrorMessages, error.code) : undefined
  if (known) return known
  const status = error.status ?? 0
  return messageForStatus(status)
}

/** The Korean message for a `?error=` code in a redirect, or null for no/unknown code. */
export function redirectErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null
  const normalized = code.toLowerCase()
  return (
    own(authRedirectErrorMessages, normalized) ??
    own(authErrorMessages, code.toUpperCase()) ??
    '로그인을 처리하지 못했습니다. 다시 시도해 주세요.'
  )
}

export const tooManyRequestsMessage = (seconds: number) =>
  `요청이 너무 많습니다. ${koreanWait(seconds)} 후에 다시 시도해 주세요.`
