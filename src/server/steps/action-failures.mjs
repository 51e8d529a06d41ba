import { interceptResponse } from '../intercept.mjs'

/**
 * A server action call (a POST with a `Next-Action` header) that fails inside Next is answered
 * 500: a body React cannot decode (broken JSON, a reference to a part the body lacks, nesting
 * that exhausts the stack) fails there, as does an action that throws. Our actions return their
 * errors as values, so such a failure is the caller's malformed request: 400. The body stays
 * Next's, and the browser reads it whatever the status (Next's client looks at the content type).
 *
 * Decided after Next, never by reading the body: React's encoding is React's to decode, and a
 * hand-made check of it refused the admin's own calls when React began outlining references.
 */
export const actionFailures = {
  name: 'failed action calls',
  run({ req, res }, next) {
    if (req.method === 'POST' && req.headers['next-action']) {
      interceptResponse(res, (status) => {
        if (status !== 500) return
        // Logged as an error: a real fault inside an action lands here too, and must stay visible.
        console.error(`[action] 처리하지 못한 서버 액션 요청을 400으로 응답합니다: ${req.url?.split('?')[0]}`)
        return { status: 400 }
      })
    }
    next()
  },
}
