/**
 * The one way a step of the pipeline (src/server/pipeline.mjs) sees or alters an answer: its
 * status, its headers and its body. Steps never patch `writeHead`/`write`/`end` themselves.
 *
 * `decide(status)` runs once, just before the head leaves: at Next's `writeHead`, or when Node
 * would write the head implicitly (the first `write`, `end` or `flushHeaders`). Headers passed to
 * `writeHead` are already on the response then (`res.getHeader`), so a step changes any header with
 * `res.setHeader`/`removeHeader`. It returns nothing (the answer passes through) or an Interception:
 *  - `status`: send this status instead;
 *  - `chunk(data)`: each body chunk in turn, returning what to send instead (an empty buffer sends nothing);
 *  - `end()`: the bytes to send last;
 *  - `hold`: keep the head and the body back until `end()` settles (it may return a promise); the
 *    head then goes out with `res.statusCode` and the headers as they are at that moment.
 *
 * Interceptions nest like the steps that install them: the step installed last sees the answer
 * first, and what it sends passes through the steps installed before it.
 * @typedef {{
 *   status?: number,
 *   chunk?: (data: Buffer) => Buffer,
 *   end?: () => Buffer | undefined | Promise<Buffer | undefined>,
 *   hold?: boolean,
 * }} Interception
 */

const EMPTY = Buffer.alloc(0)

const toBuffer = (chunk, encoding) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined)
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)

/**
 * @param {import('node:http').ServerResponse} res
 * @param {(status: number) => Interception | undefined | void} decide
 */
export function interceptResponse(res, decide) {
  const inner = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  /** @type {'open' | 'passed' | 'held'} open: the head has not come by yet */
  let state = 'open'
  /** @type {Interception | undefined} */
  let interception

  /**
   * Takes the head: decides, then lets it pass. From `writeHead` (`explicit`: its other arguments)
   * it is passed on at once; otherwise Node writes it itself (implicitly, through `res.writeHead`,
   * which then forwards), so that Node still computes Content-Length for a body sent with `end`.
   * @param {number} status
   * @param {unknown[]} [explicit]
   */
  function takeHead(status, explicit) {
    if (state !== 'open') return
    interception = decide(status) || undefined
    const sent = interception?.status ?? status
    res.statusCode = sent
    if (interception?.hold) {
      state = 'held'
      return
    }
    state = 'passed'
    if (explicit)
      inner.writeHead.call(
        res,
        sent,
        ...(sent === status ? explicit : explicit.filter((arg) => typeof arg !== 'string')),
      )
  }

  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((argument) => argument && typeof argument === 'object')
    // Held: the head goes out when the ending settles. A step inside may ask again meanwhile (the
    // compression middleware does on each write while no head is out): its headers join the held ones.
    if (state === 'held') {
      if (headers && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value)
      }
      return this
    }
    if (state !== 'open') return inner.writeHead.call(this, status, ...rest)
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value)
      takeHead(
        status,
        rest.filter((argument) => argument !== headers),
      )
    } else takeHead(status, rest)
    return this
  }

  res.flushHeaders = function flushHeaders() {
    takeHead(this.statusCode)
    if (state === 'passed') inner.flushHeaders.call(this)
  }

  res.write = function write(chunk, encoding, callback) {
    takeHead(this.statusCode)
    const done = typeof encoding === 'function' ? encoding : callback
    if (!interception?.chunk || chunk == null) {
      if (state === 'held') {
        done?.()
        return true
      }
      return inner.write.call(this, chunk, encoding, callback)
    }
    const data = interception.chunk(toBuffer(chunk, encoding))
    if (state === 'held' || data.length === 0) {
      done?.()
      return true
    }
    return inner.write.call(this, data, done)
  }

  res.end = function end(chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function')
    const hasChunk = chunk != null && typeof chunk !== 'function'
    takeHead(this.statusCode)
    if (!interception?.chunk && !interception?.end && state === 'passed') {
      return inner.end.call(this, chunk, encoding, callback)
    }
    let body = EMPTY
    if (hasChunk) {
      const data = toBuffer(chunk, encoding)
      body = interception?.chunk ? interception.chunk(data) : data
    }
    const last = interception?.end?.()
    const finish = (tail) => {
      if (this.destroyed) return
      if (state === 'held') {
        state = 'passed'
        inner.writeHead.call(this, this.statusCode)
      }
      const bytes = tail?.length ? (body.length ? Buffer.concat([body, tail]) : tail) : body
      inner.end.call(this, bytes.length ? bytes : undefined, done)
    }
    if (last && typeof last.then === 'function') void last.then(finish)
    else finish(last)
    return this
  }
}

/**
 * An Interception that holds the head and the whole body back, then sends what `finish` makes of
 * the body (it may change the head meanwhile with `res.setHeader`).
 * @param {(body: Buffer) => Buffer | undefined | Promise<Buffer | undefined>} finish
 * @returns {Interception}
 */
export function holdWhole(finish) {
  /** @type {Buffer[]} */
  const held = []
  return {
    hold: true,
    chunk: (data) => {
      held.push(data)
      return EMPTY
    },
    end: () => finish(Buffer.concat(held)),
  }
}
