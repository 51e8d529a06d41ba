/**
 * next/image (/_next/image) before Next: one spelling per image, since Next keys its cache on the
 * text and each spelling was a new encode (0.5–1.7 s of CPU); an encode counts against the
 * client's `imageEncode` limit (src/lib/rate-limits.mjs) until this process has answered it 200.
 */
import { createHash } from 'node:crypto'
import { refuse } from './request-limits.mjs'

/** Requests known to be in Next's cache, remembered at most (the oldest forgotten first). */
const KNOWN_MAX = 10_000

const NOT_EXACT = '이미지 주소가 올바르지 않습니다.'

/**
 * Whether `source` is a path written the one way the site writes it: each segment as
 * encodeURIComponent writes it (no `.`/`..` in any spelling, no `/` or `\` inside a segment, no
 * `?` or `#`), no empty segment (`//`, a trailing `/`).
 * @param {string} source
 */
export function isExactImageSource(source) {
  if (!source.startsWith('/') || source.length > 1024) return false
  const segments = source.slice(1).split('/')
  return segments.every((segment) => {
    let decoded
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return false
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || /[/\\]/.test(decoded)) return false
    return encodeURIComponent(decoded) === segment
  })
}

/** @type {Map<string, true>} insertion order: the first key is the oldest */
const known = new Map()

function remember(identity) {
  known.delete(identity)
  known.set(identity, true)
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value)
}

export const imageRequests = {
  name: 'image requests',
  run(exchange, next) {
    const { req, res, address, services } = exchange
    const url = req.url ?? '/'
    // Next's own test for its optimizer's path.
    if (!url.startsWith('/_next/image')) return next()
    const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '')
    const sources = query.getAll('url')
    // None, or several: Next refuses those itself.
    if (sources.length !== 1) return next()
    if (!isExactImageSource(sources[0])) return refuse(req, res, 400, NOT_EXACT)

    // Hashed: a client chooses `Accept`, and the map must stay small whatever it sends.
    const identity = createHash('sha256')
      .update(JSON.stringify([sources[0], query.get('w'), query.get('q'), req.headers.accept ?? '']))
      .digest('base64url')
    if (known.has(identity) || !services?.rateLimits) return next()
    services.rateLimits.consume('imageEncode', address).then(
      (result) => {
        if (!result.allowed) {
          res.setHeader('retry-after', String(result.retryAfterSeconds))
          return refuse(req, res, 429, result.message)
        }
        res.once('finish', () => {
          if (res.statusCode === 200) remember(identity)
        })
        next()
      },
      // The database away: images are still served, as the pages are.
      () => next(),
    )
  },
}
