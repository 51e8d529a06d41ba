import { beforeAll, describe, expect, it } from 'vitest'
import { GENERATED_INQUIRY_SQL } from './generated-inquiries'
import { payloadSchema, problemsOf } from './schema-check'

/** The scale seed's temporary tables and their columns, besides Payload's. */
const words = ['generated_inquiry', 'generated_inquiry_id', 'n', 'g', 'i', 'at', 'id', 'kind', 'status', 'ON', 'AS']

describe("the scale seed's inquiries fit Payload's schema", () => {
  beforeAll(() => payloadSchema(), 60_000) // loading the config: about 2 s on an idle machine

  it.each(Object.entries(GENERATED_INQUIRY_SQL))('%s', async (name, statement) => {
    const tables =
      name === 'generatedCount' || name === 'highestGenerated'
        ? ['inquiries']
        : ['inquiries', 'inquiries_contact_methods', 'inquiries_notes', 'inquiries_status_history']
    expect(await problemsOf(statement, { tables, words })).toEqual([])
  })
})
