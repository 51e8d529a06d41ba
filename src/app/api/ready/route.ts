import { MIGRATION_SQL } from '@/db/payload-tables/migrations'
import { getPayloadClient } from '@/lib/payload'
import { migrations } from '../../../../migrations'

/**
 * Readiness for a load balancer: Postgres answers and every committed migration is applied.
 * 200 `{ status: 'ready' }`, else 503 with a short reason. No page-view tracking, no rate limit,
 * never cached; the check gives up after 2 s so a hung database cannot hang the probe.
 */
export const dynamic = 'force-dynamic'

const TIMEOUT_MS = 2000
const noStore = { 'cache-control': 'no-store' }

async function pendingMigrations(): Promise<string[]> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.pool.query<{ name: string }>(MIGRATION_SQL.applied)
  const applied = new Set(rows.map((row) => row.name))
  return migrations.map((migration) => migration.name).filter((name) => !applied.has(name))
}

export async function GET() {
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), TIMEOUT_MS).unref())
  try {
    const pending = await Promise.race([pendingMigrations(), timeout])
    if (pending === 'timeout') {
      return Response.json({ status: 'unavailable', reason: 'database timeout' }, { status: 503, headers: noStore })
    }
    if (pending.length > 0) {
      return Response.json(
        { status: 'unavailable', reason: 'migrations pending', pending },
        { status: 503, headers: noStore },
      )
    }
    return Response.json({ status: 'ready' }, { headers: noStore })
  } catch {
    return Response.json({ status: 'unavailable', reason: 'database unreachable' }, { status: 503, headers: noStore })
  }
}
