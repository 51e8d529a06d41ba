/**
 * Answers that failed because Postgres is down become honest 503s with `Retry-After`.
 *
 * A page's status is chosen by Next before our code runs (an error boundary cannot set it), so
 * the HTTP layer looks at Next's answer instead: a 5xx (a render that could not read the
 * database) is held back, the database is probed, and if it is down the visitor gets the Korean
 * maintenance page below (API callers a Korean JSON message) with 503 instead of the 500. Pages
 * served from the cache never fail, so they keep answering 200; answers below 500 pass through
 * untouched and unbuffered, as does every 5xx while the database answers (a bug stays a 500).
 */

export const RETRY_AFTER_SECONDS = 30

export const MAINTENANCE_MESSAGE =
  '잠시 점검 중입니다. 회원 정보와 보내 주신 문의는 안전하게 보관되어 있습니다. 잠시 후 다시 시도해 주세요.'

/** Self-contained (no stylesheet, no script, no database): it is shown when the rest cannot be. */
export const MAINTENANCE_PAGE = `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>잠시 점검 중입니다</title>
<style>
body{margin:0;font-family:system-ui,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;color:#1a1a1a;background:#fff}
main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem 5rem;text-align:center}
.code{margin:0;font-size:clamp(4rem,18vw,7rem);font-weight:800;line-height:1;letter-spacing:-.03em;color:#9a3412}
h1{margin:1.25rem 0 1rem;font-size:1.6rem;line-height:1.3}
p{margin:.35rem 0;color:#555;word-break:keep-all}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center;margin-top:2rem}
a{display:inline-block;padding:.75rem 1.5rem;border:2px solid #9a3412;border-radius:.5rem;font-weight:600;text-decoration:none}
.primary{background:#9a3412;color:#fff}
.secondary{background:#fff;color:#9a3412}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style>
</head>
<body>
<main id="main">
<p class="code"><span class="hidden">오류 코드 </span>503</p>
<h1>잠시 점검 중입니다</h1>
<p>일시적인 문제로 저장된 정보를 불러오지 못해 이 페이지를 보여 드리지 못했습니다.</p>
<p>회원 정보와 보내 주신 문의는 안전하게 보관되어 있습니다.</p>
<p>보통 잠깐이면 해결됩니다. 잠시 후 다시 시도해 주세요. 불편을 드려 죄송합니다.</p>
<div class="actions">
<a class="primary" href="">다시 시도하기</a>
<a class="secondary" href="/">메인으로 돌아가기</a>
</div>
</main>
</body>
</html>
`

/** Headers of Next's answer that still apply to ours (next.config.mjs's security headers). */
const KEPT_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'content-security-policy',
  'permissions-policy',
  'strict-transport-security',
]

/** Answers nothing could have gone wrong in: static files and the probes (which answer 503 themselves). */
const UNWATCHED = /^\/(?:_next\/static\/|api\/health(?:$|\?)|api\/ready(?:$|\?))/

/**
 * Watches one answer of Next. Call before handing the request to Next.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => Promise<boolean>} isDatabaseDown
 */
export function watchForDatabaseOutage(req, res, isDatabaseDown) {
  const url = req.url ?? '/'
  if (UNWATCHED.test(url)) return
  const api = url.startsWith('/api/')
  // Pages are GET/HEAD (a form's POST answers for itself); any method of an API.
  if (!api && req.method !== 'GET' && req.method !== 'HEAD') return

  const { writeHead, write, end, flushHeaders } = res
  /** @type {'undecided' | 'pass' | 'hold'} */
  let mode = 'undecided'
  /** @type {unknown[] | undefined} */
  let heldHead
  /** @type {[unknown, unknown][]} */
  const heldChunks = []

  const decide = (status) => {
    if (mode === 'undecided') mode = status >= 500 && status !== 503 ? 'hold' : 'pass'
    return mode === 'pass'
  }

  // Our wrappers stay in place (Next's compression wraps them in turn); once the status is
  // known they either forward everything or keep it until the probe has answered.
  res.writeHead = function (status, ...rest) {
    if (decide(status)) return writeHead.call(this, status, ...rest)
    heldHead = [status, ...rest]
    return this
  }
  res.flushHeaders = function () {
    if (decide(this.statusCode)) flushHeaders.call(this)
  }
  res.write = function (chunk, encoding, callback) {
    if (decide(this.statusCode)) return write.call(this, chunk, encoding, callback)
    heldChunks.push([chunk, typeof encoding === 'string' ? encoding : undefined])
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (decide(this.statusCode)) return end.call(this, chunk, encoding, callback)
    if (chunk !== undefined && typeof chunk !== 'function') {
      heldChunks.push([chunk, typeof encoding === 'string' ? encoding : undefined])
    }
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function')
    void isDatabaseDown()
      .catch(() => false)
      .then((down) => {
        if (res.destroyed) return
        // From here our wrappers forward: Node writes implicit headers through `res.writeHead`.
        mode = 'pass'
        if (down) answerUnavailable(req, res, api, writeHead, end)
        else {
          if (heldHead) writeHead.apply(res, heldHead)
          for (const [data, dataEncoding] of heldChunks) write.call(res, data, dataEncoding)
          end.call(res)
        }
        done?.()
      })
    return this
  }
}

function answerUnavailable(req, res, api, writeHead, end) {
  for (const name of res.getHeaderNames()) if (!KEPT_HEADERS.includes(name)) res.removeHeader(name)
  const body = api
    ? JSON.stringify({
        code: 'SERVICE_UNAVAILABLE',
        message: MAINTENANCE_MESSAGE,
        errors: [{ message: MAINTENANCE_MESSAGE }],
      })
    : MAINTENANCE_PAGE
  writeHead.call(res, 503, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'retry-after': String(RETRY_AFTER_SECONDS),
  })
  end.call(res, req.method === 'HEAD' ? undefined : body)
}
