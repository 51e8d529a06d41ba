/**
 * Work the web server must let finish before the process exits: the job runner's current tick
 * and mails being sent in the background. Registered from the app (bundled by Next) and run by
 * scripts/server.mjs on SIGTERM, after the requests in flight: the two are separate module
 * instances, so the list lives on globalThis.
 * Plain JavaScript: the web server loads it without a TypeScript loader.
 */
const DRAINS = Symbol.for('site.shutdownDrains')

/** @returns {Set<() => Promise<unknown>>} */
const drains = () => {
  globalThis[DRAINS] ??= new Set()
  return globalThis[DRAINS]
}

/** @param {() => Promise<unknown>} drain */
export function onShutdown(drain) {
  drains().add(drain)
}

/** Runs every registered drain; a failing one does not stop the others. */
export async function runShutdownDrains() {
  await Promise.allSettled([...drains()].map((drain) => drain()))
}
