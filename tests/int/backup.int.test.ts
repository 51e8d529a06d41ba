/**
 * Backups: `npm run backup` beside a running site, `npm run restore` into an empty
 * Postgres, and a second site on the restored database that finds every page, member,
 * inquiry, post and file again. Both scripts run as child processes, as an operator runs them.
 */
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfBlob, uploadImage } from '../helpers/files'
import { CookieJar, get, postJson } from '../helpers/http'
import { investInquiryForm } from '../helpers/inquiry'
import { createVerifiedMember, type Member, newClient, signIn, siteDatabaseUrl } from '../helpers/members'
import { publishNews } from '../helpers/payload'
import { runScript, type ScriptRun } from '../helpers/scripts'
import { type RunningSite, startSite, TEST_ADMIN } from '../helpers/site'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

/** Rows nothing changes after the backup (no job or request touches them), compared exactly. */
const STABLE_TABLES = [
  'public.pages',
  'public.news',
  'public.media',
  'public.users',
  'public.inquiries',
  'public.inquiry_files',
  'auth.user',
  'auth.account',
]

let work: string
let original: RunningSite | undefined
let restored: RunningSite | undefined
let target: TestDatabase | undefined
let archive: string
let member: Member
let referenceNumber: string
let postTitle: string
let mediaFile: string
let backupRun: ScriptRun
let readyDuringBackup: number
let restoreRun: ScriptRun
let refusal: ScriptRun
let before: { tables: Record<string, string>; files: Record<string, string>; pages: string[] }
let restoredTables: Record<string, string>
let allTablesBeforeRefusal: Record<string, string>
let allTablesAfterRefusal: Record<string, string>

const folderEnv = (dataDir: string) => ({ DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, 'media') })

/** A checksum of each table's full contents (every table of both schemas unless named). */
async function tableSums(url: string, tables?: string[]): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const names =
      tables ??
      (
        await client.query<{ name: string }>(
          `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
            WHERE table_schema IN ('public', 'auth') AND table_type = 'BASE TABLE'`,
        )
      ).rows.map((row) => row.name)
    const sums: Record<string, string> = {}
    for (const name of names) {
      const [schema = '', table = ''] = name.split('.')
      const { rows } = await client.query<{ sum: string }>(
        `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum
           FROM ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)} t`,
      )
      sums[name] = rows[0]?.sum ?? ''
    }
    return sums
  } finally {
    await client.end()
  }
}

/** Every file under the data directory's two folders, with a hash of its bytes. */
async function fileHashes(dataDir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {}
  for (const folder of ['media', 'inquiry-files']) {
    const dir = path.join(dataDir, folder)
    if (!existsSync(dir)) continue
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const file = path.join(entry.parentPath, entry.name)
      hashes[path.relative(dataDir, file)] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex')
    }
  }
  return hashes
}

async function editorOf(site: RunningSite): Promise<CookieJar> {
  const editor = new CookieJar()
  expect((await postJson(site.url, '/api/users/login', TEST_ADMIN, { jar: editor })).status).toBe(200)
  return editor
}

/** Every page (drafts too) as an editor sees it through the REST API. */
async function pageList(site: RunningSite): Promise<string[]> {
  const response = await get(site.url, '/api/pages?limit=100&depth=0&draft=true&sort=path', {
    jar: await editorOf(site),
  })
  const { docs } = (await response.json()) as { docs: { id: number; path: string; title: string }[] }
  return docs.map((page) => `${page.id} ${page.path} ${page.title}`)
}

/** What the first site holds: a member, an uploaded image, a post using it, an inquiry with a PDF. */
async function addContent(site: RunningSite) {
  member = await createVerifiedMember(site)
  const editor = await editorOf(site)

  const uploaded = await uploadImage(site.url, editor, { name: '백업-이미지.png', alt: '백업 시험 이미지' })
  expect(uploaded.status).toBe(201)
  const media = (await uploaded.json()).doc
  mediaFile = media.filename

  postTitle = `백업 시험 소식 ${randomUUID().slice(0, 8)}`
  const post = await publishNews(site.url, editor, {
    title: postTitle,
    summary: '복원한 뒤에도 보여야 하는 소식',
    cover: media.id,
  })
  expect(post.status).toBe(201)

  const form = investInquiryForm({ message: '백업과 복원 뒤에도 이 문의가 남아 있어야 합니다.' })
  const sent = await fetch(`${site.url}/api/contact/invest`, { method: 'POST', body: form, headers: newClient() })
  expect(sent.status).toBe(201)
  referenceNumber = (await sent.json()).referenceNumber
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'))
  const targetStarting = createTestDatabase().then((db) => {
    target = db
    return db
  })
  original = await startSite({ env: { TRUSTED_PROXY: 'true' } })
  await addContent(original)

  // No DATABASE_URL: the backup finds the site's embedded Postgres running and reads from it.
  backupRun = await runScript('backup.ts', [path.join(work, 'backups')], folderEnv(original.dataDir))
  readyDuringBackup = (await get(original.url, '/api/ready')).status
  const [name] = await readdir(path.join(work, 'backups')).catch(() => [])
  archive = path.join(work, 'backups', name ?? 'missing')
  before = {
    tables: await tableSums(await siteDatabaseUrl(original), STABLE_TABLES),
    files: await fileHashes(original.dataDir),
    pages: await pageList(original),
  }

  const empty = await targetStarting
  const restoreDir = path.join(work, 'restored')
  ;[restoreRun] = await Promise.all([
    runScript('restore.ts', [archive], { DATABASE_URL: empty.url, ...folderEnv(restoreDir) }),
    original.stop(),
  ])
  original = undefined
  restoredTables = await tableSums(empty.url, STABLE_TABLES)

  // A second restore into the now filled database, files aimed at an empty folder.
  allTablesBeforeRefusal = await tableSums(empty.url)
  refusal = await runScript('restore.ts', [archive], {
    DATABASE_URL: empty.url,
    ...folderEnv(path.join(work, 'second')),
  })
  allTablesAfterRefusal = await tableSums(empty.url)

  restored = await startSite({ env: { DATABASE_URL: empty.url, TRUSTED_PROXY: 'true' }, dataDir: restoreDir })
}, 300_000)

