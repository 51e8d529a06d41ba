import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { precompressStatic } from './precompress-static'
import { root } from './runtime-env'

/** What the production build is made from; a change to any of these needs a new build. */
const SOURCES = ['src', 'public', 'payload.config.ts', 'next.config.mjs', 'tsconfig.json', 'package-lock.json']
const FINGERPRINT_FILE = path.join(root, '.next', 'source-fingerprint')

async function listFiles(entry: string): Promise<string[]> {
  const full = path.join(root, entry)
  if (!existsSync(full)) return []
  const items = await readdir(full, { withFileTypes: true, recursive: true }).catch(() => null)
  if (!items) return [entry]
  return items.filter((item) => item.isFile()).map((item) => path.relative(root, path.join(item.parentPath, item.name)))
}

export async function sourceFingerprint(): Promise<string> {
  const files = (await Promise.all(SOURCES.map(listFiles))).flat().sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(file)
    hash.update(await readFile(path.join(root, file)))
  }
  return hash.digest('hex')
}

export async function isBuildCurrent(): Promise<boolean> {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(FINGERPRINT_FILE)) return false
  return (await readFile(FINGERPRINT_FILE, 'utf8')) === (await sourceFingerprint())
}

/**
 * `next build` with no database and no secrets in its environment: the build must never need
 * them (pages that read the CMS render at request time).
 */
export async function build(signal?: AbortSignal): Promise<void> {
  const fingerprint = await sourceFingerprint()
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'BETTER_AUTH_SECRET']) delete env[name]
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: root,
      env,
      signal,
      stdio: 'inherit',
    })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build 실패 (exit ${code})`))))
  })
  const brotli = await precompressStatic(path.join(root, '.next', 'static'))
  console.log(
    `브라우저 파일 ${brotli.files}개를 Brotli로 미리 압축했습니다 (${kb(brotli.bytes)} → ${kb(brotli.compressedBytes)} KB).`,
  )
  await writeFile(FINGERPRINT_FILE, fingerprint)
}

const kb = (bytes: number) => Math.round(bytes / 1024)
