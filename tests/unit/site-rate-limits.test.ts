import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_VIEW_SQL } from '@/db/payload-tables/page-views.mjs'
import { CONSUME_RATE_LIMIT_SQL } from '@/db/site-rate-limits.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const migration = readFileSync(path.join(root, 'migrations/20261125_211000_site_rate_limits.ts'), 'utf8')

/** The columns of `CREATE TABLE "site_rate_limits"` in the migration, with whether each must be given. */
function migrationColumns() {
  const body = /CREATE TABLE "site_rate_limits" \(([\s\S]*?)\n\s*\);/.exec(migration)?.[1]
  if (!body) throw new Error('the migration does not create site_rate_limits')
  return body
    .split(',\n')
    .map((line) => /^\s*"(\w+)"\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, name, rest]) => ({ name, required: /NOT NULL/.test(rest ?? '') && !/DEFAULT/.test(rest ?? '') }))
}

describe('site_rate_limits: the limiter SQL and its migration agree', () => {
  const columns = migrationColumns()
  const names = columns.map((column) => column.name)

  it('creates the three columns the limiter uses', () => {
    expect(names).toEqual(['key', 'count', 'window_start'])
  })

  it('reads and writes only site_rate_limits, never better-auth’s tables', () => {
    // Every table after INSERT INTO, DELETE FROM, FROM, JOIN or an UPDATE that is not ON CONFLICT's
    // `DO UPDATE` or a row lock's `FOR UPDATE`.
    const tables = [
      ...CONSUME_RATE_LIMIT_SQL.matchAll(/\b(?:INSERT INTO|(?<!DO |FOR )UPDATE|FROM|JOIN)\s+([\w."]+)/gi),
    ].map((m) => m[1])
    expect(new Set(tables)).toEqual(new Set(['site_rate_limits']))
    expect(CONSUME_RATE_LIMIT_SQL).not.toMatch(/auth\.|"rateLimit"/)
  })

  it('inserts every required column and names no column the table lacks', () => {
    const inserted = /INSERT INTO site_rate_limits \(([^)]*)\)/.exec(CONSUME_RATE_LIMIT_SQL)?.[1]?.split(/,\s*/)
    expect(inserted).toBeDefined()
    for (const column of columns.filter((c) => c.required)) expect(inserted).toContain(column.name)
    const set = [...CONSUME_RATE_LIMIT_SQL.matchAll(/^\s*(\w+) = /gm)].map((m) => m[1])
    const qualified = [...CONSUME_RATE_LIMIT_SQL.matchAll(/site_rate_limits\.(\w+)/g)].map((m) => m[1])
    const returned = /RETURNING (.*)$/.exec(CONSUME_RATE_LIMIT_SQL)?.[1]?.split(/,\s*/) ?? []
    const conflict = /ON CONFLICT \((\w+)\)/.exec(CONSUME_RATE_LIMIT_SQL)?.[1]
    for (const column of [...(inserted ?? []), ...set, ...qualified, ...returned, conflict])
      expect(names, `${column}`).toContain(column)
  })

  it('forgets old counters by columns the table has, through an index on their time', () => {
    const compared = [...CONSUME_RATE_LIMIT_SQL.matchAll(/WHERE (\w+) (?:IN|<)/g)].map((m) => m[1])
    expect(compared).toEqual(['key', 'window_start'])
    for (const column of compared) expect(names).toContain(column)
    const index = readFileSync(path.join(root, 'migrations/20261126_080000_site_rate_limits_forget.ts'), 'utf8')
    expect(index).toMatch(/ON "site_rate_limits" \("window_start"\)/)
  })

  it('keys the table by the conflict column (the upsert needs a unique key)', () => {
    expect(migration).toMatch(/"key" varchar PRIMARY KEY/)
  })

  it("counts page views by the table's columns and its unique key", () => {
    const statement = PAGE_VIEW_SQL.insertGroup
    const inserted = /INSERT INTO site_rate_limits \(([^)]*)\)/.exec(statement)?.[1]?.split(/,\s*/) ?? []
    for (const column of columns.filter((c) => c.required)) expect(inserted).toContain(column.name)
    const qualified = [...statement.matchAll(/(?:site_rate_limits|excluded)\.(\w+)/g)].map((m) => m[1])
    const conflict = /ON CONFLICT \((\w+)\)/.exec(statement)?.[1]
    for (const column of [...inserted, ...qualified, conflict]) expect(names, `${column}`).toContain(column)
    expect(statement).not.toMatch(/auth\.|"rateLimit"/)
  })
})
