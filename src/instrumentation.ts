/**
 * Runs once when the Next server boots. Node-only work lives in instrumentation-node.ts, imported
 * behind the runtime check so the Edge build of this file never sees Payload.
 */
let reportNodeRequestError: ((error: unknown) => void) | undefined

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The admin's server-rendered dates (the version view's restore dialog and breadcrumb, page
    // titles, list group headings) are formatted by Payload with the server's local zone and no
    // way to pass one (@payloadcms/next views/Version: formatDate without `timezone`). Staff work
    // in Seoul, so the server's local zone is Seoul; it also makes the server render of the
    // admin's client components agree with a Seoul browser. The job queue's schedules (Payload
    // reads a cron in the local zone) are Seoul times too. Nothing else depends on it: the site
    // formats with an explicit Asia/Seoul, and every database timestamp is timestamptz.
    process.env.TZ = 'Asia/Seoul'
    const node = await import('./instrumentation-node')
    reportNodeRequestError = node.reportRequestError
    await node.registerNode()
  }
}

/**
 * Next calls this for an error of a request while its answer is still being made: when the error
 * says Postgres could not be reached, the server answers the failure with the maintenance page
 * (503) instead of a 500 (src/server/maintenance.mjs). Synchronous, so the server knows before
 * the failed answer's head leaves.
 */
export function onRequestError(error: unknown) {
  reportNodeRequestError?.(error)
}
