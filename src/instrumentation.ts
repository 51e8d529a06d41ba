/**
 * Runs once when the Next server boots. Node-only work lives in instrumentation-node.ts, imported
 * behind the runtime check so the Edge build of this file never sees Payload.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The admin's server-rendered dates (the version view's restore dialog and breadcrumb, page
    // titles, list group headings) are formatted by Payload with the server's local zone and no
    // way to pass one (@payloadcms/next views/Version: formatDate without `timezone`). Staff work
    // in Seoul, so the server's local zone is Seoul; it also makes the server render of the
    // admin's client components agree with a Seoul browser. Nothing else depends on it: the site
    // formats with an explicit Asia/Seoul, and every database timestamp is timestamptz.
    process.env.TZ = 'Asia/Seoul'
    const { registerNode } = await import('./instrumentation-node')
    await registerNode()
  }
}
