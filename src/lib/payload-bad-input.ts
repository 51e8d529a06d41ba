/**
 * Requests that Payload's REST API answers with a 500 although the fault is the
 * client's (found by tests/int/fuzz.int.test.ts). They get a 4xx with a Korean message instead;
 * real server failures keep their 500.
 */
import type { AfterErrorHook, PayloadRequest } from 'payload'

const BAD_INPUT = '요청 값이 올바르지 않습니다.'

const answer = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** The SQLSTATE of a Postgres error anywhere in the chain (Drizzle wraps pg's error). */
function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown; originalError?: unknown } | undefined
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = (current.cause ?? current.originalError) as typeof current
  }
  return undefined
}

/** Busboy's messages for a multipart body it cannot read. */
const unreadableForm = new Set(['Unexpected end of form', 'Malformed part header', 'Unexpected end of file'])

const isMultipart = (headers: Headers | undefined) =>
  Boolean(headers?.get('content-type')?.toLowerCase().startsWith('multipart/'))

/**
 * Postgres refuses a value (class 22, "data exception"), an operator that does not fit the column
 * (42883), or the SQL Payload builds for a text operator on a date whose value is no date: it
 * drops the value and leaves `ilike` without an operand (42601; nothing of the value reaches SQL).
 */
const isRefusedByPostgres = (state: string | undefined) =>
  state?.startsWith('22') || state === '42883' || state === '42601'

/**
 * Root `afterError` hook. Bad requests, not server failures:
 *  - what Postgres refuses (see isRefusedByPostgres): `/api/news/abc`, a NUL byte, a number out
 *    of range, `contains` on a number or a date;
 *  - text that is not JSON where Payload parses JSON (`?where=abc`, a form's `_payload`): at run
 *    time only a parser throws a SyntaxError;
 *  - a multipart body that cannot be read;
 *  - the versions of a collection that keeps none (`/api/users/versions`, `/api/media/versions/1`):
 *    Payload serves those routes for every collection and fails looking for the versions table;
 *  - a document's create or update whose fields are no object: a multipart form's `_payload`
 *    that is `123` or `null`, or no `_payload` at all (a JSON body is checked before Payload
 *    runs, in guardPayloadRoute; a form's is known only once Payload has read it).
 */
export const clientFaultsAreBadRequests: AfterErrorHook = ({ collection, error, req }) => {
  const serverFailure = ((error as { status?: number }).status ?? 500) >= 500
  if (serverFailure && carriesNoDocument(req)) {
    return { status: 400, response: { errors: [{ message: NOT_AN_OBJECT }] } }
  }
  if (serverFailure && collection && !collection.versions && asksForVersions(req)) {
    return { status: 404, response: { errors: [{ message: '찾을 수 없습니다.' }] } }
  }
  const clientFault =
    isRefusedByPostgres(sqlState(error)) ||
    error.name === 'SyntaxError' ||
    (isMultipart(req.headers) && unreadableForm.has(error.message))
  if (!clientFault) return
  return { status: 400, response: { errors: [{ message: BAD_INPUT }] } }
}

/**
 * `where` operators Payload's Postgres adapter implements for point fields only (we have none):
 * on any other field it throws a TypeError.
 */
const POINT_OPERATORS = /\[(all|near|within|intersects)\]/

/** Payload's own test for a multipart content type it can read (uploads/fetchAPI-multipart). */
const READABLE_MULTIPART = /^multipart\/[\w'"()+,./:<=>?@[\\\]^-]+(?:; ?[\w'"()+,./:<=>?@[\\\]^-]*)+$/i

const readsAsGet = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET')

/**
 * Payload serves `/api/{collection}/verify/{token}` for every auth collection; ours (users) does
 * not verify e-mail addresses, and Payload fails looking for the token's field.
 */
const VERIFY_PATH = /^\/api\/[^/]+\/verify(\/|$)/

const BAD_FORMAT = '요청 형식이 올바르지 않습니다.'
const NOT_AN_OBJECT = '보내는 내용은 JSON 객체({ … })여야 합니다.'

/**
 * Payload's routes whose body is a document's fields: create (`POST /api/{collection}`), update
 * (`PATCH /api/{collection}` and `/api/{collection}/{id}`) and a global's update
 * (`POST /api/globals/{slug}`). `segments` follow `/api/`.
 */
function writesDocument(method: string, segments: string[]) {
  if (segments[0] === 'globals') return method === 'POST' && segments.length === 2
  if (method === 'POST') return segments.length === 1
  return (method === 'PATCH' || method === 'PUT') && (segments.length === 1 || segments.length === 2)
}

const isObject = (data: unknown) => data !== null && typeof data === 'object' && !Array.isArray(data)

/** `/api/{collection}/versions` and below. */
const asksForVersions = (req: PayloadRequest) =>
  Boolean(req.url && /^\/api\/[^/]+\/versions(\/|$)/.test(new URL(req.url).pathname))

/** A document's create or update that Payload read no fields object from. */
function carriesNoDocument(req: PayloadRequest) {
  if (!req.url || !req.method) return false
  const segments = new URL(req.url).pathname.split('/').filter(Boolean).slice(1)
  return writesDocument(req.method.toUpperCase(), segments) && !isObject(req.data)
}

/**
 * Payload reads a JSON body whatever it holds, and a body of any other type (text/plain, none) as
 * no data at all; its operations then take a document's fields from `null`, `123` or nothing and
 * fail with a 500. Every JSON body sent to Payload must be an object (a preference's value, under
 * `/api/payload-preferences/{key}`, may be anything), and a document's create or update must
 * carry one (JSON as Payload reads it, exactly `application/json`, or a multipart form).
 */
async function bodyRefusal(request: Request, contentType: string): Promise<Response | undefined> {
  const method = request.method.toUpperCase()
  if (!['POST', 'PATCH', 'PUT'].includes(method) || readsAsGet(request)) return undefined
  const segments = new URL(request.url).pathname.split('/').filter(Boolean).slice(1)
  const type = contentType.split(';', 1)[0]?.trim()
  if (type === 'application/json') {
    if (segments[0] === 'payload-preferences') return undefined
    const text = await request.clone().text()
    if (!text) return undefined // Payload reads an empty JSON body as `{}`.
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      return answer(400, BAD_FORMAT)
    }
    return isObject(data) ? undefined : answer(400, NOT_AN_OBJECT)
  }
  if (writesDocument(method, segments) && !isMultipart(request.headers)) return answer(400, NOT_AN_OBJECT)
  return undefined
}

