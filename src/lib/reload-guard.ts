/**
 * "A failed chunk load reloads the page, at most once per 10 s per path": the decision, kept
 * pure so it can be tested without a browser. The caller keeps the timestamp in sessionStorage.
 */
export const RELOAD_GUARD_MS = 10_000
export const RELOAD_KEY_PREFIX = 'chunk-reload:'

export function reloadKey(pathname: string): string {
  return `${RELOAD_KEY_PREFIX}${pathname}`
}

/** `last` is the stored timestamp (ms) of this path's last reload, if any. */
export function mayReload(last: string | null, now: number, guardMs = RELOAD_GUARD_MS): boolean {
  if (last === null) return true
  const then = Number(last)
  // A garbled value or a clock that went backwards: allow, the new timestamp resets it.
  if (!Number.isFinite(then) || then > now) return true
  return now - then >= guardMs
}

const CHUNK_MESSAGE = /Loading (CSS )?chunk .* failed|Failed to load chunk/i

/** Webpack's and Turbopack's errors for a script or stylesheet chunk that could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && CHUNK_MESSAGE.test(reason)
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message))
}

/** A `<script>` or stylesheet `<link>` of our build that failed to load (a window 'error' event target). */
export function isBuildAssetUrl(url: string | null | undefined): boolean {
  return !!url && url.includes('/_next/static/')
}
