/**
 * `npm run restore FILE`: loads an archive of `npm run backup` into an empty database (DATABASE_URL,
 * or the embedded one under DATA_DIR) and puts its files back. The schema comes from the
 * project's own migrations, up to the backup's last one; the rows go in one transaction, then
 * any newer migrations run as on an upgrade. Nothing is written before every check has passed.
 * Files live either in the archive (local disk) or in an S3 bucket, which this never touches: the
 * summary says where they are and what to do when the storage differs from the backup's.
 */
import { createReadStream, existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import readline from 'node:readline'
import pg from 'pg'
import * as tar from 'tar'
import { MIGRATION_SQL } from '../src/db/payload-tables/migrations'
import {
  BackupError,
  count,
  DATABASE_DIR,
  fileBucket,
  fileFolders,
  listTables,
  MANIFEST,
  type Manifest,
  manifestSchema,
  qualified,
  restoredFilesSummary,
  SCHEMAS,
  shownPath,
  type Table,
  tableFile,
  userPath,
} from './lib/backup'
import { migrationNames } from './lib/database-status'
import { runPrepare } from './lib/run-prepare'
import { resolveRuntimeEnv, StartError } from './lib/runtime-env'

const BATCH_ROWS = 1000
const BATCH_CHARS = 8 * 1024 * 1024

/** Extracts the manifest and the table files into `work`; lists the archive's other files by folder. */
async function readArchive(file: string, work: string, folders: string[]) {
  const files = new Map<string, string[]>(folders.map((folder) => [folder, []]))
  try {
    await tar.x({
      file,
      cwd: work,
      strict: true,
      filter: (entry, info) => {
        const [folder = '', ...rest] = entry.split('/')
        if ('type' in info && info.type === 'File') files.get(folder)?.push(rest.join('/'))
        return entry === MANIFEST || folder === DATABASE_DIR
      },
    })
  } catch (error) {
    throw new BackupError(`백업 파일을 읽지 못했습니다 (손상되었거나 백업 파일이 아닙니다): ${file}\n${error}`)
  }
  if (!existsSync(path.join(work, MANIFEST))) throw new BackupError(`npm run backup으로 만든 파일이 아닙니다: ${file}`)
  const manifest = manifestSchema.safeParse(JSON.parse(await readFile(path.join(work, MANIFEST), 'utf8')))
  if (!manifest.success) throw new BackupError(`백업 파일의 목록(manifest.json)을 읽을 수 없습니다: ${file}`)
  return { manifest: manifest.data, files }
}

/** The backup's migrations must be the first ones of the code's: its schema can be rebuilt exactly. */
function checkMigrations(backup: string[], code: string[]) {
  const unknown = backup.filter((name) => !code.includes(name))
  if (unknown.length > 0) {
    throw new BackupError(
      `이 백업은 현재 코드에 없는 마이그레이션(${unknown.join(', ')})까지 적용된 데이터베이스에서 만들어졌습니다. ` +
        '백업을 만든 버전 이상의 코드에서 복원하세요.',
    )
  }
  if (!backup.every((name, index) => code[index] === name)) {
    throw new BackupError('백업의 마이그레이션이 현재 코드의 마이그레이션 순서와 맞지 않아 복원할 수 없습니다.')
  }
}

/** Refuses a database holding any row (but the migration history of an interrupted restore of this backup). */
async function checkEmpty(client: pg.Client, manifest: Manifest, dataDir: string) {
  const filled: string[] = []
  for (const table of await listTables(client)) {
    if (table.schema === 'public' && table.name === 'payload_migrations') continue
    const { rows } = await client.query(`SELECT 1 FROM ${qualified(client, table.schema, table.name)} LIMIT 1`)
    if (rows.length > 0) filled.push(`${table.schema}.${table.name}`)
  }
  const history = await client.query<{ name: string | null }>(MIGRATION_SQL.tableExists)
  const applied = history.rows[0]?.name
    ? (await client.query<{ name: string }>(MIGRATION_SQL.recorded)).rows.map((row) => row.name)
    : []
  const beyond = applied.filter((name) => !manifest.migrations.includes(name))
  if (filled.length === 0 && beyond.length === 0) return
  throw new BackupError(
    [
      filled.length > 0
        ? `복원할 데이터베이스가 비어 있지 않습니다 (${filled.slice(0, 3).join(', ')}${filled.length > 3 ? ` 외 ${filled.length - 3}개 표` : ''}에 데이터가 있음).`
        : `복원할 데이터베이스에 백업보다 새로운 마이그레이션(${beyond.join(', ')})이 적용되어 있습니다.`,
      '아무것도 바꾸지 않았습니다. 복원은 빈 데이터베이스에만 합니다:',
      process.env.DATABASE_URL
        ? '  새 데이터베이스를 만들어 DATABASE_URL로 지정한 뒤 다시 실행하세요.'
        : `  사이트를 멈추고 내장 Postgres의 폴더 ${path.join(dataDir, 'postgres')}를 다른 곳으로 옮긴 뒤 다시 실행하세요.`,
    ].join('\n'),
  )
}

async function checkFilesFree(files: Map<string, string[]>, folders: Record<string, string>) {
  for (const [folder, names] of files) {
    const target = folders[folder] ?? ''
    const taken = names.filter((name) => existsSync(path.join(target, name)))
    if (taken.length > 0) {
      throw new BackupError(
        `복원할 파일이 ${target}에 이미 있습니다 (${taken[0]} 등 ${taken.length}개). ` +
          '아무것도 바꾸지 않았습니다. 빈 폴더로 복원하세요 (MEDIA_DIR, DATA_DIR로 지정할 수 있습니다).',
      )
    }
  }
}

/**
 * Every row in one transaction. Foreign keys are dropped and added back after the load (which
 * checks them all again) rather than switched off: that needs superuser rights a managed
 * Postgres does not give, while the owner of the tables may drop and add its own constraints.
 */
async function loadRows(client: pg.Client, manifest: Manifest, work: string) {
  await client.query('BEGIN')
  try {
    const foreignKeys = (
      await client.query<{ table: string; name: string; definition: string }>(
        `SELECT conrelid::regclass::text AS table, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
           FROM pg_constraint
          WHERE contype = 'f' AND connamespace IN (SELECT oid FROM pg_namespace WHERE nspname = ANY($1))`,
        [SCHEMAS],
      )
    ).rows
    for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`)
    // Triggers of our own would rewrite restored values (timestamps, counters): off during the load.
    const triggered = (
      await client.query<{ table: string }>(
        `SELECT DISTINCT tgrelid::regclass::text AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE NOT t.tgisinternal AND c.relnamespace IN (SELECT oid FROM pg_namespace WHERE nspname = ANY($1))`,
        [SCHEMAS],
      )
    ).rows
    for (const { table } of triggered) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`)

    // The migrations just run wrote their own history: the backup's (same names) replaces it.
    await client.query(MIGRATION_SQL.forgetAll)
    const targets = new Map((await listTables(client)).map((table) => [`${table.schema}.${table.name}`, table]))
    for (const table of manifest.tables) {
      const target = targets.get(`${table.schema}.${table.name}`)
      if (!target || [...target.columns].sort().join() !== [...table.columns].sort().join()) {
        throw new BackupError(`백업의 표 ${table.schema}.${table.name}이(가) 마이그레이션으로 만든 스키마와 다릅니다.`)
      }
      await loadTable(client, table, path.join(work, DATABASE_DIR, tableFile(table)))
    }

    for (const key of foreignKeys) {
      await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`)
    }
    for (const { table } of triggered) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`)
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(client, sequence.schema, sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ])
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}

