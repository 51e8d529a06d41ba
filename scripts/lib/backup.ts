/**
 * What `npm run backup` writes and `npm run restore` reads: one gzipped tar holding
 * manifest.json, database/<schema>.<table>.ndjson (one row_to_json line per row, so Postgres
 * itself formats and parses every value: jsonb, bytea, timestamps and numerics come back
 * exactly) and the two file folders under media/ and inquiry-files/ — unless the files live in an
 * S3 bucket (S3_*): then the archive holds the database alone and names the bucket.
 */
import path from 'node:path'
import type pg from 'pg'
import { z } from 'zod'
import { bucketFolder, parseEnv, type S3Settings, STORED_COLLECTIONS, s3Settings } from '../../src/config/env'
import { root } from './runtime-env'

/** Payload's tables and the site members' (better-auth). */
export const SCHEMAS = ['public', 'auth']
export const MANIFEST = 'manifest.json'
export const DATABASE_DIR = 'database'

/** An expected failure: its message alone tells the operator what to do. */
export class BackupError extends Error {}

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  /** Payload's applied migrations (oldest first): the schema the rows belong to. */
  migrations: z.array(z.string()).min(1),
  tables: z.array(z.object({ schema: z.string(), name: z.string(), columns: z.array(z.string()), rows: z.number() })),
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  /** Set when the files were in an S3 bucket, not in the archive (archives before it had files on disk). */
  bucket: z.object({ name: z.string(), endpoint: z.string().optional(), prefix: z.string() }).optional(),
})
export type Manifest = z.infer<typeof manifestSchema>
export type Table = Manifest['tables'][number]

/** The archive's folders and where they live on this machine. */
export function fileFolders(env: NodeJS.ProcessEnv, dataDir: string): Record<string, string> {
  return {
    media: path.resolve(root, env.MEDIA_DIR ?? 'media'),
    'inquiry-files': path.join(dataDir, 'inquiry-files'),
  }
}

/** The bucket that holds the files when S3_* is set (the environment is complete: resolveRuntimeEnv ran). */
export function fileBucket(env: NodeJS.ProcessEnv): S3Settings | undefined {
  return s3Settings(parseEnv(env))
}

/** Where each collection's files are, e.g. `s3://site-media/media/`, for the operator to copy or sync. */
export const bucketFolders = (bucket: Pick<S3Settings, 'bucket' | 'prefix'>) =>
  STORED_COLLECTIONS.map((collection) => `s3://${bucket.bucket}/${bucketFolder(bucket, collection)}/`)

export const tableFile = (table: Pick<Table, 'schema' | 'name'>) => `${table.schema}.${table.name}.ndjson`

export const qualified = (client: pg.Client, schema: string, name: string) =>
  `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`

/** Every table of both schemas with its stored (not generated) columns in order. */
export async function listTables(client: pg.Client): Promise<Omit<Table, 'rows'>[]> {
  const { rows } = await client.query<Omit<Table, 'rows'>>(
    `SELECT n.nspname AS schema, c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind = 'r' AND n.nspname = ANY($1)
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
    [SCHEMAS],
  )
  return rows
}

/** Where the operator ran npm (npm runs scripts in the project root). */
const operatorDir = () => process.env.INIT_CWD ?? process.cwd()

/** A path the operator typed, relative to where they ran npm. */
export const userPath = (value: string) => path.resolve(operatorDir(), value)

/** A path as the operator would type it: relative when below where they ran npm. */
export function shownPath(value: string): string {
  const relative = path.relative(operatorDir(), value)
  return relative.startsWith('..') || path.isAbsolute(relative) ? value : relative
}

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

export const count = (value: number) => value.toLocaleString('ko-KR')
