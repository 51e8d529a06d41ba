/**
 * A 5xx while the database is known to be away becomes the Korean maintenance page (or JSON) with
 * 503 and Retry-After, decided at the answer's head: only the answer shows whether a page came from
 * the cache (200 in an outage) or needed the database. A bug while it answers stays a 500.
 */
import { onDatabaseUnreachable } from './contract.mjs'
import { databaseAwayBySupervisor } from './database-supervision.mjs'

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

/** How long a probe's "away" stands without a newer probe. */
const AWAY_STANDS_MS = RETRY_AFTER_SECONDS * 1000

/**
 * What the server knows of the database's absence, for the answers of one process.
 * @param {{ isDown: () => Promise<boolean> } | undefined} probe
 */
export function createMaintenance(probe) {
  let awaySince = Number.NEGATIVE_INFINITY
  let probing = false
  function probeNow() {
    if (!probe || probing) return
    probing = true
    probe
      .isDown()
      .then(
        (down) => {
          awaySince = down ? Date.now() : Number.NEGATIVE_INFINITY
        },
        () => {},
      )
      .finally(() => {
        probing = false
      })
  }
  onDatabaseUnreachable(() => {
    awaySince = Date.now()
    probeNow()
  })
  return {
    /**
     * Whether a failed answer (a 5xx other than 503) to this request is the maintenance answer:
     * pages (GET/HEAD; a form's POST answers for itself) and any method of an API, while the
     * database is known to be away. Each such failure probes again, so the state follows the
     * database both ways.
     * @param {{ method?: string, url?: string }} req
     * @param {number} status
     */
    explains(req, status) {
      const url = req.url ?? '/'
      const watched = !UNWATCHED.test(url) && (url.startsWith('/api/') || req.method === 'GET' || req.method === 'HEAD')
      // 501 says the address has no such function (Payload's for a collection it keeps to itself):
      // never the database. Under a full test run's load the probe once timed out while the fuzz
      // test asked for such addresses, and their 501s were answered as maintenance.
      if (!watched || status < 500 || status === 501 || status === 503) return false
      const away = databaseAwayBySupervisor() || Date.now() - awaySince < AWAY_STANDS_MS
      probeNow()
      return away
    },
  }
}

/**
 * Turns the response into the maintenance answer: Next's security headers stay, the rest of its
 * head goes. Returns the body.
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} api JSON instead of the page
 */
export function maintenanceAnswer(res, api) {
  for (const name of res.getHeaderNames()) if (!KEPT_HEADERS.includes(name)) res.removeHeader(name)
  const body = Buffer.from(
    api
      ? JSON.stringify({
          code: 'SERVICE_UNAVAILABLE',
          message: MAINTENANCE_MESSAGE,
          errors: [{ message: MAINTENANCE_MESSAGE }],
        })
      : MAINTENANCE_PAGE,
  )
  res.statusCode = 503
  res.setHeader('content-type', api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
  res.setHeader('content-length', body.length)
  res.setHeader('cache-control', 'no-store')
  res.setHeader('retry-after', String(RETRY_AFTER_SECONDS))
  return body
}