/** Postgres parses the rows itself (json_populate_recordset), so every value comes back exactly as dumped. */
async function loadTable(client: pg.Client, table: Table, file: string) {
  const name = qualified(client, table.schema, table.name)
  const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ')
  const insert = `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
    SELECT ${columns} FROM json_populate_recordset(NULL::${name}, $1::json)`
  let batch: string[] = []
  let chars = 0
  let rows = 0
  const flush = async () => {
    if (batch.length === 0) return
    await client.query(insert, [`[${batch.join(',')}]`])
    rows += batch.length
    batch = []
    chars = 0
  }
  if (!existsSync(file)) throw new BackupError(`백업 파일에 표 ${table.schema}.${table.name}의 데이터가 없습니다.`)
  for await (const line of readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue
    batch.push(line)
    chars += line.length
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush()
  }
  await flush()
  if (rows !== table.rows) {
    throw new BackupError(`표 ${table.schema}.${table.name}: 백업에는 ${table.rows}행인데 ${rows}행만 읽었습니다.`)
  }
}

/**
 * Puts the files back and applies migrations newer than the backup. The rows are already in, so
 * a second restore would be refused: on failure, say how to finish by hand.
 */
async function finishAfterRows(
  env: NodeJS.ProcessEnv,
  file: string,
  files: Map<string, string[]>,
  folders: Record<string, string>,
  newerMigrations: number,
) {
  try {
    for (const [folder, target] of Object.entries(folders)) {
      if (!files.get(folder)?.length) continue
      await mkdir(target, { recursive: true })
      await tar.x({
        file,
        cwd: target,
        strip: 1,
        keep: true,
        preserveOwner: false,
        strict: true,
        filter: (entry) => entry.startsWith(`${folder}/`),
      })
    }
    if (newerMigrations > 0) {
      console.log(`백업 이후의 마이그레이션 ${newerMigrations}개를 적용합니다…`)
      await runPrepare(env, { seed: false })
    }
  } catch (error) {
    const commands = Object.entries(folders)
      .filter(([folder]) => files.get(folder)?.length)
      .map(([folder, target]) => `  mkdir -p ${target} && tar -xzf ${file} -C ${target} --strip-components=1 ${folder}`)
    throw new BackupError(
      [
        `데이터베이스의 행은 모두 복원했지만 그다음 단계에서 실패했습니다: ${error}`,
        '원인을 해결한 뒤 다시 복원하지 말고 나머지를 직접 마치세요:',
        ...commands,
        '  npm run migrate',
      ].join('\n'),
    )
  }
}

