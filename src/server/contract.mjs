/**
 * The contract between the web server (src/server/, plain Node) and the app Next bundles (src/app,
 * Payload, better-auth): everything the two share, in one place.
 *
 *  - CLIENT_IP_HEADER: the client's address, set by the server from the socket (or the trusted
 *    proxy) on every request before Next sees it; a client's own value is overwritten. The app
 *    reads it for rate limits and sessions (src/auth/cookie-cache.ts).
 *  - requestContext: the request being served ({ requestId }), set by the server around Next's
 *    handler; the app's log lines carry its id (src/lib/logging.mjs).
 *  - onShutdown / runShutdownDrains: work the app registers (the job runner's running tick, mails
 *    being sent) and the server runs on SIGTERM, after the requests in flight.
 *  - CACHE_CHANNEL / ALL_TAGS / IMAGES_GONE: the Postgres channel on which the app publishes expired cache tags
 *    (src/lib/revalidate.ts, scripts, seeds); the server's cache listener expires them in this
 *    process's Next cache (src/cache/listener.mjs).
 *  - provideSiteAddresses / siteAddresses: the addresses at which the content makes the site
 *    serve a page (src/navigation/site-addresses.ts, registered at boot by
 *    src/instrumentation-node.ts); the server's page-view check keeps them in memory
 *    (src/page-views/served-paths.mjs).
 *  - provideMemberCheck / memberCheck: whether a cookie holds a member's session, read from its row
 *    (src/auth/member-session.ts, registered at boot), for src/proxy.ts past the cookie cache's minute.
 *  - reportDatabaseUnreachable / onDatabaseUnreachable: a request failed because Postgres could not
 *    be reached (src/instrumentation.ts); the server answers failures the maintenance page from
 *    then on, until its probe finds the database back (src/server/maintenance.mjs).
 *  - setReleaseResult / releaseResult: the image's release step (`--migrate`, `--seed`) runs inside
 *    the bundle (src/instrumentation-node.ts) and leaves its result for scripts/container-start.mjs.
 *
 * Why one globalThis key: the server imports this file as a Node module, while Next's bundles hold
 * a copy of their own, so module-level state here would exist twice in one process. The state that
 * must be one (the AsyncLocalStorage, the drains, the site's addresses, the unreachable listeners, the release result) lives under the
 * single key below; everything else is a constant and needs no sharing.
 * Plain JavaScript: the server runs without a TypeScript loader.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export const CLIENT_IP_HEADER = 'x-client-ip'

export const CACHE_CHANNEL = 'next_cache_tags'

/** Expire every cached page (used after a seed or a missed notification). */
export const ALL_TAGS = '*'

/**
 * An uploaded file was deleted or replaced: every process forgets next/image's resized copies
 * (memory and the shared files, src/cache/next-cache-handler.mjs), so none is served again.
 */
export const IMAGES_GONE = 'images:gone'

const SHARED = Symbol.for('site.serverAppContract')

globalThis[SHARED] ??= {
  requestContext: new AsyncLocalStorage(),
  drains: new Set(),
  siteAddresses: undefined,
  unreachable: new Set(),
  releaseResult: undefined,
  memberCheck: undefined,
}
/**
 * @type {{
 *   requestContext: AsyncLocalStorage<{ requestId: string }>,
 *   drains: Set<() => Promise<unknown>>,
 *   siteAddresses: SiteAddresses | undefined,
 *   unreachable: Set<() => void>,
 *   releaseResult: unknown,
 *   memberCheck: ((cookie: string) => Promise<boolean>) | undefined,
 * }}
 */
const shared = globalThis[SHARED]

/** The request being served, set by the server around Next's handler. */
export const requestContext = shared.requestContext

export const currentRequestId = () => requestContext.getStore()?.requestId

/**
 * Work the server must let finish before the process exits.
 * @param {() => Promise<unknown>} drain
 */
export function onShutdown(drain) {
  shared.drains.add(drain)
}

/** Runs every registered drain; a failing one does not stop the others. */
export async function runShutdownDrains() {
  await Promise.allSettled([...shared.drains].map((drain) => drain()))
}

/**
 * The addresses the content decides, in lists that the cache tags named with each expire (a list
 * without tags never changes), and a signed-in member's own addresses: null for a cookie that
 * holds no member's session, else those of the member's pages at `path` (an application of theirs).
 * @typedef {{
 *   lists: { tags: string[], load: () => Promise<string[]> }[],
 *   memberAddresses: (cookie: string, path: string) => Promise<string[] | null>,
 * }} SiteAddresses
 */

/** @param {SiteAddresses} addresses */
export function provideSiteAddresses(addresses) {
  shared.siteAddresses = addresses
}

/** The app's addresses, once it has booted. */
export const siteAddresses = () => shared.siteAddresses

/**
 * The server listens for requests that failed because the database could not be reached.
 * @param {() => void} listener
 */
export function onDatabaseUnreachable(listener) {
  shared.unreachable.add(listener)
}

/** Told by the app while the failed answer is still being rendered, so its head can say 503. */
export function reportDatabaseUnreachable() {
  for (const listener of shared.unreachable) listener()
}

/**
 * Whether a cookie holds a signed-in member's session, read from its row: src/proxy.ts asks when
 * the cookie cache cannot tell.
 * @param {(cookie: string) => Promise<boolean>} check
 */
export function provideMemberCheck(check) {
  shared.memberCheck = check
}

/** The app's check, once it has booted. */
export const memberCheck = () => shared.memberCheck

/** @param {unknown} result what the release step did (src/db/prepare.ts) */
export function setReleaseResult(result) {
  shared.releaseResult = result
}

export const releaseResult = () => shared.releaseResult
