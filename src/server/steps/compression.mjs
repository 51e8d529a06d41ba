/**
 * Compresses the answer (gzip or deflate, as the client accepts), with the middleware Next itself
 * uses; Next's own compression is off (next.config.mjs `compress: false`) because the script
 * nonces must be added to the HTML before it is compressed. The middleware wraps the response in
 * its own way; installed before the steps that alter the body, it compresses what they send.
 */
import compression from 'next/dist/compiled/compression/index.js'

const compress = compression()

export const compressionStep = {
  name: 'compression',
  run({ req, res }, next) {
    compress(req, res, () => {})
    next()
  },
}
