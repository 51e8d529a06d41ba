/**
 * The response class Node creates per request (`http.createServer`'s public `ServerResponse`
 * option): the one place an answer of Next's is transformed, once, whichever way its head leaves.
 */
import http from 'node:http'
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib'

/**
 * Brotli at quality 5 for what is compressed per answer: over nine pages' HTML (82–153 KB) it
 * sends 6.8 % fewer bytes than quality 4 (the longest page 17.2 → 15.5 KB: what a phone waits
 * for before its first paint) for 1.3–1.6 ms of CPU a page instead of 0.9–1.0; quality 6 saves 0.9 %
 * more for about 0.1 ms more (bench/results/compression-2026-11-30.txt). A page kept in front of Next
 * pays it once per keeping. Static files are compressed at build time at the highest quality
 * instead (src/server/precompressed.mjs).
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }
const encoders = {
  br: { stream: () => createBrotliCompress(BROTLI), whole: (data) => brotliCompressSync(data, BROTLI) },
  gzip: { stream: () => createGzip(), whole: (data) => gzipSync(data) },
}

/** A whole body compressed in `coding`, as the answers compress it. @param {Buffer} data @param {'br' | 'gzip'} coding */
export const compressWhole = (data, coding) => encoders[coding].whole(data)

/** Headers an answer carries once: a second copy is a client's guess (fetch joins them with ", "). */
const SINGLE_VALUED = new Set([
  'location',
  'content-type',
  'content-length',
  'content-location',
  'etag',
  'last-modified',
  'retry-after',
  'x-nextjs-stale-time',
])

const EMPTY = Buffer.alloc(0)

const toBuffer = (chunk, encoding) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined)
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)

/**
 * What becomes of an answer, decided once at its head (src/server/answer.mjs); status and headers
 * are changed on the response itself by then.
 * @typedef {{
 *   replace?: Buffer,
 *   rewrite?: { push: (data: Buffer) => Buffer, flush: () => Buffer },
 *   compress?: 'br' | 'gzip',
 * }} AnswerPlan
 *  - replace: the body to send instead of Next's (Next's is dropped);
 *  - rewrite: each body chunk in turn, then what is left at the end (script nonces);
 *  - compress: compress what is sent, in this coding.
 * @typedef {(res: SiteResponse, bodyLength: number | undefined, whole: string | Buffer | undefined) => AnswerPlan | undefined} DecideAnswer
 *   `bodyLength` and `whole`: known when the whole body comes with `end` (every cached page).
 */

export class SiteResponse extends http.ServerResponse {
  /** Set by the server for each request; without it an answer passes as Next sends it. @type {DecideAnswer | undefined} */
  decideAnswer
  #decided = false
  /** @type {AnswerPlan | undefined} */
  #plan
  /** @type {import('node:zlib').Gzip | import('node:zlib').BrotliCompress | undefined} */
  #encoder
  #ending = false

  /**
   * Next 16 sets a rendered redirect's `Location` while rendering and appends it again from the
   * render's cache entry when it first caches the page (vercel/next.js#82117, open): a members-only
   * post's public address answered `location` twice on a cache miss, and undici followed
   * `/user/edu/news-detail/34, /user/edu/news-detail/34` to a 404. Appending a single-valued header
   * replaces it instead. Remove once Next appends cached headers without duplicating them.
   * @param {string} name @param {string | readonly string[]} value
   */
  appendHeader(name, value) {
    if (SINGLE_VALUED.has(name.toLowerCase()) && this.hasHeader(name)) {
      this.setHeader(name, Array.isArray(value) ? value[value.length - 1] : value)
      return this
    }
    return super.appendHeader(name, value)
  }

  /** @param {string | Buffer} [whole] the whole body, when it comes at once @param {BufferEncoding} [encoding] */
  #decide(whole, encoding) {
    if (this.#decided) return
    this.#decided = true
    const length = typeof whole === 'string' ? Buffer.byteLength(whole, encoding) : whole?.length
    this.#plan = this.decideAnswer?.(this, length, whole) ?? undefined
  }

  writeHead(status, reason, headers) {
    if (this.#decided) return super.writeHead(status, reason, headers)
    const given = typeof reason === 'string' ? headers : reason
    this.statusCode = status
    // The decision sees the headers given here too, as the head will carry them.
    if (Array.isArray(given)) {
      const flat = Array.isArray(given[0]) ? given.flat() : given
      for (let i = 0; i + 1 < flat.length; i += 2) this.setHeader(flat[i], flat[i + 1])
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value)
    }
    this.#decide()
    // A status the decision changed leaves Next's reason phrase behind.
    return super.writeHead(
      this.statusCode,
      this.statusCode === status && typeof reason === 'string' ? reason : undefined,
    )
  }

  write(chunk, encoding, callback) {
    this.#decide()
    const plan = this.#plan
    if (!plan || chunk == null) return super.write(chunk, encoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    let data = plan.replace ? EMPTY : toBuffer(chunk, encoding)
    if (plan.rewrite && data.length) data = plan.rewrite.push(data)
    if (plan.compress) return this.#encoderStream(plan.compress).write(data, done)
    if (data.length === 0) {
      if (done) process.nextTick(done)
      return true
    }
    return super.write(data, done)
  }

  end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk, encoding] = [chunk, undefined, undefined]
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    // Undecided until now: nothing was written, this is the whole body.
    const whole = chunk == null ? EMPTY : typeof chunk === 'string' ? chunk : toBuffer(chunk)
    this.#decide(whole, typeof encoding === 'string' ? encoding : undefined)
    const plan = this.#plan
    if (!plan) return super.end(chunk, encoding, callback)
    if (this.#ending) return this
    this.#ending = true
    if (plan.replace) return super.end(plan.replace, callback)
    let data = toBuffer(whole, encoding)
    if (plan.rewrite) data = Buffer.concat([plan.rewrite.push(data), plan.rewrite.flush()])
    if (plan.compress && this.#encoder) {
      this.#encoder.once('end', () => super.end(callback))
      this.#encoder.end(data)
      return this
    }
    // The whole body at once (compressed at once): its length is known.
    if (plan.compress) data = encoders[plan.compress].whole(data)
    if (!this.headersSent && this.req.method !== 'HEAD' && this.statusCode !== 204 && this.statusCode !== 304)
      this.setHeader('content-length', data.length)
    return super.end(data.length ? data : undefined, callback)
  }

  /** Next calls this after each streamed chunk (as for the `compression` middleware). */
  flush() {
    this.#encoder?.flush()
  }

  /** @param {'br' | 'gzip'} coding */
  #encoderStream(coding) {
    if (this.#encoder) return this.#encoder
    const encoder = encoders[coding].stream()
    this.#encoder = encoder
    encoder.on('data', (data) => {
      if (!this.destroyed && !super.write(data)) encoder.pause()
    })
    encoder.on('drain', () => this.emit('drain'))
    encoder.on('error', (error) => this.destroy(error))
    this.on('drain', () => encoder.resume())
    this.once('close', () => encoder.destroy())
    return encoder
  }
}
