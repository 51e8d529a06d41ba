import { CLIENT_IP_HEADER } from '@/auth/options'
import { sessionUserId } from '@/auth/session'
import { isInquiryKind } from '@/inquiries/schema'
import { submitInquiry } from '@/inquiries/submit'
import { getPayloadClient } from '@/lib/payload'

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

const keepYourText = '입력한 내용은 이 기기에 그대로 남아 있습니다.'

/**
 * POST /api/contact/{edu|impact|invest|general}: one inquiry as multipart form data.
 * 201 with the reference number; 200 with the same number for a repeat of a stored submission;
 * 400 with Korean field errors; 413, 415, 429 and 503 with a Korean message. Never a 500 for bad input.
 */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params
  if (!isInquiryKind(kind)) return answer(404, { message: '없는 문의 양식입니다.' })
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return answer(415, { message: '문의 양식으로만 보낼 수 있습니다.' })
  }
  // The body's size was checked before Next read it (src/server/steps/request-limits.mjs).
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return answer(400, { message: '요청 형식이 올바르지 않습니다.', fieldErrors: {} })
  }

  try {
    const payload = await getPayloadClient()
    const result = await submitInquiry({
      payload,
      kind,
      form,
      clientAddress: request.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
      authorId: await sessionUserId(request.headers),
    })
    const retryAfter = result.status === 429 ? { 'retry-after': String(result.body.retryAfterSeconds) } : undefined
    return answer(result.status, result.body, retryAfter)
  } catch (error) {
    // Postgres down or restarting: nothing was stored; the page keeps the text for a retry.
    console.error('문의 저장 실패', error)
    return answer(503, {
      message: `일시적인 문제로 문의를 접수하지 못했습니다. ${keepYourText} 잠시 후 다시 보내 주세요.`,
    })
  }
}
