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

/**
 * What the restore says about the files: where they went, or — when the backup's or this site's
 * files live in an S3 bucket — where they are and what the operator has to do.
 */
export function restoredFilesSummary(
  manifest: Manifest,
  files: Map<string, string[]>,
  folders: Record<string, string>,
  bucket: S3Settings | undefined,
): string[] {
  if (manifest.bucket) {
    const then = { bucket: manifest.bucket.name, prefix: manifest.bucket.prefix }
    return [
      `  미디어 파일과 문의 첨부 파일: 백업 당시 S3 버킷 ${then.bucket}에 있었고 이 백업에는 없습니다.`,
      bucket?.bucket === then.bucket && bucket.prefix === then.prefix
        ? '    이 사이트도 같은 버킷을 씁니다. 버킷의 버전 관리로 백업 시각의 파일을 되돌릴 수 있습니다.'
        : `    사이트의 S3_*를 그 버킷으로 지정하거나 ${bucketFolders(then).join(', ')}을(를) 새 저장소로 옮기세요.`,
    ]
  }
  const lines = [
    `  미디어 파일 ${count(files.get('media')?.length ?? 0)}개 → ${folders.media}`,
    `  문의 첨부 파일 ${count(files.get('inquiry-files')?.length ?? 0)}개 → ${folders['inquiry-files']}`,
  ]
  if (bucket) {
    // The site reads its files from the bucket: the restored folders must be copied there.
    const [media, inquiryFiles] = bucketFolders(bucket)
    const endpoint = bucket.endpoint ? ` --endpoint-url ${bucket.endpoint}` : ''
    lines.push(
      `  S3_*가 설정되어 있어 사이트는 버킷 ${bucket.bucket}에서 파일을 읽습니다. 복원한 폴더를 버킷으로 옮기세요:`,
      `    aws s3 sync${endpoint} ${folders.media} ${media}`,
      `    aws s3 sync${endpoint} ${folders['inquiry-files']} ${inquiryFiles}`,
    )
  }
  return lines
}

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
