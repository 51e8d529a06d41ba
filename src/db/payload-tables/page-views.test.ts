import { beforeAll, describe, expect, it } from 'vitest'
import { PAGE_VIEW_SQL } from './page-views.mjs'
import { payloadSchema, problemsOf } from './schema-check'

describe("page views (the tracker, the scale seed, the admin's overview) fit Payload's schema", () => {
  beforeAll(() => payloadSchema(), 60_000) // loading the config: about 2 s on an idle machine

  it.each(Object.entries(PAGE_VIEW_SQL))('%s', async (_name, statement) => {
    // The tracker also counts in the site's own page_view_counts (checked by tests/unit/page-view-counts.test.ts).
    const counts = ['page_view_counts', 'key', 'counted_at', 'excluded']
    const aliases = ['input', 'given', 'count_key', 'forgotten', 'counted']
    expect(
      await problemsOf(statement, {
        tables: ['page_views'],
        words: ['v', 'g', 'at', 'day', 'views', ...counts, ...aliases],
      }),
    ).toEqual([])
  })
})
