/**
 * A migrated and seeded database (and its media folder), made once and copied for each test
 * site. Seeding generates the demo images with sharp (10–15 s on two cores); copying a stopped
 * cluster takes well under a second. Tests that are about the first start itself (migrations,
 * seeding, the printed admin login) still start from an empty directory.
 *
 * The template is keyed by everything that shapes the seeded database (the sources, the
 * migrations, the prepare script, the test admin), so a change makes a new one; templates
 * unused for an hour are deleted.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sourceFingerprint } from '../../scripts/lib/build'
import { runPrepare } from '../../scripts/lib/run-prepare'
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres'
import { TEST_SECRETS } from './payload'

const run = promisify(execFile)

export const TEMPLATE_ADMIN = { email: 'admin@example.com', password: 'test-admin-password-1' }
/** The superuser password of every throwaway cluster, the template's included. */
export const TEST_POSTGRES_PASSWORD = 'test-password'

const TEMPLATES = path.join(os.tmpdir(), 'site-test-seeded')
const READY = 'ready'
const STALE_LOCK_MS = 5 * 60_000
/** Another checkout's test run may still be copying its template: only long-unused ones go. */
const UNUSED_TEMPLATE_MS = 60 * 60_000

async function templateKey(): Promise<string> {
  const root = path.resolve(import.meta.dirname, '../..')
  const hash = createHash('sha256').update(await sourceFingerprint())
  for (const dir of ['migrations', 'scripts']) {
    const files = (await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
    for (const file of files) hash.update(file).update(await readFile(file))
  }
  hash.update(JSON.stringify(TEMPLATE_ADMIN))
  return hash.digest('hex').slice(0, 16)
}

/** The template's directory (`postgres/`, `media/`), made on first use. */
export async function seededTemplate(): Promise<string> {
  const key = await templateKey()
  const dir = path.join(TEMPLATES, key)
  if (existsSync(path.join(dir, READY))) return dir

  await mkdir(TEMPLATES, { recursive: true })
  const lock = `${dir}.lock`
  while (!(await tryLock(lock))) {
    if (existsSync(path.join(dir, READY))) return dir
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  try {
    if (existsSync(path.join(dir, READY))) return dir
    await removeOtherTemplates(key)
    await rm(dir, { recursive: true, force: true })
    await makeTemplate(dir)
    await mkdir(path.join(dir, READY))
    return dir
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

async function tryLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock)
    return true
  } catch {
    // A lock left by a test run that was killed would otherwise block every later run.
    const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs
    if (age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true })
    return false
  }
}

async function removeOtherTemplates(key: string) {
  for (const name of await readdir(TEMPLATES)) {
    if (name.startsWith(key) || name.endsWith('.lock')) continue
    const lastUsed = (await stat(path.join(TEMPLATES, name, READY)).catch(() => null))?.mtimeMs ?? 0
    if (Date.now() - lastUsed > UNUSED_TEMPLATE_MS)
      await rm(path.join(TEMPLATES, name), { recursive: true, force: true })
  }
}

async function makeTemplate(dir: string) {
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), password: TEST_POSTGRES_PASSWORD })
  try {
    await runPrepare(
      {
        ...process.env,
        ...TEST_SECRETS,
        DATABASE_URL: postgres.url,
        DATA_DIR: dir,
        MEDIA_DIR: path.join(dir, 'media'),
        ADMIN_EMAIL: TEMPLATE_ADMIN.email,
        ADMIN_PASSWORD: TEMPLATE_ADMIN.password,
      },
      { seed: true },
    )
  } finally {
    await postgres.stop()
  }
}

/** Copies the template's `postgres/` and `media/` into `target` (owners and modes kept). */
export async function copySeededTemplate(target: string) {
  const template = await seededTemplate()
  const now = new Date()
  await utimes(path.join(template, READY), now, now)
  await mkdir(target, { recursive: true })
  await run('cp', ['-a', path.join(template, 'postgres'), path.join(template, 'media'), target])
}
