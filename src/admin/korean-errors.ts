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

/**
 * Payload's refusals of an uploaded file (checkFileRestrictions), shown under the file field; it
 * joins several with ", ". Each named in Korean; an unlisted one gets UPLOAD_REFUSED.
 */
const UPLOAD_REFUSALS: [RegExp, (...found: string[]) => string][] = [
  [
    /^Invalid (?:or corrupted )?PDF file\.$/,
    () => 'PDF 파일이 손상되었거나 PDF가 아닙니다. 파일을 다시 저장한 뒤 올려 주세요.',
  ],
  [/^Invalid MIME type: (.+)\.$/, (type) => `이 형식의 파일(${type})은 올릴 수 없습니다.`],
  [
    /^File type (\S+) \(from extension \S*\) is not allowed\.$/,
    (type) => `이 형식의 파일(${type})은 올릴 수 없습니다.`,
  ],
  [
    /^SVG file contains potentially harmful content\.$/,
    () => 'SVG 파일에 스크립트 같은 위험한 내용이 있어 올릴 수 없습니다.',
  ],
  [
    /^Invalid or corrupted ISO base media file\.$/,
    () => '동영상 또는 이미지 파일이 손상되었습니다. 파일을 다시 확인해 주세요.',
  ],
]
const UPLOAD_REFUSED = '올릴 수 없는 파일입니다. 파일 형식과 내용을 확인해 주세요.'

function uploadRefusalInKorean(message: string): string {
  if (hasHangul(message)) return message
  const parts = message.split(/(?<=\.), (?=[A-Z])/)
  const korean = parts.map((part) => {
    for (const [pattern, say] of UPLOAD_REFUSALS) {
      const found = pattern.exec(part)
      if (found) return say(...found.slice(1))
    }
    return UPLOAD_REFUSED
  })
  return [...new Set(korean)].join(' ')
}

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

type FieldError = { message?: string; path?: string }
type ErrorEntry = { message?: string; data?: { errors?: FieldError[] } }

/** A field's message: the upload field's refusals in Korean, any other left as it is. */
const fieldInKorean = (field: FieldError): FieldError =>
  field.path === 'file' && field.message ? { ...field, message: uploadRefusalInKorean(field.message) } : field

/**
 * An entry in Korean. Payload's English "The following field is invalid: file" (its toast in the
 * admin) says the one field's own Korean reason instead, or how many fields to check.
 */
function entryInKorean(entry: ErrorEntry, status: number): ErrorEntry {
  const fields = entry.data?.errors?.map(fieldInKorean)
  if (!fields?.length) return { ...entry, message: inKorean(entry.message, status) }
  const [only] = fields
  const summary =
    fields.length === 1 && only?.message && hasHangul(only.message)
      ? only.message
      : `입력한 내용 ${fields.length}곳을 확인해 주세요.`
  const message = entry.message && hasHangul(entry.message) ? entry.message : summary
  return { ...entry, message, data: { ...entry.data, errors: fields } }
}

export const koreanErrorMessages: AfterErrorHook = ({ error, result }) => {
  const errors = (result as { errors?: ErrorEntry[] } | undefined)?.errors
  const { status: given } = (error ?? {}) as { status?: unknown }
  const status = typeof given === 'number' ? given : 500
  if (!errors) return
  const korean = errors.map((entry) => entryInKorean(entry, status))
  if (JSON.stringify(korean) === JSON.stringify(errors)) return
  return { response: { ...result, errors: korean } }
}
