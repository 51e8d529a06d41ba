/**
 * What becomes of each of Next's answers, decided once at its head from its status and headers
 * (site-response.mjs applies it): maintenance, Korean refusals, private /api caching, script nonces
 * and error-document fill, compression, kept pages; the order is docs/architecture.md's.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { isCrawler } from '../lib/bots.mjs'
import { KAKAO_ALLOWED_ON } from '../lib/kakao-sdk.mjs'
import { reachesPrefix } from '../lib/loose-path.mjs'
import { NOT_FOUND, payloadErrorBody, payloadRestSegments } from '../lib/payload-rest-input.mjs'
import { createErrorDocumentFill, fillsStatus } from './error-document-fill.mjs'
import { maintenanceAnswer } from './maintenance.mjs'
import { accepts, MIN_BYTES, STATIC_PREFIX, scanPrecompressed } from './precompressed.mjs'
import { createNonceInserter, pagePolicy } from './script-nonces.mjs'
import { compressWhole } from './site-response.mjs'

export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * Next answers some refusals itself with an English sentence in plain text: a server action call it
 * cannot read ("Invalid Server Action request."), one of an older build ("Server Action
 * unavailable."), and next/image's parameter checks ("\"url\" parameter is invalid"). A person may
 * read these (an old tab's form, an image address): the same status with a Korean sentence.
 */
const ACTION_MESSAGES = {
  404: '요청한 기능을 찾을 수 없습니다.',
  409: '사이트가 새 버전으로 바뀌었습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
}
const ACTION_DEFAULT = '요청 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.'
const IMAGE_MESSAGE = '이미지 주소나 크기가 올바르지 않습니다.'

/** Payload's English answer for an address it has no endpoint for, as its JSON begins. */
const ROUTE_NOT_FOUND = Buffer.from('{"message":"Route not found')

/** Types worth compressing: text of any kind (fonts and images are compressed already). */
const COMPRESSIBLE =
  /^(?:text\/|image\/svg\+xml|application\/(?:json|javascript|xml|rss\+xml|manifest\+json|[\w.-]+\+json))/i

/**
 * The body to send instead of Next's, with its type and length.
 * @param {import('node:http').ServerResponse} res
 * @param {string} type
 * @param {string} text
 */
function replaceBody(res, type, text) {
  const replace = Buffer.from(text)
  res.setHeader('content-type', type)
  res.setHeader('content-length', replace.length)
  return { replace }
}

/**
 * Lets Payload's answer through unless it begins as its English "Route not found": then sends `korean`
 * instead. Only the first bytes are looked at, never more than that sentence's start.
 * @param {Buffer} korean
 */
function koreanIfRouteNotFound(korean) {
  /** @type {'sniffing' | 'passing' | 'replaced'} */
  let state = 'sniffing'
  let seen = Buffer.alloc(0)
  const release = () => {
    state = 'passing'
    const out = seen
    seen = Buffer.alloc(0)
    return out
  }
  return {
    /** @param {Buffer} data */
    push(data) {
      if (state === 'passing') return data
      if (state === 'replaced') return Buffer.alloc(0)
      seen = Buffer.concat([seen, data])
      const length = Math.min(seen.length, ROUTE_NOT_FOUND.length)
      if (!seen.subarray(0, length).equals(ROUTE_NOT_FOUND.subarray(0, length))) return release()
      if (seen.length < ROUTE_NOT_FOUND.length) return Buffer.alloc(0)
      state = 'replaced'
      return korean
    },
    flush: () => (state === 'sniffing' ? release() : Buffer.alloc(0)),
  }
}

