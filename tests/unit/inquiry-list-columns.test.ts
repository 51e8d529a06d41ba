import { describe, expect, it } from 'vitest'
import { Inquiries } from '@/inquiries/collection'
import { LIST_COLUMNS } from '../../bench/scale'
import { latestSchemaSnapshot } from '../helpers/migration-snapshot'

/**
 * The admin's inquiry list at 50,000 inquiries (ADR 0045): it asks Payload for its columns only
 * (`enableListViewSelectAPI`), and every default column lives on the inquiry's own row. A column
 * kept in another table (an array, a hasMany select or relationship) would bring back a join per
 * row that Postgres walks past on a deep page: page 2,000 took 512 ms with whole documents.
 */
const snapshot = latestSchemaSnapshot()
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

describe("the admin's inquiry list", () => {
  it('reads only the columns it shows', () => {
    expect(Inquiries.admin?.enableListViewSelectAPI).toBe(true)
  })

  it('is what the scale bench measures', () => {
    expect(LIST_COLUMNS).toEqual(Inquiries.admin?.defaultColumns)
  })

  it('shows only columns stored on the inquiry row itself', () => {
    const columns = Object.keys(snapshot.tables['public.inquiries']?.columns ?? {})
    const shown = Inquiries.admin?.defaultColumns ?? []
    expect(shown.length).toBeGreaterThan(0)
    // A relationship to one document is its id column (assignee → assignee_id).
    for (const field of shown)
      expect(
        [snake(field), `${snake(field)}_id`].some((c) => columns.includes(c)),
        field,
      ).toBe(true)
  })
})
