/**
 * Errors Payload's REST API meets while running, answered as what they are: a client's fault gets
 * a 4xx with a Korean message (found by tests/int/fuzz.int.test.ts), real server failures keep their
 * 500. What is refused before Payload runs: src/lib/payload-rest-input.mjs.
 */
import type { AfterErrorHook, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { isObject, NOT_AN_OBJECT, writesDocument } from './payload-rest-input.mjs'

const BAD_INPUT = '요청 값이 올바르지 않습니다.'

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
 *  - the versions of a collection or global that keeps none (`/api/users/versions`,
 *    `/api/media/versions/1`, `/api/globals/site-settings/versions`): Payload serves those routes
 *    for every collection and global and fails looking for the versions table;
 *  - a document's create or update whose fields are no object: a multipart form's `_payload`
 *    that is `123` or `null`, or no `_payload` at all (a JSON body is checked before Payload
 *    runs, by the proxy; a form's is known only once Payload has read it).
 */
export const clientFaultsAreBadRequests: AfterErrorHook = ({ collection, error, req }) => {
  const serverFailure = ((error as { status?: number }).status ?? 500) >= 500
  if (serverFailure && carriesNoDocument(req)) {
    return { status: 400, response: { errors: [{ message: NOT_AN_OBJECT }] } }
  }
  if (serverFailure && asksForMissingVersions(req, collection)) {
    return { status: 404, response: { errors: [{ message: '찾을 수 없습니다.' }] } }
  }
  const clientFault =
    isRefusedByPostgres(sqlState(error)) ||
    error.name === 'SyntaxError' ||
    (isMultipart(req.headers) && unreadableForm.has(error.message))
  if (!clientFault) return
  return { status: 400, response: { errors: [{ message: BAD_INPUT }] } }
}

/** `/api/{collection}/versions` or `/api/globals/{global}/versions` and below, of one that keeps none. */
function asksForMissingVersions(req: PayloadRequest, collection: SanitizedCollectionConfig | undefined) {
  if (!req.url) return false
  const path = new URL(req.url).pathname
  const global = /^\/api\/globals\/([^/]+)\/versions(\/|$)/.exec(path)
  if (global) return !req.payload.config.globals.find((config) => config.slug === global[1])?.versions
  return Boolean(collection && !collection.versions && /^\/api\/[^/]+\/versions(\/|$)/.test(path))
}

/** A document's create or update that Payload read no fields object from. */
function carriesNoDocument(req: PayloadRequest) {
  if (!req.url || !req.method) return false
  const segments = new URL(req.url).pathname.split('/').filter(Boolean).slice(1)
  return writesDocument(req.method.toUpperCase(), segments) && !isObject(req.data)
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
