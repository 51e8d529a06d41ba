/**
 * What the web server (plain Node) and the app Next bundles share: the client-address header, the
 * request context, shutdown drains, the cache channel, the site's addresses, the member check, the
 * database-unreachable reports and the release result (docs/architecture.md, "Contract").
 * Shared state lives under one globalThis key: Next's bundles hold a copy of this module of their own.
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
