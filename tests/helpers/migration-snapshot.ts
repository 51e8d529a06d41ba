import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface SnapshotColumn {
  notNull?: boolean
  default?: unknown
  type: string
}

/** Payload's schema as the newest migration snapshot (migrations/*.json) records it. */
export function latestSchemaSnapshot(): { tables: Record<string, { columns: Record<string, SnapshotColumn> }> } {
  const migrations = path.resolve(import.meta.dirname, '../../migrations')
  const latest = readdirSync(migrations)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1) as string
  return JSON.parse(readFileSync(path.join(migrations, latest), 'utf8'))
}
