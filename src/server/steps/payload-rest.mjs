import { payloadErrorBody, payloadRestSegments, refusalByHead } from '../../lib/payload-rest-input.mjs'
import { refuse } from './request-limits.mjs'

/**
 * Payload's REST API (src/lib/payload-rest-input.mjs): refuses what the address and headers show
 * Payload would fail on with a 500, before Next reads the body. Here and not in src/proxy.ts: the
 * proxy would make Next copy every upload's body (multipart), cut at its 10 MB proxy limit.
 * Payload's generated route stays as Payload writes it (docs/adr/0046).
 */
export const payloadRest = {
  name: "Payload's REST refusals",
  run({ req, res }, next) {
    const url = req.url ?? '/'
    const segments = payloadRestSegments(url)
    if (!segments) return next()
    const header = (name) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    const refused = refusalByHead((req.method ?? 'GET').toUpperCase(), url, segments, header)
    // In Payload's error shape, `{ errors: [{ message }] }`, before the body is read.
    if (refused) return refuse(req, res, refused.status, refused.message, payloadErrorBody(refused.message))
    next()
  },
}
