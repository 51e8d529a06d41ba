/**
 * `npm start`: builds if the sources changed, starts the embedded Postgres (unless
 * DATABASE_URL is set), applies migrations, seeds on first run and serves the site.
 * `npm run dev` does the same with Next's development server instead of a build.
 *
 * On SIGINT/SIGTERM, at any stage: the web server finishes its requests first, then the
 * database stops, so nothing is cut off half-written and no Postgres is left running.
 *
 * While it runs it supervises what it started: an embedded Postgres that exits unasked is started
 * again (src/db/supervisor.ts) and the web servers are told each change of state (they reconnect by
 * themselves; /api/ready says why the database is away); a web server that dies after the site
 * has served is replaced (here for a single server, by src/server/cluster.mjs for several).
 */
import { type ChildProcess, fork } from 'node:child_process'
import path from 'node:path'
import { parseEnv, s3Settings } from '../src/config/env'
import type { DatabaseState } from '../src/db/supervisor'
import { serverCount } from '../src/server/server-count.mjs'
import { build, isBuildCurrent } from './lib/build'
import { isDatabaseReady } from './lib/database-status'
import type { PrepareReport } from './lib/prepare-report'
import { runPrepare } from './lib/run-prepare'
import { type RuntimeEnv, resolveRuntimeEnv, root, StartError } from './lib/runtime-env'
import { serverMemoryEnv, withoutTypeScriptLoader } from './lib/server-memory'

const dev = process.argv.includes('--dev')
const SERVER_STOP_TIMEOUT_MS = 15_000
const SERVER_RESTART_PAUSE_MS = { first: 500, max: 30_000 }

const aborter = new AbortController()
let database: RuntimeEnv['database']
/** Pending while the database starts: a stop must wait for it, or it would leave it running. */
let databaseStarting: Promise<unknown> | undefined
let server: ChildProcess | undefined
let stopping = false
/** The database's last reported state, for the web servers (also those started later). */
let databaseState: DatabaseState | undefined

function tellServer(state: DatabaseState) {
  databaseState = state
  if (server?.connected) server.send({ type: 'database', state }, () => {})
}

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    aborter.abort()
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      const timeout = setTimeout(() => server?.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS)
      await exited
      clearTimeout(timeout)
    }
    await databaseStarting?.catch(() => {})
    await database?.stop()
    process.exit(code)
  }
  return new Promise<never>(() => {})
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

async function ensureBuild() {
  if (dev || (await isBuildCurrent())) return
  console.log('사이트를 빌드합니다 (소스가 바뀌었을 때만, 1분 안팎)…')
  await build(aborter.signal)
}

/** One server, or in production one per core behind src/server/cluster.mjs (WEB_CONCURRENCY). */
function startServer(
  env: NodeJS.ProcessEnv,
  count: number,
  restartPauseMs = SERVER_RESTART_PAUSE_MS.first,
): Promise<void> {
  const entry = count > 1 ? 'src/server/cluster.mjs' : 'src/server/server.mjs'
  const started = Date.now()
  let listening = false
  const child = fork(path.join(root, entry), dev ? ['--dev'] : [], {
    cwd: root,
    // Development keeps them: it is not what is measured, and Next's dev server maps stack traces itself.
    execArgv: dev ? process.execArgv : withoutTypeScriptLoader(process.execArgv),
    env: { ...env, ...serverMemoryEnv(env), NODE_ENV: dev ? 'development' : 'production', JOBS_AUTORUN: 'true' },
  })
  server = child
  if (databaseState) child.send({ type: 'database', state: databaseState }, () => {})
  child.once('exit', (code, signal) => {
    if (stopping) return
    // Before the site first served it is a start-up failure (configuration, port): stop, as before.
    // src/server/cluster.mjs replaces its own copies and exits only when it cannot.
    if (!listening || count > 1) {
      console.error(`서버가 예기치 않게 종료되었습니다 (exit ${code}).`)
      void stop(code || 1)
      return
    }
    const pause = Date.now() - started > 60_000 ? SERVER_RESTART_PAUSE_MS.first : restartPauseMs
    console.error(
      `서버 ${child.pid}이(가) 종료되어 ${(pause / 1000).toFixed(1)}초 후 다시 시작합니다 (${signal ?? `exit ${code}`}).`,
    )
    setTimeout(() => {
      if (!stopping) void startServer(env, count, Math.min(pause * 2, SERVER_RESTART_PAUSE_MS.max))
    }, pause)
  })
  return new Promise((resolve) => {
    child.on('message', (message: { type?: string }) => {
      if (message.type !== 'listening') return
      listening = true
      resolve()
    })
  })
}

/** Where uploads go: the operator sees at once whether S3_* took effect. */
function fileStorage(runtime: RuntimeEnv): string {
  const bucket = s3Settings(parseEnv(runtime.env))
  if (bucket) return `S3 버킷 ${bucket.bucket} (${bucket.endpoint ?? `AWS ${bucket.region}`})`
  const media = path.resolve(root, runtime.env.MEDIA_DIR ?? 'media')
  const relative = path.relative(root, media)
  return `로컬 디스크 (${relative.startsWith('..') ? media : relative})`
}

function banner(runtime: RuntimeEnv, report: PrepareReport, servers: number, seconds: number): string {
  const siteUrl = (runtime.env.SITE_URL ?? `http://localhost:${runtime.env.PORT ?? 3000}`).replace(/\/$/, '')
  const lines = [
    '',
    `사이트가 실행 중입니다 (시작까지 ${seconds.toFixed(1)}초).`,
    `  사이트:  ${siteUrl}`,
    `  관리자:  ${siteUrl}/admin`,
    `  웹 서버: ${servers}개 프로세스${servers > 1 ? ' (코어마다 하나, WEB_CONCURRENCY로 조정)' : ''}`,
    database
      ? `  데이터베이스: 내장 Postgres (${path.relative(root, path.join(runtime.dataDir, 'postgres'))}, 포트 ${database.port})`
      : '  데이터베이스: DATABASE_URL',
    `  파일 저장소: ${fileStorage(runtime)}`,
  ]
  if (report.admin) {
    lines.push(`  관리자 계정 (처음 한 번만 표시됩니다): ${report.admin.email} / ${report.admin.password}`)
    if (report.admin.generated) lines.push('  이 비밀번호는 어디에도 저장되지 않습니다. 지금 기록해 두세요.')
  }
  lines.push('종료하려면 Ctrl+C를 누르세요.', '')
  return lines.join('\n')
}

async function main() {
  const started = Date.now()
  const runtimePromise = resolveRuntimeEnv({ dev, supervise: { onState: tellServer } }).then((runtime) => {
    database = runtime.database
    return runtime
  })
  databaseStarting = runtimePromise
  const [runtime] = await Promise.all([runtimePromise, ensureBuild()])
  if (stopping) return
  const report: PrepareReport = (await isDatabaseReady(runtime.env.DATABASE_URL ?? ''))
    ? { migrations: 0 }
    : await runPrepare(runtime.env, { seed: true })
  if (stopping) return
  // Development runs one: Next's dev server compiles on demand and reloads itself.
  const servers = dev ? 1 : serverCount(runtime.env)
  await startServer(runtime.env, servers)
  console.log(banner(runtime, report, servers, (Date.now() - started) / 1000))
}

main().catch((error) => {
  if (stopping) return
  console.error(error instanceof StartError ? error.message : error)
  void stop(1)
})
