import { describe, expect, it } from 'vitest'
import { retentionCutoff, retentionRules } from '@/privacy/retention/rules'
import { readmeTable } from '../helpers/readme-table'

describe('the retention periods', () => {
  it("are README.md's table, row for row", () => {
    expect(readmeTable(['data', 'kept', 'basis'])).toEqual(
      retentionRules.map((rule) => [rule.label, rule.period, rule.basis]),
    )
  })

  it('cut off exactly the period before now', () => {
    const now = new Date('2026-11-29T19:00:00Z')
    expect(retentionCutoff({ days: 7 }, now).toISOString()).toBe('2026-11-22T19:00:00.000Z')
    // Calendar years: three years back from 2028-03-01 is 2025-03-01, though 2028 has a 29 February.
    expect(retentionCutoff({ years: 3 }, new Date('2028-03-01T00:00:00Z')).toISOString()).toBe(
      '2025-03-01T00:00:00.000Z',
    )
  })
})
