/**
 * Requests to Payload's REST API (`/api/{collection|globals}/…`) that Payload would answer with a
 * 500 although the fault is the client's (found by tests/int/fuzz.int.test.ts), and the Korean
 * answer each gets instead. Payload's generated route stays as Payload writes it (docs/adr/0046):
 *  - what the address and headers show is refused by the server pipeline before Next reads a
 *    byte (src/server/steps/payload-rest.mjs), which also puts Payload's English "no such route"
 *    answers into Korean;
 *  - what only the body shows (a JSON body) is refused by the proxy (src/proxy.ts), for which Next
 *    buffers the body; never a multipart upload, which Next would cut at its proxy body limit;
 *  - what Postgres or Payload refuse while running is answered by the root `afterError` hook
 *    (src/lib/payload-bad-input.ts).
 *
 * Plain JavaScript: the pipeline runs outside Next's bundle.
 */

/** The site's own route handlers under /api (src/app/api) and the page-view intake: not Payload's. */
export const SITE_API_ROUTES = ['auth', 'build', 'contact', 'health', 'me', 'preview', 'ready', 'track', 'unsubscribe']

/**
 * The path's segments after `/api/` when Payload's REST route serves it, else undefined.
 * @param {string} url path and query
 * @returns {string[] | undefined}
 */
export function payloadRestSegments(url) {
  const path = url.split('?', 1)[0] ?? ''
  if (!path.startsWith('/api/')) return undefined
  const segments = path.split('/').filter(Boolean).slice(1)
  if (segments.length === 0 || SITE_API_ROUTES.includes(segments[0] ?? '')) return undefined
  return segments
}

export const NOT_FOUND = '찾을 수 없습니다.'
export const BAD_FORMAT = '요청 형식이 올바르지 않습니다.'
export const NOT_AN_OBJECT = '보내는 내용은 JSON 객체({ … })여야 합니다.'
export const UNSUPPORTED_QUERY = '지원하지 않는 검색 조건입니다.'

/**
 * @typedef {{ status: number, message: string }} Refusal
 * @typedef {(name: string) => string | null | undefined} HeaderOf
 */

/**
 * Payload serves `/api/{collection}/verify/{token}` for every auth collection; ours (users) does
 * not verify e-mail addresses, and Payload fails looking for the token's field.
 */
const isVerifyPath = (segments) => segments[1] === 'verify'

/**
 * `where` operators Payload's Postgres adapter implements for point fields only (we have none):
 * on any other field it throws a TypeError.
 */
const POINT_OPERATORS = /\[(all|near|within|intersects)\]/

/** Payload's own test for a multipart content type it can read (uploads/fetchAPI-multipart). */
const READABLE_MULTIPART = /^multipart\/[\w'"()+,./:<=>?@[\\\]^-]+(?:; ?[\w'"()+,./:<=>?@[\\\]^-]*)+$/i

const isMultipart = (contentType) => contentType.toLowerCase().startsWith('multipart/')
/** As Payload compares it: `application/json` exactly. */
const mediaType = (contentType) => contentType.split(';', 1)[0]?.trim() ?? ''

/**
 * A POST that Payload reads as a GET (its admin does, for long queries): the query is the body.
 * @param {string} method
 * @param {HeaderOf} header
 */
export const readsAsGet = (method, header) =>
  method === 'POST' &&
  (header('x-payload-http-method-override') === 'GET' || header('x-http-method-override') === 'GET')

/**
 * Payload's routes whose body is a document's fields: create (`POST /api/{collection}`), update
 * (`PATCH /api/{collection}` and `/api/{collection}/{id}`) and a global's update
 * (`POST /api/globals/{slug}`).
 * @param {string} method
 * @param {string[]} segments
 */
export function writesDocument(method, segments) {
  if (segments[0] === 'globals') return method === 'POST' && segments.length === 2
  if (method === 'POST') return segments.length === 1
  return (method === 'PATCH' || method === 'PUT') && (segments.length === 1 || segments.length === 2)
}

/**
 * What the method, address and headers alone show to be refused.
 * @param {string} method upper case
 * @param {string} url path and query
 * @param {string[]} segments from payloadRestSegments
 * @param {HeaderOf} header
 * @returns {Refusal | undefined}
 */
export function refusalByHead(method, url, segments, header) {
  if (isVerifyPath(segments)) return { status: 404, message: NOT_FOUND }
  const contentType = header('content-type') ?? ''
  if (isMultipart(contentType) && !(contentType.includes('boundary=') && READABLE_MULTIPART.test(contentType))) {
    return { status: 400, message: BAD_FORMAT }
  }
  // Payload reads a body that is neither JSON nor a form as no data, and a create or update of
  // no data fails with a 500.
  if (
    !readsAsGet(method, header) &&
    writesDocument(method, segments) &&
    mediaType(contentType) !== 'application/json' &&
    !isMultipart(contentType)
  ) {
    return { status: 400, message: NOT_AN_OBJECT }
  }
  const query = new URLSearchParams(url.split('?')[1] ?? '')
  if ([...query.keys()].some((key) => POINT_OPERATORS.test(key))) return { status: 400, message: UNSUPPORTED_QUERY }
  return undefined
}

/** Whether refusalByBody must see this request's body (the proxy's matcher asks for these). */
export function bodyNeedsCheck(method, header) {
  if (!['POST', 'PATCH', 'PUT'].includes(method)) return false
  return readsAsGet(method, header) || mediaType(header('content-type') ?? '') === 'application/json'
}

/** @param {unknown} data */
export const isObject = (data) => data !== null && typeof data === 'object' && !Array.isArray(data)

/**
 * What the body shows to be refused: Payload parses a JSON body whatever it holds, and takes a
 * document's fields from `null` or `123`; a POST read as a GET whose body is broken JSON, or whose
 * form-encoded query uses a point operator. Every JSON body must be an object, except a
 * preference's value (`/api/payload-preferences/{key}`), which may be anything.
 * @param {string} method upper case
 * @param {string[]} segments
 * @param {HeaderOf} header
 * @param {string} body
 * @returns {Refusal | undefined}
 */
export function refusalByBody(method, segments, header, body) {
  const json = mediaType(header('content-type') ?? '') === 'application/json'
  if (readsAsGet(method, header)) {
    if (json) {
      try {
        JSON.parse(body)
      } catch {
        return { status: 400, message: BAD_FORMAT }
      }
      return undefined
    }
    const keys = [...new URLSearchParams(body).keys()]
    return keys.some((key) => POINT_OPERATORS.test(key)) ? { status: 400, message: UNSUPPORTED_QUERY } : undefined
  }
  if (!json || segments[0] === 'payload-preferences' || body === '') return undefined // Payload reads an empty JSON body as `{}`.
  let data
  try {
    data = JSON.parse(body)
  } catch {
    return { status: 400, message: BAD_FORMAT }
  }
  return isObject(data) ? undefined : { status: 400, message: NOT_AN_OBJECT }
}

/** Payload's answer body: `{ errors: [{ message }] }`. */
export const payloadErrorBody = (message) => JSON.stringify({ errors: [{ message }] })
