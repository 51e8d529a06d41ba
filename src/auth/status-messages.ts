/**
 * Korean for an auth answer by its HTTP status alone: what the browser says when an answer came
 * without a Korean message (a proxy's error page, a dropped connection). The auth API itself
 * answers in Korean (src/auth/korean-response.ts), so the browser needs no table of codes.
 */
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