async function main() {
  const started = Date.now()
  if (!process.argv[2]) throw new BackupError('복원할 백업 파일을 지정하세요: npm run restore backups/site-….tar.gz')
  const file = userPath(process.argv[2])
  if (!existsSync(file)) throw new BackupError(`백업 파일이 없습니다: ${file}`)

  const { env, dataDir, database } = await resolveRuntimeEnv({ attach: true })
  const folders = fileFolders(env, dataDir)
  const work = await mkdtemp(path.join(dataDir, 'restore-'))
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  try {
    const { manifest, files } = await readArchive(file, work, Object.keys(folders))
    const code = await migrationNames()
    checkMigrations(manifest.migrations, code)
    await checkFilesFree(files, folders)
    await client.connect()
    await checkEmpty(client, manifest, dataDir)

    console.log('백업 시점의 스키마를 만듭니다 (마이그레이션)…')
    await runPrepare(env, { seed: false, args: ['--up-to', manifest.migrations.at(-1) ?? ''] })
    await loadRows(client, manifest, work)
    await finishAfterRows(env, file, files, folders, code.length - manifest.migrations.length)

    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    console.log(
      [
        `복원했습니다 (${((Date.now() - started) / 1000).toFixed(1)}초): ${shownPath(file)}`,
        `  백업 시각: ${manifest.createdAt}`,
        `  데이터베이스: 표 ${count(manifest.tables.length)}개, 행 ${count(rows)}개`,
        ...restoredFilesSummary(manifest, files, folders, fileBucket(env)),
        '사이트를 시작하세요: npm start (백업한 서버와 같은 PAYLOAD_SECRET, BETTER_AUTH_SECRET을 쓰면 로그인도 유지됩니다)',
      ].join('\n'),
    )
  } finally {
    await client.end().catch(() => {})
    await rm(work, { recursive: true, force: true })
    await database?.stop()
  }
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof StartError) console.error(error.message)
  else
    console.error(
      '복원하지 못했습니다. 행은 한 트랜잭션으로 넣으므로 하나도 들어가지 않았습니다. 원인을 해결한 뒤 같은 명령을 다시 실행하세요.\n',
      error,
    )
  process.exit(1)
})
