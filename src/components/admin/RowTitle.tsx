'use client'

import { useRowLabel } from '@payloadcms/ui'
import { formatDateTime } from '@/lib/format'

/**
 * An array row's label in the admin: the row's own words instead of Payload's "Item 01".
 * Given by the field's `admin.components.RowLabel` with clientProps:
 *  - `fields`: the row's fields to show, joined with `separator` (empty values are left out);
 *  - `options`: a field's stored values → their Korean labels (select fields);
 *  - `fallback`: shown with the row number while the row is still empty ("카드 3"), or while
 *    its `needs` field is (a new menu link is "새 링크 3", not the kind it defaults to).
 * ISO dates are shown as Seoul time ("2026.11.25 13:16").
 */
export function RowTitle({
  fields = ['title'],
  options = {},
  separator = ' · ',
  fallback = '항목',
  needs,
}: {
  fields?: string[]
  options?: Record<string, Record<string, string>>
  /** Between every two parts, or one per gap (e.g. [' · ', ' → ']). */
  separator?: string | string[]
  fallback?: string
  needs?: string
}) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const unnamed = needs !== undefined && (data?.[needs] ?? '') === ''
  const parts = (unnamed ? [] : fields)
    .map((name) => {
      const value = data?.[name]
      if (value === null || value === undefined || value === '') return ''
      if (typeof value === 'string') {
        const label = options[name]?.[value]
        if (label) return label
        if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value)
        return value.length > 60 ? `${value.slice(0, 60)}…` : value
      }
      if (typeof value === 'number' || typeof value === 'boolean') return String(value)
      return ''
    })
    .filter(Boolean)
  const number = typeof rowNumber === 'number' ? rowNumber + 1 : ''
  const joined = parts.reduce(
    (text, part, index) =>
      index === 0 ? part : `${text}${Array.isArray(separator) ? (separator[index - 1] ?? ' ') : separator}${part}`,
    '',
  )
  return <span>{joined || `${fallback} ${number}`.trim()}</span>
}
