/**
 * Starts the real site the way `npm start` does (production build, embedded Postgres,
 * migrations, seed) in a throwaway data directory on a free port, so test runs never share
 * or touch `.data/` and two runs side by side do not collide.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../src/db/embedded-postgres'
import { TEST_SECRETS } from './payload'
import { descendants } from './processes'
import { copySeededTemplate, TEMPLATE_ADMIN, TEST_POSTGRES_PASSWORD } from './seeded-template'

export const root = path.resolve(import.meta.dirname, '../..')

export const TEST_ADMIN = TEMPLATE_ADMIN

/** The sites this test file started and has not stopped: their logs are printed when a test fails (tests/int/site-logs.ts). */
export const runningSites = new Set<RunningSite>()

export interface RunningSite {
  url: string
  /** The start command's process (the web servers and the embedded Postgres run under it). */
  pid: number
  dataDir: string
  /** Everything the start command printed so far. */
  output: () => string
  /** SIGTERM, as a process manager would send; deletes the data unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<number | null>
}

/**
 * With neither `dataDir` nor a `DATABASE_URL`, the site's embedded Postgres starts from a copy
 * of the seeded template (tests/helpers/seeded-template.ts) unless `fresh`: then the start
 * migrates and seeds an empty directory, as on a new machine.
 */
export async function startSite(
  options: { env?: Record<string, string>; dataDir?: string; fresh?: boolean } = {},
): Promise<RunningSite> {
  const extraEnv = options.env ?? {}
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'site-test-')))
  if (!options.dataDir && !options.fresh && !extraEnv.DATABASE_URL) await copySeededData(dataDir)
  const port = await freePort()
  const url = `http://localhost:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...withoutDatabase(process.env),
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
      PORT: String(port),
      SITE_URL: url,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // Mails and scheduled posts wait for the job queue's tick: 2 s instead of 10 keeps tests short.
      JOBS_TICK_SECONDS: '2',
      // Tests read the JSON access log (which server answered), whatever the shell has set.
      LOG_FORMAT: 'json',
      ACCESS_LOG: 'true',
      // One web server process: a second boots Next and Payload again and renders every page cold
      // once more, on the same two cores the test runs on. The tests of several processes ask for them.
      WEB_CONCURRENCY: '1',
      // Sign-ins hash at normal priority: the suite's own sites, browsers and test files keep both
      // cores busy, and at nice 19 (production's default) a sign-in got the 429 of a server with
      // no CPU left over (auth.int, the e2e account journeys). The 429 itself: password-hash.test.ts.
      PASSWORD_HASH_NICENESS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })

  const stop = async ({ keepData = false } = {}) => {
    // A process a test paused (SIGSTOP, tests/helpers/servers.ts) and could not resume would never
    // get to its graceful stop.
    for (const pid of await descendants(child.pid as number)) {
      try {
        process.kill(pid, 'SIGCONT')
      } catch {
        // Already gone.
      }
    }
    const code = await stopProcess(child)
    for (const site of runningSites) if (site.pid === child.pid) runningSites.delete(site)
    if (!keepData) await rm(dataDir, { recursive: true, force: true }).catch(() => {})
    return code
  }

  try {
    await waitUntil(
      () => output.includes('사이트가 실행 중입니다'),
      child,
      180_000,
      () => output,
    )
  } catch (error) {
    await stop()
    throw error
  }
  const site: RunningSite = { url, pid: child.pid as number, dataDir, output: () => output, stop }
  runningSites.add(site)
  return site
}

/** The template's cluster and media, and the secrets file the start reads its password from. */
async function copySeededData(dataDir: string) {
  await copySeededTemplate(dataDir)
  const secrets = { ...TEST_SECRETS, POSTGRES_PASSWORD: TEST_POSTGRES_PASSWORD }
  await writeFile(path.join(dataDir, 'secrets.json'), `${JSON.stringify(secrets)}\n`, { mode: 0o600 })
}

/** A test run must not reach the developer's database through an inherited variable. */
function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy: Record<string, string | undefined> = { ...env }
  delete copy.DATABASE_URL
  delete copy.NODE_ENV
  return copy as NodeJS.ProcessEnv
}

/** Whether a process (e.g. a Postgres server by the pid in its postmaster.pid) is still alive. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export async function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  return exited
}

async function waitUntil(ready: () => boolean, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs
  while (!ready()) {
    if (child.exitCode !== null) throw new Error(`start exited with ${child.exitCode}:\n${output()}`)
    if (Date.now() > deadline) throw new Error(`site did not start within ${timeoutMs} ms:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