/** @param {import('node:http').ServerResponse} res */
function addVary(res) {
  const vary = String(res.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Two streaming rewrites, one after the other.
 * @param {NonNullable<import('./site-response.mjs').AnswerPlan['rewrite']>} first
 * @param {NonNullable<import('./site-response.mjs').AnswerPlan['rewrite']>} second
 */
const chained = (first, second) => ({
  push: (data) => second.push(first.push(data)),
  flush: () => Buffer.concat([second.push(first.flush()), second.flush()]),
})

/** A plan that changes nothing is none: the answer passes as Next sends it. */
const usable = (plan) => (plan.rewrite || plan.compress ? plan : undefined)

/**
 * The decision for this process's answers.
 * @param {{
 *   dev: boolean,
 *   maintenance: ReturnType<typeof import('./maintenance.mjs').createMaintenance>,
 *   keptPages?: ReturnType<typeof import('./kept-pages.mjs').createKeptPages>,
 *   staticDir?: string,
 * }} options
 */
export function createAnswers({
  dev,
  maintenance,
  keptPages,
  staticDir = path.resolve(import.meta.dirname, '../../.next/static'),
}) {
  /** Scanned at the first static answer: the build is done by then. @type {Map<string, Buffer> | undefined} */
  let precompressed

  /**
   * For one request, with what it was when it arrived (Next may change `req.url` while routing).
   * @param {import('node:http').IncomingMessage} req
   * @returns {import('./site-response.mjs').DecideAnswer}
   */
  return function answerFor(req) {
    const url = req.url ?? '/'
    const method = req.method ?? 'GET'
    const action = method === 'POST' && Boolean(req.headers['next-action'])
    const image = url.startsWith('/_next/image')
    const payloadRest = Boolean(payloadRestSegments(url))
    const privateApi = reachesPrefix(url, '/api') && !reachesPrefix(url, '/api/media/file')
    const acceptEncoding = req.headers['accept-encoding']
    const kakao = Boolean(process.env.KAKAO_JAVASCRIPT_KEY) && KAKAO_ALLOWED_ON.test(url)
    // The error document of a page outside the admin is filled with the view the browser will
    // render; a crawler's failed page stays empty, as the error boundary leaves it (src/lib/bots.mjs).
    const fillable = (status) =>
      fillsStatus(status) && !reachesPrefix(url, '/admin') && (status === 404 || !isCrawler(req.headers['user-agent']))
    const arrival = keptPages?.arrival(req)

    return (res, bodyLength, whole) => {
      const status = res.statusCode
      if (maintenance.explains({ method, url }, status))
        return { replace: maintenanceAnswer(res, url.startsWith('/api/')) }
      if (action && status === 500) {
        // Our actions return their errors as values: a failure inside Next is a body React cannot
        // decode (the caller's malformed request), or a real fault, which stays visible in the log.
        console.error(`[action] 처리하지 못한 서버 액션 요청을 400으로 응답합니다: ${url.split('?')[0]}`)
        res.statusCode = 400
      }
      const type = String(res.getHeader('content-type') ?? '')
      if (
        (action || image) &&
        res.statusCode >= 400 &&
        res.statusCode < 500 &&
        // next/image sends its sentence with no content type at all.
        (type.startsWith('text/plain') || (image && type === ''))
      ) {
        return replaceBody(
          res,
          'text/plain; charset=utf-8',
          image ? IMAGE_MESSAGE : (ACTION_MESSAGES[res.statusCode] ?? ACTION_DEFAULT),
        )
      }
      // A collection Payload keeps to itself (`payload-migrations`) answers 501.
      if (payloadRest && status === 501) {
        res.statusCode = 404
        return replaceBody(res, 'application/json; charset=utf-8', payloadErrorBody(NOT_FOUND))
      }
      // Next keeps a Cache-Control from next.config.mjs over a route handler's own, so the default
      // for /api, which a route may override, is set here.
      if (privateApi && !res.hasHeader('cache-control')) res.setHeader('cache-control', PRIVATE_CACHE_CONTROL)

      /** @type {import('./site-response.mjs').AnswerPlan} */
      const plan = {}
      if (payloadRest && status === 404 && type.startsWith('application/json')) {
        res.removeHeader('content-length')
        plan.rewrite = koreanIfRouteNotFound(Buffer.from(payloadErrorBody(NOT_FOUND)))
      }
      /** A page Next served from its cache, made whole here and kept (src/server/kept-pages.mjs). */
      const keeping = arrival && whole?.length && keptPages?.keepable(arrival, res) ? arrival : undefined
      if (!dev && type.startsWith('text/html')) {
        const nonce = randomBytes(16).toString('base64')
        res.setHeader('content-security-policy', pagePolicy(res.getHeader('content-security-policy'), nonce, kakao))
        // A streamed body changes with each nonce: its length is no longer known, and a validator
        // of the cached body would let a browser keep an old body under a new policy.
        res.removeHeader('content-length')
        res.removeHeader('etag')
        const nonces = createNonceInserter(nonce)
        plan.rewrite = fillable(status) ? chained(createErrorDocumentFill(status, url), nonces) : nonces
      }
      if (!dev && status === 200 && url.startsWith(STATIC_PREFIX) && accepts(acceptEncoding, 'br')) {
        precompressed ??= scanPrecompressed(staticDir)
        const brotli = precompressed.get(url.split('?')[0] ?? '')
        if (brotli) {
          res.setHeader('content-encoding', 'br')
          res.setHeader('content-length', brotli.length)
          addVary(res)
          return { replace: brotli }
        }
      }
      // As the `compression` middleware did: Vary for every compressible type, then compress what is
      // worth it: Brotli where the client takes it (every browser over HTTPS), else gzip.
      const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('cache-control') ?? ''))
      if (!COMPRESSIBLE.test(type) || noTransform) return wholePage(plan)
      addVary(res)
      const length = Number(res.getHeader('content-length') ?? bodyLength ?? Number.POSITIVE_INFINITY)
      if (length < MIN_BYTES || res.hasHeader('content-encoding') || method === 'HEAD') return wholePage(plan)
      if (status === 204 || status === 304) return wholePage(plan)
      const coding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : undefined
      if (!coding) return wholePage(plan)
      res.setHeader('content-encoding', coding)
      res.removeHeader('content-length')
      plan.compress = coding
      return wholePage(plan)

      /** @param {import('./site-response.mjs').AnswerPlan} planned */
      function wholePage(planned) {
        if (!keeping || !whole) return usable(planned)
        let body = typeof whole === 'string' ? Buffer.from(whole) : whole
        if (planned.rewrite) body = Buffer.concat([planned.rewrite.push(body), planned.rewrite.flush()])
        if (planned.compress) body = compressWhole(body, planned.compress)
        res.setHeader('content-length', body.length)
        keptPages?.keep(keeping, res, body)
        return { replace: body }
      }
    }
  }
}
