/**
 * The id of the build this server runs, for the browser's new-build check (BuildWatcher).
 * The same constant is compiled into the browser code (next.config.mjs `env`), so a browser whose
 * id differs from this answer was loaded from an older (or newer) deployment.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ buildId: process.env.SITE_BUILD_ID }, { headers: { 'cache-control': 'no-store' } })
}
