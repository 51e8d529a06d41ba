/**
 * `npm run backup [DIR]`: one dated archive (in backups/ unless DIR is given) with both database
 * schemas and the media and inquiry-attachment folders. Safe beside the running site: every
 * table is read in one REPEATABLE READ transaction (one consistent snapshot), and the site's
 * embedded Postgres is used as it runs rather than restarted. With S3_* set the files are in the
 * bucket, kept by its own versioning or replication: the archive holds the database and names the
 * bucket it belongs with (an empty or stale local folder would only mislead).
 */
import { once } from 'node:events'
import { createWriteStream, existsSync } from 'node:fs'
import { chmod, mkdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import pg from 'pg'
import * as tar from 'tar'
import { MIGRATION_SQL } from '../src/db/payload-tables/migrations'
import {
  BackupError,
  bucketFolders,
  count,
  DATABASE_DIR,
  fileBucket,
  fileFolders,
  formatSize,
  listTables,
  MANIFEST,
  type Manifest,
  qualified,
  SCHEMAS,
  shownPath,
  type Table,
  tableFile,
  userPath,
} from './lib/backup'
import { resolveRuntimeEnv, root, StartError } from './lib/runtime-env'

const FETCH_ROWS = 1000

async function dumpDatabase(url: string, dir: string): Promise<Manifest> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    // The first query takes the snapshot that every later one reads.
    const found = await client.query<{ name: string | null }>(MIGRATION_SQL.tableExists)
    if (!found.rows[0]?.name) {
      throw new BackupError(
        '이 데이터베이스에는 사이트 테이블이 없습니다. DATABASE_URL이 사이트의 데이터베이스인지 확인하세요.',
      )
    }
    const createdAt = new Date().toISOString()
    const migrations = (await client.query<{ name: string }>(MIGRATION_SQL.appliedInOrder)).rows.map((row) => row.name)

    const tables: Manifest['tables'] = []
    for (const table of await listTables(client)) {
      tables.push({ ...table, rows: await dumpTable(client, table, path.join(dir, tableFile(table))) })
    }

    // Read outside MVCC, so at least as high as any id in the snapshot.
    const sequences: Manifest['sequences'] = []
    const listed = await client.query<{ schema: string; name: string }>(
      `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'S' AND n.nspname = ANY($1) ORDER BY 1, 2`,
      [SCHEMAS],
    )
    for (const { schema, name } of listed.rows) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${qualified(client, schema, name)}`,
      )
      sequences.push({ schema, name, lastValue: rows[0]?.last_value ?? '1', isCalled: rows[0]?.is_called ?? false })
    }
    await client.query('COMMIT')
    return { format: 1, createdAt, migrations, tables, sequences }
  } finally {
    await client.end()
  }
}

async function dumpTable(client: pg.Client, table: Omit<Table, 'rows'>, file: string): Promise<number> {
  const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ')
  await client.query(
    `DECLARE dump NO SCROLL CURSOR FOR
       SELECT row_to_json(t)::text AS line FROM (SELECT ${columns} FROM ${qualified(client, table.schema, table.name)}) t`,
  )
  const out = createWriteStream(file)
  let rows = 0
  for (;;) {
    const batch = await client.query<{ line: string }>(`FETCH ${FETCH_ROWS} FROM dump`)
    if (batch.rows.length === 0) break
    const written = out.write(`${batch.rows.map((row) => row.line).join('\n')}\n`)
    if (!written) await once(out, 'drain')
    rows += batch.rows.length
  }
  out.end()
  await finished(out)
  await client.query('CLOSE dump')
  return rows
}

/** `site-2026-11-24T053012Z.tar.gz`, in UTC so archives from any server sort together. */
function archiveName(createdAt: string): string {
  return `site-${createdAt.slice(0, 10)}T${createdAt.slice(11, 19).replaceAll(':', '')}Z.tar.gz`
}

async function main() {
  const started = Date.now()
  const outDir = process.argv[2] ? userPath(process.argv[2]) : path.join(root, 'backups')
  const { env, dataDir, database } = await resolveRuntimeEnv({ attach: true })
  const bucket = fileBucket(env)
  // Written beside the archive, then packed: the archive appears complete or not at all.
  const staging = path.join(outDir, `.backup-${process.pid}.partial`)
  const partial = `${staging}.tar.gz`
  try {
    await mkdir(outDir, { recursive: true })
    // Members' and inquirers' personal data: readable by this user alone.
    await mkdir(path.join(staging, DATABASE_DIR), { recursive: true, mode: 0o700 })
    const dumped = await dumpDatabase(env.DATABASE_URL ?? '', path.join(staging, DATABASE_DIR))

    // Files after the snapshot: one uploaded meanwhile is in the archive without its row (harmless).
    const folders = bucket ? [] : Object.entries(fileFolders(env, dataDir)).filter(([, dir]) => existsSync(dir))
    for (const [name, dir] of folders) await symlink(dir, path.join(staging, name))
    const manifest: Manifest = bucket
      ? { ...dumped, bucket: { name: bucket.bucket, endpoint: bucket.endpoint, prefix: bucket.prefix } }
      : dumped
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2))

    const files: Record<string, number> = Object.fromEntries(folders.map(([name]) => [name, 0]))

    await tar.c(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        follow: true,
        portable: true,
        filter: (entry, info) => {
          const folder = entry.split('/')[0] ?? ''
          if ('isFile' in info && info.isFile() && folder in files) files[folder] = (files[folder] ?? 0) + 1
          return true
        },
      },
      [MANIFEST, DATABASE_DIR, ...folders.map(([name]) => name)],
    )
    const archive = path.join(outDir, archiveName(dumped.createdAt))
    if (existsSync(archive)) throw new BackupError(`${archive}이(가) 이미 있습니다. 잠시 후 다시 실행하세요.`)
    await chmod(partial, 0o600)
    await rename(partial, archive)

    const rows = dumped.tables.reduce((sum, table) => sum + table.rows, 0)
    console.log(
      [
        `백업을 만들었습니다 (${((Date.now() - started) / 1000).toFixed(1)}초).`,
        `  파일: ${shownPath(archive)} (${formatSize((await stat(archive)).size)})`,
        `  데이터베이스: 표 ${count(dumped.tables.length)}개, 행 ${count(rows)}개, 마이그레이션 ${dumped.migrations.length}개까지`,
        ...(bucket
          ? [
              `  미디어 파일과 문의 첨부 파일: S3 버킷 ${bucket.bucket}에 있어 이 백업에 넣지 않았습니다.`,
              `    (${bucketFolders(bucket).join(', ')}) 버킷의 버전 관리나 복제로 따로 보관하세요.`,
            ]
          : [`  미디어 파일 ${count(files.media ?? 0)}개, 문의 첨부 파일 ${count(files['inquiry-files'] ?? 0)}개`]),
        `복원: npm run restore ${shownPath(archive)}`,
      ].join('\n'),
    )
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(partial, { force: true })
    await database?.stop()
  }
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof StartError) console.error(error.message)
  else console.error('백업하지 못했습니다. 데이터베이스가 응답하는지, 저장 공간이 충분한지 확인하세요.\n', error)
  process.exit(1)
})
