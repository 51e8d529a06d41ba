import http from 'node:http'

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

/**
 * The server's responses, through Node's public `ServerResponse` option of `http.createServer`.
 * Next 16 sets a rendered redirect's `Location` while rendering and appends it again from the
 * render's cache entry when it first caches the page (vercel/next.js#82117, open): a members-only
 * post's public address answered `location` twice on a cache miss, and undici followed
 * `/user/edu/news-detail/34, /user/edu/news-detail/34` to a 404. Appending a single-valued header
 * replaces it instead. Remove once Next appends cached headers without duplicating them.
 */
export class SiteResponse extends http.ServerResponse {
  /** @param {string} name @param {string | readonly string[]} value */
  appendHeader(name, value) {
    if (SINGLE_VALUED.has(name.toLowerCase()) && this.hasHeader(name)) {
      this.setHeader(name, Array.isArray(value) ? value[value.length - 1] : value)
      return this
    }
    return super.appendHeader(name, value)
  }
}
