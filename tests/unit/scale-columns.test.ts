import { describe, expect, it } from 'vitest'
import { GENERATED_INQUIRY_COLUMNS } from '@/inquiries/generated'
import { PAGE_VIEW_COLUMNS } from '@/server/steps/page-views.mjs'
import { latestSchemaSnapshot } from '../helpers/migration-snapshot'

/**
 * The scale seed writes Payload's tables set-based (src/inquiries/generated.ts, src/server/steps/page-views.mjs):
 * every column it names must exist in Payload's schema as the newest migration snapshot records it,
 * and every required column without a default must be written.
 */
const snapshot = latestSchemaSnapshot()

function check(table: string, written: readonly string[]) {
  const columns = snapshot.tables[`public.${table}`]?.columns
  expect(columns, table).toBeDefined()
  for (const column of written) expect(Object.keys(columns ?? {}), `${table}.${column}`).toContain(column)
  const required = Object.entries(columns ?? {})
    .filter(([, column]) => column.notNull && column.default === undefined && column.type !== 'serial')
    .map(([name]) => name)
  for (const column of required) expect(written, `${table}.${column} is required`).toContain(column)
}

describe('columns written by the scale seed', () => {
  it('page views: the columns of Payload’s page_views table', () => {
    check('page_views', PAGE_VIEW_COLUMNS)
  })

  it.each(Object.entries(GENERATED_INQUIRY_COLUMNS))('inquiries: %s', (table, written) => {
    check(table, written)
  })
})
