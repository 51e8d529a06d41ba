/**
 * The production image, without a Docker engine: the folder the Dockerfile copies
 * (`npm run container:tree`) is assembled outside the project, so nothing resolves from the
 * project's node_modules, and run as an unprivileged user that may write only to the media folder
 * and the data folder, as the image's `node` user. Against an empty Postgres: the
 * release step (`--seed`, i.e. migrations, first admin, demo content), then the server.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, chown, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assembleContainerTree } from '../../scripts/lib/container-tree'
import { root } from '../../scripts/lib/runtime-env'
import { freePort } from '../../src/db/embedded-postgres'
import { investInquiryForm, sendGeneralInquiry } from '../helpers/inquiry'
import { newMember, signUpBody } from '../helpers/members'
import { TEST_SECRETS } from '../helpers/payload'
import { stopProcess } from '../helpers/site'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

/** `nobody`: not root, owns nothing in the image but the folders it must write. */
const RUN_AS = { uid: 65534, gid: 65534 }
const standalone = path.join(root, '.next/standalone')
const LOCAL_LEFTOVERS = [
  ['.data', 'secrets.json'],
  ['media', 'local-upload.webp'],
] as const
const ADMIN = { email: 'owner@example.com', password: 'container-admin-password-1' }

let base: string
let app: string
let db: TestDatabase
let server: ChildProcess | undefined
let url: string
let serverOutput = ''

/** Runs the image's entry point as the unprivileged user, with only the environment given. */
function runEntryPoint(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['scripts/container-start.mjs', ...args], {
    cwd: app,
    // What the Dockerfile sets, plus the test's variables.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: '/nonexistent',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: '--max-old-space-size=1024 --max-semi-space-size=32',
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    ...RUN_AS,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

async function runToEnd(args: string[], env: Record<string, string>) {
  const child = runEntryPoint(args, env)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, output }
}

const siteEnv = () => ({ DATABASE_URL: db.url, ...TEST_SECRETS })

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'container-test-'))
  await chmod(base, 0o755)
  app = path.join(base, 'app')
  // What a build made after a local `npm start` holds: Next traced both folders into it.
  for (const [folder, file] of LOCAL_LEFTOVERS) {
    await mkdir(path.join(standalone, folder), { recursive: true })
    await writeFile(path.join(standalone, folder, file), 'local')
  }
  try {
    ;[db] = await Promise.all([createTestDatabase(), assembleContainerTree(app)])
  } finally {
    for (const [folder] of LOCAL_LEFTOVERS) await rm(path.join(standalone, folder), { recursive: true, force: true })
  }
  for (const writable of ['media', '.data']) await chown(path.join(app, writable), RUN_AS.uid, RUN_AS.gid)
}, 300_000)

afterAll(async () => {
  if (server) await stopProcess(server)
  await db?.destroy()
  if (base) await rm(base, { recursive: true, force: true })
})

