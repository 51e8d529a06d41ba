import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_VIEW_SQL } from '@/db/payload-tables/page-views.mjs'

const migration = readFileSync(
  path.resolve(import.meta.dirname, '../../migrations/20261129_000000_one_rate_limiter.ts'),
  'utf8',
)

/** The columns of `CREATE TABLE "page_view_counts"` in its migration, with whether each must be given. */
function migrationColumns() {
  const body = /CREATE TABLE "page_view_counts" \(([\s\S]*?)\n\s*\);/.exec(migration)?.[1]
  if (!body) throw new Error('the migration does not create page_view_counts')
  return body
    .split(',\n')
    .map((line) => /^\s*"(\w+)"\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, name, rest]) => ({ name, required: /NOT NULL/.test(rest ?? '') && !/DEFAULT/.test(rest ?? '') }))
}

describe("page_view_counts: the tracker's statement and the table's migration agree", () => {
  const columns = migrationColumns()
  const names = columns.map((column) => column.name)
  const statement = PAGE_VIEW_SQL.insertGroup

  it('keys the table by the conflict column (the upsert needs a unique key)', () => {
    expect(migration).toMatch(/"key" varchar PRIMARY KEY/)
    expect(/ON CONFLICT \((\w+)\)/.exec(statement)?.[1]).toBe('key')
  })

  it('inserts every required column and names no column the table lacks', () => {
    const inserted = /INSERT INTO page_view_counts \(([^)]*)\)/.exec(statement)?.[1]?.split(/,\s*/) ?? []
    for (const column of columns.filter((c) => c.required)) expect(inserted).toContain(column.name)
    const qualified = [...statement.matchAll(/(?:page_view_counts|excluded)\.(\w+)/g)].map((m) => m[1])
    const compared = [...statement.matchAll(/WHERE (\w+) (?:IN|<)/g)].map((m) => m[1])
    for (const column of [...inserted, ...qualified, ...compared]) expect(names, `${column}`).toContain(column)
  })

  it('forgets old keys through an index on their time', () => {
    expect(migration).toMatch(/ON "page_view_counts" \("counted_at"\)/)
  })
})
