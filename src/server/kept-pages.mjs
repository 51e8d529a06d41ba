/**
 * Pages Next answered from its cache, kept as sent (nonces written, compressed) and sent again
 * before Next is asked: a shared cache in front of Next, as a CDN would be, by HTTP's rules.
 *
 * Why here: a cached page costs Next about 3 ms of a process's CPU (its routing and cache read,
 * 45 % of a CPU profile under 50 connections), so the site answered its cached pages at 0.2 of
 * what bare Node answers with the same bytes (bench/pages-results.json). Next offers no cheaper
 * path for a page that is the same for everyone.
 *
 * Kept: a GET's 200 HTML answer that Next served from its cache (`x-nextjs-cache: HIT`) whole, without
 * `Set-Cookie`, `private` or `no-store`. Only requests without cookies make or get a kept answer:
 * a cookie is what makes a request someone's (a member's session, which src/proxy.ts reads to
 * decide, draft mode, which Next renders per request), and a guest who never signed in sends none.
 * Neither does a HEAD or a range. A kept answer is sent only to a request whose headers named in
 * its `Vary` are the same (Accept-Encoding, and Next's RSC headers: a script's navigation is Next's).
 *
 * A kept answer is good while no cache tag has expired since it was made (any tag: the cache
 * handler's one clock, src/cache/next-cache-handler.mjs, which the channel's tags and Next's own
 * `revalidateTag` both reach), for at most `keepMs` and the answer's `s-maxage`.
 */
import { lastTagExpiry } from '../cache/next-cache-handler.mjs'

/** Headers of one answer, not of the page: the request id is set before Next, Date per answer. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/** @param {import('node:http').IncomingMessage} req */
const askable = (req) => req.method === 'GET' && !req.headers.range && !req.headers.cookie

/** @param {import('node:http').ServerResponse} res */
function lifetimeOf(res, keepMs) {
  const control = String(res.getHeader('cache-control') ?? '')
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(control)) return 0
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
   * By address, newest last; each address's variants by their Vary'd request headers.
   * @type {Map<string, { vary: [string, string][], headers: Record<string, any>, body: Buffer, keptAt: number, until: number }[]>}
   */
  const pages = new Map()
  let bytes = 0
  const fresh = (kept) => kept.keptAt > lastExpiry() && now() < kept.until
  const forget = (url) => {
    for (const kept of pages.get(url) ?? []) bytes -= kept.body.length
    pages.delete(url)
  }

  return {
    /**
     * Sends the kept answer for this request, if there is one; false leaves the request to Next.
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     */
    answer(req, res) {
      if (!askable(req)) return false
      const variants = pages.get(req.url ?? '')
      const kept = variants?.find((each) => each.vary.every(([name, value]) => (req.headers[name] ?? '') === value))
      if (!kept) return false
      if (!fresh(kept)) {
        forget(req.url ?? '')
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
    arrival: (req) => (askable(req) ? { url: req.url ?? '/', headers: { ...req.headers } } : undefined),

    /** Whether Next's answer, at its head, is one to keep. @param {import('node:http').ServerResponse} res */
    keepable: (res) =>
      res.statusCode === 200 &&
      // A hit, not the render that filled the cache: a kept answer says what Next would say now.
      res.getHeader('x-nextjs-cache') === 'HIT' &&
      !res.hasHeader('set-cookie') &&
      String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
      !/\*/.test(String(res.getHeader('vary') ?? '')) &&
      lifetimeOf(res, keepMs) > 0,

    /**
     * Keeps the answer about to be sent, its headers final.
     * @param {{ url: string, headers: import('node:http').IncomingHttpHeaders }} arrival
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
      const variants = (pages.get(arrival.url) ?? []).filter((each) => fresh(each) && JSON.stringify(each.vary) !== key)
      forget(arrival.url)
      variants.push({ vary, headers, body, keptAt, until: keptAt + lifetimeOf(res, keepMs) })
      pages.set(arrival.url, variants)
      for (const each of variants) bytes += each.body.length
      for (const url of pages.keys()) {
        if (bytes <= maxBytes) break
        forget(url)
      }
    },
  }
}
