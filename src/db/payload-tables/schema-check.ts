/**
 * For the tests beside each statement in this folder: Payload's tables as its Postgres adapter
 * derives them from payload.config.ts, with no database. The adapter's own `init` (buildRawSchema
 * + buildDrizzleTable, what `getPayload` runs before it connects) builds them from the sanitized
 * config in a few milliseconds; loading the config is the rest (about 2 s). A field added, renamed
 * or removed in a collection config changes these tables at once, before any migration exists.
 */

import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

export type SchemaColumn = { name: string; notNull: boolean; hasDefault: boolean; enumName?: string }
export type PayloadSchema = { tables: Map<string, Map<string, SchemaColumn>>; enums: Set<string> }

type RawColumn = {
  name: string
  type: string
  notNull?: boolean
  default?: unknown
  defaultNow?: boolean
  enumName?: string
}
type RawTable = { name: string; columns: Record<string, RawColumn> }

let built: Promise<PayloadSchema> | undefined

/** Payload's tables and enum types, from the config alone. */
export function payloadSchema(): Promise<PayloadSchema> {
  built ??= (async () => {
    // The build phase: the config needs no secrets and connects to nothing (src/config/env.ts).
    process.env.NEXT_PHASE = 'phase-production-build'
    const { default: configPromise } = await import('../../../payload.config')
    const config = await configPromise
    const collections = Object.fromEntries(
      config.collections.map((collection) => [collection.slug, { config: collection }]),
    )
    const adapter = config.db.init({ payload: { config, collections, logger: console } as never }) as unknown as {
      init: () => Promise<void>
      rawTables: Record<string, RawTable>
    }
    await adapter.init()
    const tables = new Map<string, Map<string, SchemaColumn>>()
    const enums = new Set<string>()
    for (const table of Object.values(adapter.rawTables)) {
      const columns = new Map<string, SchemaColumn>()
      for (const column of Object.values(table.columns)) {
        const hasDefault = column.default !== undefined || column.defaultNow === true || column.type === 'serial'
        columns.set(column.name, {
          name: column.name,
          notNull: column.notNull === true,
          hasDefault,
          enumName: column.enumName,
        })
        if (column.enumName) enums.add(column.enumName)
      }
      tables.set(table.name, columns)
    }
    return { tables, enums }
  })()
  return built
}

/** A statement's text: drizzle's `sql` as Postgres receives it, or the text itself. */
export function statementText(statement: SQL | string): string {
  return typeof statement === 'string' ? statement : new PgDialect().sqlToQuery(statement).sql
}

/** Words of SQL every statement here may use besides its tables' columns. */
const SQL_WORDS = new Set(
  `select from where and or not null is insert into values on conflict do nothing update set returning with as
  delete in any case when then else end group by order desc asc limit offset exists true false distinct join left inner
  count sum max min coalesce now interval at time zone date text int varchar varchar[] jsonb boolean
  overriding system value lpad to_hex to_char substr split_part md5 random power floor array array_length
  generate_series make_interval days unnest jsonb_array_elements jsonb_array_elements_text ordinality
  temp table create drop commit begin rollback like batch pg_advisory_xact_lock for skip locked`.split(/\s+/),
)

/**
 * Checks a statement against Payload's schema: every table it names exists; every identifier in it
 * is a column of one of those tables, an SQL word, or one of `words` (its aliases); every
 * `::enum_…` cast names an enum type Payload creates; and every `INSERT INTO t (…)` names only
 * columns of t and all of t's required columns (NOT NULL without a default). Literals and
 * parameters are skipped. Returns the problems found (empty when the statement fits).
 */
export async function problemsOf(
  statement: SQL | string,
  { tables, words = [] }: { tables: string[]; words?: string[] },
): Promise<string[]> {
  const schema = await payloadSchema()
  const problems: string[] = []
  const text = statementText(statement)
    .replace(/'(?:[^']|'')*'/g, "''") // string literals
    .replace(/\$\d+/g, '$') // parameters
  const known = new Set<string>([...SQL_WORDS, ...words, ...tables])
  for (const table of tables) {
    const columns = schema.tables.get(table)
    if (!columns) problems.push(`no table ${table} in Payload's schema`)
    for (const column of columns?.keys() ?? []) known.add(column)
  }
  for (const [, enumName] of text.matchAll(/::(enum_\w+)/g)) {
    if (!schema.enums.has(enumName as string)) problems.push(`no enum type ${enumName} in Payload's schema`)
  }
  for (const [, table, list] of text.matchAll(/INSERT INTO "?(\w+)"? \(([^)]*)\)/gi)) {
    const columns = schema.tables.get(table as string)
    if (!columns) continue
    const inserted = (list as string).split(',').map((column) => column.trim().replace(/"/g, ''))
    for (const column of inserted) if (!columns.has(column)) problems.push(`${table}.${column} is not a column`)
    for (const column of columns.values()) {
      if (column.notNull && !column.hasDefault && !inserted.includes(column.name))
        problems.push(`${table}.${column.name} is required and not inserted`)
    }
  }
  const identifiers = text.replace(/::enum_\w+(\[\])?/g, ' ').match(/"?[a-z_][a-z0-9_]*"?/gi)
  for (const raw of identifiers ?? []) {
    const word = raw.replace(/"/g, '')
    if (!known.has(word) && !known.has(word.toLowerCase()))
      problems.push(`${word} is neither a column of ${tables.join(', ')} nor a known word`)
  }
  return [...new Set(problems)]
}
