import type { Payload } from 'payload'
import { closePayload, localPayload, TEST_SECRETS } from './payload'
import { type RunningSite, startSite } from './site'
import { createTestDatabase, type TestDatabase } from './test-database'

export interface SeededSite {
  db: TestDatabase
  site: RunningSite
  /** Payload's Local API on the site's database, as a script would use it. */
  payload: Payload
  /** Stops the site, lets the Local API's connections go, then drops the database. */
  stop: () => Promise<void>
}

/** The seeded site on its own database of the run's Postgres, with the Local API beside it (a test file's beforeAll). */
export async function startSeededSiteWithLocalApi(env: Record<string, string> = {}): Promise<SeededSite> {
  const db = await createTestDatabase({ seeded: true })
  let site: RunningSite | undefined
  try {
    site = await startSite({ env: { ...db.siteEnv, ...TEST_SECRETS, ...env } })
    const payload = await localPayload(db.url)
    const running = site
    const stop = async () => {
      try {
        await running.stop()
        await closePayload(payload)
      } finally {
        await db.destroy()
      }
    }
    return { db, site, payload, stop }
  } catch (error) {
    await site?.stop()
    await db.destroy()
    throw error
  }
}