describe('the production image', () => {
  it('holds the built server without the sources, the dev tools or Next’s own server.js', async () => {
    const modules = await readdir(path.join(app, 'node_modules'))
    expect(modules).toEqual(expect.arrayContaining(['next', 'pg', 'sharp']))
    for (const devOnly of ['vitest', '@playwright', 'lighthouse', 'typescript', 'tsx', '@biomejs']) {
      expect(modules).not.toContain(devOnly)
    }
    for (const absent of ['src/inquiries', 'migrations', 'server.js', 'next.config.mjs', 'payload.config.ts']) {
      expect(existsSync(path.join(app, absent)), absent).toBe(false)
    }
    expect(existsSync(path.join(app, '.next/static'))).toBe(true)
  })

  it('holds none of this machine’s uploads or database, even if Next’s trace picked them up', async () => {
    // Assembled from a standalone output holding a local secrets.json and upload (beforeAll);
    // no run of the server has written to the tree yet.
    expect(await readdir(path.join(app, 'media'))).toEqual([])
    expect(await readdir(path.join(app, '.data'))).toEqual([])
  })

  it('refuses to start without the database and the secrets, in one Korean line', async () => {
    const { code, output } = await runToEnd([], { DATABASE_URL: db.url })
    expect(code).toBe(1)
    expect(output).toContain('필수 환경 변수가 없습니다: PAYLOAD_SECRET, BETTER_AUTH_SECRET')
  })

  it('release step: a migration that fails stops it with the reason and exit code 1', async () => {
    const broken = await createTestDatabase()
    try {
      // A table the first migration creates, already there.
      await broken.query('CREATE TABLE users (id int)')
      const { code, output } = await runToEnd(['--migrate'], { ...siteEnv(), DATABASE_URL: broken.url })
      // Payload logs the failed migration and exits the process itself.
      expect(code).toBe(1)
      expect(output).toContain('Error running migration')
      expect(output).toContain('relation \\"users\\" already exists')
      expect(output).not.toContain('데이터베이스 준비 완료')
    } finally {
      await broken.destroy()
    }
  }, 180_000)

  it('release step: migrates and seeds an empty database, then changes nothing on a second run', async () => {
    const first = await runToEnd(['--seed'], { ...siteEnv(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
    expect(first.output).toMatch(/데이터베이스 준비 완료: 마이그레이션 \d+개 확인/)
    expect(first.output).toContain(`관리자 계정 (처음 한 번만 표시됩니다): ${ADMIN.email}`)
    expect(first.code).toBe(0)

    const again = await runToEnd(['--migrate'], siteEnv())
    expect(again.code).toBe(0)
    expect(again.output).toContain('데이터베이스 준비 완료')
    expect(again.output).not.toContain('관리자 계정')
    const news = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news WHERE _status = 'published'`)
    expect(news[0]?.n).toBeGreaterThan(0)
  }, 180_000)

  it('serves the site as an unprivileged user: pages, scripts, resized images, admin, sign-up, inquiries', async () => {
    const port = await freePort()
    url = `http://localhost:${port}`
    // Hashing at an equal priority: at the default (19) a sign-up gets only the CPU the suite's
    // other sites and browsers leave, and CI's loaded cores answered it 429 after 6 s.
    const started = runEntryPoint([], {
      ...siteEnv(),
      PORT: String(port),
      SITE_URL: url,
      LOG_FORMAT: 'json',
      PASSWORD_HASH_NICENESS: '0',
    })
    server = started
    started.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk))
    started.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk))
    await expect
      .poll(() => serverOutput.includes('에서 실행 중입니다') || started.exitCode !== null, { timeout: 60_000 })
      .toBe(true)
    expect(started.exitCode, serverOutput).toBeNull()

    expect((await fetch(`${url}/api/ready`)).status).toBe(200)
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/)
    const html = await home.text()
    expect(html).toContain('lang="ko"')

    const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
    expect(script).toBeDefined()
    expect((await fetch(`${url}${script}`)).status).toBe(200)
    // The site's styles ride in the page; Pretendard's files come from the image's node_modules.
    expect(html).toMatch(/<style data-precedence="site" data-href="site">[^<]*\.auth-form\{/)
    const fontRules = await (await fetch(`${url}/fonts/pretendard.css?v=1.3.9`)).text()
    const fontFile = fontRules.match(/url\((\/fonts\/pretendard\/[^)]+)\)/)?.[1]
    expect((await fetch(`${url}${fontFile}`)).headers.get('content-type')).toBe('font/woff2')

    const list = await (await fetch(`${url}/community/news/list`)).text()
    const detail = list.match(/href="(\/community\/news\/\d+)"/)?.[1]
    expect(detail).toBeDefined()
    expect((await fetch(`${url}${detail}`)).status).toBe(200)

    // next/image resizes with sharp from the image's node_modules (and caches in memory only).
    const image = html.match(/\/_next\/image\?url=([^"&]+)&amp;w=(\d+)&amp;q=(\d+)/)
    expect(image).not.toBeNull()
    const resized = await fetch(`${url}/_next/image?url=${image?.[1]}&w=${image?.[2]}&q=${image?.[3]}`, {
      headers: { accept: 'image/avif,image/webp' },
    })
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/)

    expect((await fetch(`${url}/admin/login`)).status).toBe(200)
    const login = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)

    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(signUpBody(newMember())),
    })
    expect(signUp.status).toBe(200)

    expect((await sendGeneralInquiry(url)).status).toBe(201)
    // The pitch deck is opened with PDF.js from the image's node_modules.
    const invest = await fetch(`${url}/api/contact/invest`, { method: 'POST', body: investInquiryForm() })
    expect(invest.status).toBe(201)
    expect(await db.query('SELECT id FROM inquiries')).toHaveLength(2)

    // One JSON object per line: what a log collector reads from the container's output.
    const lines = serverOutput.trim().split('\n')
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(5)
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
  }, 120_000)

  it('stops on SIGTERM with exit 0', async () => {
    expect(server).toBeDefined()
    const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve))
    server?.kill('SIGTERM')
    expect(await exited).toBe(0)
    server = undefined
  })
})
