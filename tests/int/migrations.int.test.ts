import { getMigrations } from 'better-auth/db/migration'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authOptions } from '@/auth/options'
import { parseEnv } from '@/config/env'
import { pageViewAddressesSql } from '../../migrations/20261128_120000_page_view_addresses'
import { runPrepare } from '../../scripts/lib/run-prepare'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

let db: TestDatabase
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  db = await createTestDatabase()
  env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: 'migration-test-payload-secret-0123456789',
    BETTER_AUTH_SECRET: 'migration-test-better-auth-secret-012345',
  }
})
afterAll(() => db?.destroy())

/** Every column and index of both schemas, in a stable order. */
async function schemaSnapshot() {
  const columns = await db.query(`
    SELECT table_schema, table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema IN ('public', 'auth')
    ORDER BY 1, 2, 3`)
  const indexes = await db.query(`
    SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes
    WHERE schemaname IN ('public', 'auth') ORDER BY 1, 2, 3`)
  return { columns, indexes }
}

describe('migrations', () => {
  it('create Payload tables in public and the site members in the auth schema', async () => {
    await runPrepare(env, { seed: false })
    const tables = await db.query<{ schema: string; name: string }>(`
      SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema IN ('public', 'auth') ORDER BY 1, 2`)
    const names = tables.map((t) => `${t.schema}.${t.name}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'public.users',
        'public.pages',
        'public.payload_migrations',
        'public.rate_limits',
        'public.page_view_counts',
      ]),
    )
    expect(names.filter((n) => n.startsWith('auth.')).sort()).toEqual([
      'auth.account',
      'auth.rateLimit',
      'auth.session',
      'auth.user',
      'auth.verification',
    ])
  })

  it('change nothing when applied a second time', async () => {
    const before = await schemaSnapshot()
    const applied = await db.query('SELECT name, batch FROM payload_migrations ORDER BY name')
    await runPrepare(env, { seed: false })
    expect(await schemaSnapshot()).toEqual(before)
    expect(await db.query('SELECT name, batch FROM payload_migrations ORDER BY name')).toEqual(applied)
  })

  it('leave better-auth nothing to create: the committed SQL matches the auth options', async () => {
    const options = authOptions(parseEnv(env))
    const plan = await getMigrations(options)
    await options.database.end()
    expect(plan.toBeCreated.map((t) => t.table)).toEqual([])
    expect(plan.toBeAdded.map((t) => t.table)).toEqual([])
    expect(plan.toBeAddedIndexes.map((i) => i.name)).toEqual([])
  })

  it("reduce stored page views' referrers to another site's origin and their paths to the page", async () => {
    const rows: [string, string | null, string | null][] = [
      ['/login?email=a@b.kr&password=hunter2', '', 'https://evil.example/login?email=a@b.kr&password=hunter2#x'],
      ['/foodtech', '/login?password=hunter2', 'https://www.site.example/login?email=a@b.kr&password=hunter2'],
      ['/community/news/list?page=2', '/community/news/list?page=3', 'https://user:pw@search.naver.com:443/s?q=1'],
      ['/invest#top', null, 'http://blog.example:8080/post/1?id=2'],
      ['/', null, 'android-app://com.google.android.gm/'],
      ['/', null, null],
    ]
    const ids: number[] = []
    for (const [path, pathFrom, referrer] of rows) {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO page_views (path, path_from, referrer, session_id, device_class)
         VALUES ($1, $2, $3, 'migration-test', 'desktop') RETURNING id`,
        [path, pathFrom, referrer],
      )
      ids.push(row?.id as number)
    }
    const query = new PgDialect().sqlToQuery(pageViewAddressesSql('www.site.example'))
    await db.query(query.sql, query.params)
    const after = await db.query<{ path: string; path_from: string | null; referrer: string | null }>(
      'SELECT path, path_from, referrer FROM page_views WHERE id = ANY($1) ORDER BY id',
      [ids],
    )
    expect(after).toEqual([
      { path: '/login', path_from: '', referrer: 'https://evil.example' },
      { path: '/foodtech', path_from: '/login', referrer: null },
      {
        path: '/community/news/list?page=2',
        path_from: '/community/news/list?page=3',
        referrer: 'https://search.naver.com',
      },
      { path: '/invest', path_from: null, referrer: 'http://blog.example:8080' },
      { path: '/', path_from: null, referrer: null },
      { path: '/', path_from: null, referrer: null },
    ])
    expect(JSON.stringify(await db.query('SELECT * FROM page_views'))).not.toContain('hunter2')
  })
})
