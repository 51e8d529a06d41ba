import { beforeAll, describe, expect, it } from 'vitest'
import { MIGRATION_SQL } from './migrations'
import { payloadSchema, problemsOf } from './schema-check'

describe("readiness reads fit Payload's schema", () => {
  beforeAll(() => payloadSchema(), 60_000) // loading the config: about 2 s on an idle machine

  it('the migration table and its applied names', async () => {
    expect(
      await problemsOf(MIGRATION_SQL.tableExists, { tables: ['payload_migrations'], words: ['to_regclass'] }),
    ).toEqual([])
    for (const statement of [
      MIGRATION_SQL.applied,
      MIGRATION_SQL.appliedInOrder,
      MIGRATION_SQL.recorded,
      MIGRATION_SQL.forgetAll,
    ])
      expect(await problemsOf(statement, { tables: ['payload_migrations'] })).toEqual([])
  })

  it('the first-run content', async () => {
    expect(
      await problemsOf(MIGRATION_SQL.firstRunContent, {
        tables: ['users', 'pages', 'site_settings'],
        words: ['ready'],
      }),
    ).toEqual([])
  })
})
