import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { get } from '../helpers/http'
import { type RunningSite, startSite } from '../helpers/site'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

let db: TestDatabase
let site: RunningSite

beforeAll(async () => {
  // Seeded already: a start on an empty database (migrations, seed) is the fresh-start test's (site.int).
  db = await createTestDatabase({ seeded: true })
  site = await startSite({ env: db.siteEnv })
})
afterAll(async () => {
  try {
    await site?.stop()
  } finally {
    await db?.destroy()
  }
})

it('uses the server named by DATABASE_URL and starts no Postgres of its own', async () => {
  expect(site.output()).toContain('데이터베이스: DATABASE_URL')
  expect(existsSync(path.join(site.dataDir, 'postgres'))).toBe(false)

  expect((await get(site.url, '/')).status).toBe(200)
  const migrated = await db.query<{ count: string }>('SELECT count(*) FROM payload_migrations WHERE batch > 0')
  expect(Number(migrated[0]?.count)).toBeGreaterThan(0)
  expect(await db.query(`SELECT to_regclass('auth.session')::text AS name`)).toEqual([{ name: 'auth.session' }])
})
