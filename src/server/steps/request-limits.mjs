/**
 * Refused before Next reads a byte: an undecodable path (Next: 500), another site's action POST
 * (Next throws: 500), a body over its limit (better-auth, Payload and route handlers read bodies
 * whole, without limit) or of undeclared length. `BODY_LIMITS` is the only table of body sizes
 * besides page views' 8 KB.
 */
const MB = 1024 * 1024
const TOO_LARGE = '보내는 내용이 너무 큽니다.'
/** @type {{ prefix?: string, multipart?: boolean, bytes: number, message: string }[]} */
export const BODY_LIMITS = [
  {
    prefix: '/api/contact/',
    multipart: true,
    bytes: 10 * MB + 256 * 1024,
    message: `${TOO_LARGE} 첨부 파일은 10MB까지입니다. 입력한 내용은 이 기기에 그대로 남아 있습니다.`,
  },
  { multipart: true, bytes: 50 * MB, message: TOO_LARGE },
  { bytes: MB, message: TOO_LARGE },
]
/** How long a refused upload may keep sending before the connection is closed. */
const LINGER_MS = 5_000

/**
 * Answers at once, without reading the body, then reads and drops what the client still sends
 * (for at most LINGER_MS): closing a socket with unread data resets the connection, and the client
 * would see a failed upload instead of this answer.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} [message] Korean, sent as `{ message }`; none: an empty answer
 * @param {string} [body] the JSON to send instead of `{ message }` (Payload's error shape, say)
 */
export function refuse(req, res, status, message, body = message === undefined ? '' : JSON.stringify({ message })) {
  const headers = { 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) }
  if (body) headers['content-type'] = 'application/json; charset=utf-8'
  res.writeHead(status, headers)
  res.end(body)
  const linger = setTimeout(() => req.destroy(), LINGER_MS)
  linger.unref()
  req.once('close', () => clearTimeout(linger))
  req.resume()
}

function isDecodable(url) {
  try {
    decodeURIComponent(url.split('?', 1)[0])
    return true
  } catch {
    return false
  }
}

/**
 * A POST to a page that Next takes for a server action (a `Next-Action` header, or a multipart
 * form, which may be a form's action before the page's scripts ran) from another site: Next
 * refuses it when its `Origin` names neither the `Host` nor the `X-Forwarded-Host`, but by
 * throwing, which answers 500 (a form) or 500 with an action error (a call). Refused here, with
 * the same test on the same headers, never a look at the body: any request Next would run still
 * reaches it. A request without `Origin` is left to Next, as Next leaves it.
 *
 * @param {import('node:http').IncomingMessage} req
 */
function isForeignActionPost(req) {
  if (req.method !== 'POST' || req.url?.startsWith('/api/')) return false
  const multipart = req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')
  if (!req.headers['next-action'] && !multipart) return false
  const origin = req.headers.origin
  if (origin === undefined) return false
  let originHost = 'null'
  try {
    if (origin !== 'null') originHost = new URL(origin).host
  } catch {
    return true
  }
  const forwarded = req.headers['x-forwarded-host']
  const hosts = [req.headers.host, ...(Array.isArray(forwarded) ? forwarded : [forwarded])]
  return !hosts.some((host) => host !== undefined && host.split(',')[0].trim() === originHost)
}

/**
 * Refuses an undecodable path (400), a server action posted from another site (403), a body over
 * its limit (413) or of undeclared length (411).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} whether the request was answered
 */
export function refuseBadRequest(req, res) {
  if (!isDecodable(req.url ?? '/')) {
    refuse(req, res, 400, '주소가 올바르지 않습니다.')
    return true
  }
  if (isForeignActionPost(req)) {
    refuse(req, res, 403, '다른 사이트에서 보낸 요청은 처리하지 않습니다.')
    return true
  }
  const declared = req.headers['content-length']
  if (declared === undefined) {
    if (req.headers['transfer-encoding'] === undefined) return false
    refuse(req, res, 411, '보내는 내용의 길이(Content-Length)가 없어 받지 않았습니다.')
    return true
  }
  const multipart = Boolean(req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data'))
  const limit = BODY_LIMITS.find(
    (candidate) =>
      (candidate.prefix === undefined || (req.url ?? '').startsWith(candidate.prefix)) &&
      (candidate.multipart === undefined || candidate.multipart === multipart),
  )
  if (!limit || Number(declared) <= limit.bytes) return false
  refuse(req, res, 413, limit.message)
  return true
}

export const requestLimits = {
  name: 'request limits',
  run({ req, res }, next) {
    if (!refuseBadRequest(req, res)) next()
  },
}
