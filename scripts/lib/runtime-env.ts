/**
 * Everything `npm start`, `npm run migrate` and the test harness must settle before the server
 * may run: .env files, secrets (generated once for local use), and the database (embedded
 * unless DATABASE_URL is set). The result is the complete environment of the server process.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nextEnv from '@next/env'
import { parseEnv } from '../../src/config/env'
import {
  DatabaseInUseError,
  type EmbeddedPostgres,
  runningEmbeddedPostgres,
  startEmbeddedPostgres,
} from '../../src/db/embedded-postgres'
import { type DatabaseState, superviseEmbeddedPostgres } from '../../src/db/supervisor'

export const root = path.resolve(import.meta.dirname, '../..')

export class StartError extends Error {}

interface LocalSecrets {
  PAYLOAD_SECRET: string
  BETTER_AUTH_SECRET: string
  POSTGRES_PASSWORD: string
}

export interface RuntimeEnv {
  env: NodeJS.ProcessEnv
  dataDir: string
  /** Set when this process started an embedded Postgres and must stop it. */
  database?: Pick<EmbeddedPostgres, 'url' | 'port' | 'stop'>
}

/**
 * `attach`: use the embedded Postgres another process (the running site) already serves from
 * the data directory rather than starting one (every command that may run beside the site).
 * `supervise` (npm start): restart the embedded Postgres whenever it exits unasked
 * (src/db/supervisor.ts), reporting each change of state.
 */
export async function resolveRuntimeEnv({
  dev = false,
  attach = false,
  supervise,
}: {
  dev?: boolean
  attach?: boolean
  supervise?: { onState: (state: DatabaseState) => void }
} = {}): Promise<RuntimeEnv> {
  nextEnv.loadEnvConfig(root, dev, { info: () => {}, error: console.error })
  const production = process.env.NODE_ENV === 'production'
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data')
  await mkdir(dataDir, { recursive: true })

  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
  const needsLocalSecrets = !env.DATABASE_URL || !env.PAYLOAD_SECRET || !env.BETTER_AUTH_SECRET
  const local = needsLocalSecrets ? await localSecrets(dataDir) : undefined

  for (const name of ['PAYLOAD_SECRET', 'BETTER_AUTH_SECRET'] as const) {
    if (env[name]) continue
    if (production)
      throw new StartError(
        `${name}이(가) 설정되지 않았습니다. 운영 환경에서는 32자 이상의 비밀값을 환경 변수로 지정해야 합니다.`,
      )
    env[name] = local?.[name]
  }

  // Validate everything but the database before starting one.
  parseEnv({ ...env, DATABASE_URL: env.DATABASE_URL ?? 'postgres://validation.invalid/none' })

  let database: RuntimeEnv['database']
  if (!env.DATABASE_URL) {
    const dir = path.join(dataDir, 'postgres')
    const password = local?.POSTGRES_PASSWORD ?? randomSecret()
    env.DATABASE_URL = attach ? await runningEmbeddedPostgres({ dir, password }) : undefined
    if (!env.DATABASE_URL) {
      const log = (line: string) => {
        if (process.env.LOG_LEVEL === 'debug') console.log(`[postgres] ${line}`)
      }
      try {
        database = supervise
          ? await superviseEmbeddedPostgres({ dir, password, log, report: console.error, onState: supervise.onState })
          : await startEmbeddedPostgres({ dir, password, log })
      } catch (error) {
        // A second `npm start` on the same data: one clear line, not a stack trace.
        if (error instanceof DatabaseInUseError) throw new StartError(error.message)
        throw error
      }
      env.DATABASE_URL = database.url
    }
  }
  return { env, dataDir, database }
}

/** Secrets for local use, generated on first run and kept (mode 600) beside the data. */
async function localSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json')
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as LocalSecrets
  const secrets: LocalSecrets = {
    PAYLOAD_SECRET: randomSecret(),
    BETTER_AUTH_SECRET: randomSecret(),
    POSTGRES_PASSWORD: randomSecret(),
  }
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  await chmod(file, 0o600)
  return secrets
}

const randomSecret = () => randomBytes(32).toString('base64url')