afterAll(async () => {
  try {
    await original?.stop()
    await restored?.stop()
  } finally {
    await target?.destroy()
    await rm(work, { recursive: true, force: true })
  }
})

describe('npm run backup', () => {
  it('writes one dated archive, readable by its owner alone, beside the running site and leaves its database running', async () => {
    expect(backupRun.output).toContain('백업을 만들었습니다')
    expect(backupRun.code).toBe(0)
    expect(path.basename(archive)).toMatch(/^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/)
    expect((await stat(archive)).mode & 0o777).toBe(0o600)
    expect(readyDuringBackup).toBe(200)
  })
})

describe('npm run restore into an empty database', () => {
  it('succeeds and every table that nothing changed since the backup is identical', () => {
    expect(restoreRun.output).toContain('복원했습니다')
    expect(restoreRun.code).toBe(0)
    expect(restoredTables).toEqual(before.tables)
  })

  it('puts every media file and inquiry attachment back, byte for byte', async () => {
    expect(Object.keys(before.files).some((file) => file.startsWith('inquiry-files/'))).toBe(true)
    expect(await fileHashes(path.join(work, 'restored'))).toEqual(before.files)
  })

  it('gives a site with every page, the new post and its image', async () => {
    const site = restored as RunningSite
    expect(before.pages.length).toBeGreaterThan(5)
    expect(await pageList(site)).toEqual(before.pages)
    expect((await get(site.url, '/')).status).toBe(200)
    expect(await (await get(site.url, '/community/news/list')).text()).toContain(postTitle)
    const image = await get(site.url, `/api/media/file/${encodeURIComponent(mediaFile)}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('signs the member and the CMS admin in with their old passwords', async () => {
    const site = restored as RunningSite
    await signIn(site, member)
    await editorOf(site)
  })

  it('finds the inquiry and its attachment for an editor', async () => {
    const site = restored as RunningSite
    const editor = await editorOf(site)
    const found = await get(site.url, `/api/inquiries?where[referenceNumber][equals]=${referenceNumber}&depth=1`, {
      jar: editor,
    })
    const [inquiry] = (await found.json()).docs
    expect(inquiry.message).toBe('백업과 복원 뒤에도 이 문의가 남아 있어야 합니다.')
    const download = await get(site.url, new URL(inquiry.pitchDeck.url, site.url).pathname, { jar: editor })
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(await pdfBlob().arrayBuffer()))
  })
})

describe('npm run restore refuses', () => {
  it('a database that is not empty, and changes nothing', () => {
    expect(refusal.code).toBe(1)
    expect(refusal.output).toContain('비어 있지 않습니다')
    expect(allTablesAfterRefusal).toEqual(allTablesBeforeRefusal)
    expect(existsSync(path.join(work, 'second', 'media'))).toBe(false)
  })

  it('a backup made with migrations this code does not have', async () => {
    const unpacked = path.join(work, 'newer')
    await mkdir(unpacked)
    await tar.x({ file: archive, cwd: unpacked, filter: (entry) => entry === 'manifest.json' })
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'))
    manifest.migrations.push('29990101_000000_from_a_newer_version')
    await writeFile(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest))
    const newer = path.join(work, 'newer.tar.gz')
    await tar.c({ gzip: true, file: newer, cwd: unpacked }, ['manifest.json'])

    const run = await runScript('restore.ts', [newer], { DATABASE_URL: target?.url ?? '', ...folderEnv(unpacked) })
    expect(run.code).toBe(1)
    expect(run.output).toContain('현재 코드에 없는 마이그레이션(29990101_000000_from_a_newer_version)')
  })
})
