/**
 * In production Next's `prepare()` leaves its server unprepared until the first request it handles,
 * and only then runs src/instrumentation.ts: the app's addresses for page views, the job runners,
 * the production image's release step. A page view answered before Next (or no visitor at all)
 * would find none, and a release step would never run. So Next is asked for its liveness once, on
 * a loopback listener of its own, before anything else: through its public request handler only.
 */
import http from 'node:http'

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handler
 * @returns {Promise<number>} the status Next answered (200 once src/instrumentation.ts has run)
 */
export async function bootNext(handler) {
  const boot = http.createServer((req, res) => void handler(req, res))
  await new Promise((resolve) => boot.listen(0, '127.0.0.1', () => resolve(undefined)))
  try {
    const address = /** @type {import('node:net').AddressInfo} */ (boot.address())
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: address.port, path: '/api/health' }, (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
        })
        .on('error', reject)
    })
  } finally {
    boot.close()
  }
}
