/**
 * Pages Next served from its cache, kept as sent (nonces written, compressed) and sent again before
 * Next is asked, by HTTP's rules: same cookies and Vary'd headers, `private` only to a request with
 * cookies, until any cache tag expires, at most keepMs and s-maxage. Why: Next's own hit costs about
 * 3 ms of CPU, 0.2 of bare Node's rate (docs/architecture.md; ADR 0004).
 */
import { lastTagExpiry } from '../cache/next-cache-handler.mjs'

/** Headers of one answer, not of the page: the request id is set before Next, Date per answer. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/** @param {import('node:http').IncomingMessage} req */
const askable = (req) => req.method === 'GET' && !req.headers.range

/** The client's own key: its cookies, then the address. @param {string | undefined} cookie @param {string} url */
const keyOf = (cookie, url) => `${cookie ?? ''}\n${url}`

/** @param {import('node:http').ServerResponse} res @param {boolean} ownClient a request with cookies */
function lifetimeOf(res, keepMs, ownClient) {
  const control = String(res.getHeader('cache-control') ?? '')
  if (!ownClient && /(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(control)) return 0
  const shared = /(?:^|,)\s*s-maxage=(\d+)/i.exec(control)
  return shared ? Math.min(keepMs, Number(shared[1]) * 1000) : keepMs
}

/**
 * @param {{ keepMs?: number, maxBytes?: number, now?: () => number, lastExpiry?: () => number }} [options]
 */
export function createKeptPages({
  keepMs = 10_000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
  lastExpiry = lastTagExpiry,
} = {}) {
  /**
   * By client and address (keyOf), newest last; each one's variants by their Vary'd request headers.
   * @type {Map<string, { vary: [string, string][], headers: Record<string, any>, body: Buffer, keptAt: number, until: number }[]>}
   */
  const pages = new Map()
  let bytes = 0
  const fresh = (kept) => kept.keptAt > lastExpiry() && now() < kept.until
  const forget = (key) => {
    for (const kept of pages.get(key) ?? []) bytes -= kept.body.length
    pages.delete(key)
  }

  return {
    /**
     * Sends the kept answer for this request, if there is one; false leaves the request to Next.
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     */
    answer(req, res) {
      if (!askable(req)) return false
      const key = keyOf(req.headers.cookie, req.url ?? '')
      const variants = pages.get(key)
      const kept = variants?.find((each) => each.vary.every(([name, value]) => (req.headers[name] ?? '') === value))
      if (!kept) return false
      if (!fresh(kept)) {
        forget(key)
        return false
      }
      res.writeHead(200, kept.headers)
      res.end(kept.body)
      return true
    },

    /**
     * The request as it arrived (Next may change `req.url` while routing), for `keep`; none for a
     * request no kept answer could serve.
     * @param {import('node:http').IncomingMessage} req
     */
    arrival: (req) =>
      askable(req)
        ? {
            key: keyOf(req.headers.cookie, req.url ?? '/'),
            ownClient: Boolean(req.headers.cookie),
            headers: { ...req.headers },
          }
        : undefined,

    /**
     * Whether Next's answer, at its head, is one to keep for this arrival.
     * @param {{ ownClient: boolean }} arrival @param {import('node:http').ServerResponse} res
     */
    keepable: (arrival, res) =>
      res.statusCode === 200 &&
      // A hit, not the render that filled the cache: a kept answer says what Next would say now.
      res.getHeader('x-nextjs-cache') === 'HIT' &&
      !res.hasHeader('set-cookie') &&
      String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
      !/\*/.test(String(res.getHeader('vary') ?? '')) &&
      lifetimeOf(res, keepMs, arrival.ownClient) > 0,

    /**
     * Keeps the answer about to be sent, its headers final.
     * @param {{ key: string, ownClient: boolean, headers: import('node:http').IncomingHttpHeaders }} arrival
     * @param {import('node:http').ServerResponse} res @param {Buffer} body
     */
    keep(arrival, res, body) {
      const names = String(res.getHeader('vary') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean)
      /** @type {[string, string][]} */
      const vary = names.map((name) => [name, String(arrival.headers[name] ?? '')])
      const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER.has(name)))
      const keptAt = now()
      const key = JSON.stringify(vary)
      const variants = (pages.get(arrival.key) ?? []).filter((each) => fresh(each) && JSON.stringify(each.vary) !== key)
      forget(arrival.key)
      variants.push({ vary, headers, body, keptAt, until: keptAt + lifetimeOf(res, keepMs, arrival.ownClient) })
      pages.set(arrival.key, variants)
      for (const each of variants) bytes += each.body.length
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break
        forget(oldest)
      }
    },
  }
}