/** The answer to a request Payload would fail on with a 500, if it would. */
async function refusal(request: Request): Promise<Response | undefined> {
  if (VERIFY_PATH.test(new URL(request.url).pathname)) return answer(404, '찾을 수 없습니다.')
  const contentType = request.headers.get('content-type') ?? ''
  if (isMultipart(request.headers) && !(contentType.includes('boundary=') && READABLE_MULTIPART.test(contentType))) {
    return answer(400, BAD_FORMAT)
  }
  const badBody = await bodyRefusal(request, contentType)
  if (badBody) return badBody
  const queryKeys = [...new URL(request.url).searchParams.keys()]
  // A POST that reads like a GET (Payload's admin, for long queries): its query is the body.
  if (readsAsGet(request)) {
    const body = await request.clone().text()
    if (contentType.startsWith('application/json')) {
      try {
        JSON.parse(body)
      } catch {
        return answer(400, BAD_FORMAT)
      }
    } else queryKeys.push(...new URLSearchParams(body).keys())
  }
  if (queryKeys.some((key) => POINT_OPERATORS.test(key))) return answer(400, '지원하지 않는 검색 조건입니다.')
  return undefined
}

/** Payload's answer to an address it has no endpoint for, which says so in English ("Route not found"). */
async function isUnknownRoute(response: Response): Promise<boolean> {
  if (response.status !== 404) return false
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' && body.message.startsWith('Route not found')
}

/**
 * Wraps Payload's REST route handlers (src/app/(payload)/api): refuses what Payload would fail on,
 * answers 404 in Korean where Payload says 501 (a collection it keeps to itself, like
 * `payload-migrations`) or "Route not found", and answers the 4xx of an error thrown outside
 * Payload's error handling instead of letting Next turn it into a 500.
 */
export function guardPayloadRoute<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const refused = await refusal(request)
    if (refused) return refused
    try {
      const response = await handler(request, context)
      return response.status === 501 || (await isUnknownRoute(response)) ? answer(404, '찾을 수 없습니다.') : response
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (typeof status === 'number' && status >= 400 && status < 500) return answer(status, BAD_INPUT)
      throw error
    }
  }
}

type PayloadLikeError = {
  name?: string
  message?: string
  status?: number
  isPublic?: boolean
  isOperational?: boolean
  data?: { errors?: { path?: string; message: string }[] } | null
}

/**
 * Root `afterError` hook. The hooks of our collections run in the bundle that first loaded the
 * config (src/instrumentation.ts), with their own copy of Payload's error classes; Payload's REST
 * handler formats only errors of its copy (`instanceof`) and answers the others "An unknown error
 * occurred." without the field errors the admin shows beside each field. A public error of either
 * copy is answered as Payload answers its own: name, message, data.
 */
export const answerPublicErrorsAsPayload: AfterErrorHook = ({ error, result }) => {
  const candidate = error as PayloadLikeError
  if (!candidate.isOperational || !candidate.isPublic || typeof candidate.status !== 'number') return
  const formatted = (result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0]
  if (formatted?.data && formatted.data === candidate.data) return
  const name = candidate.name || (Array.isArray(candidate.data?.errors) ? 'ValidationError' : 'APIError')
  return {
    status: candidate.status,
    response: { errors: [{ name, message: candidate.message, ...(candidate.data ? { data: candidate.data } : {}) }] },
  }
}
