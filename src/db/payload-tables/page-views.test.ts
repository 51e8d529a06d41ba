import { beforeAll, describe, expect, it } from 'vitest'
import { PAGE_VIEW_SQL } from './page-views.mjs'
import { payloadSchema, problemsOf } from './schema-check'

describe("page views (the tracker, the scale seed, the admin's overview) fit Payload's schema", () => {
  beforeAll(() => payloadSchema(), 60_000) // loading the config: about 2 s on an idle machine

  it.each(Object.entries(PAGE_VIEW_SQL))('%s', async (_name, statement) => {
    expect(await problemsOf(statement, { tables: ['page_views'], words: ['v', 'g', 'at', 'day', 'views'] })).toEqual([])
  })
})
