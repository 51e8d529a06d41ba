/**
 * A bare Next page — the same Next, React and Turbopack as the site, one Korean heading and a
 * paragraph, nothing else — built and served beside the site, so that Lighthouse measures it in
 * the same run as the site's pages (issue 19's yardstick: "beside a bare Next page in the same
 * run"). What the framework alone reaches on this machine and browser is the floor the site's
 * figures are read against.
 *
 * It is built outside the project: inside it, Next finds the project's lockfile and Turbopack
 * takes the project for the app's root. Its node_modules are hard links to the project's own
 * packages (Turbopack refuses symlinks that leave its root), so nothing is downloaded or copied.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../src/db/embedded-postgres'

const run = promisify(execFile)
const projectModules = path.resolve(import.meta.dirname, '../node_modules')

const LAYOUT = `export const metadata = { title: '기본 Next 페이지' }

export default function RootLayout({ children }) {
  return (
    <html lang="ko">
      <body>{children}</body>
    </html>
  )
}
`

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>기본 Next 페이지</h1>
      <p>같은 실행에서 사이트의 쪽과 견주는 Next 기본 페이지입니다.</p>
    </main>
  )
}
`

/** next, react and react-dom with every package they need that the project has installed. */
async function packagesToLink(): Promise<string[]> {
  const wanted = ['next', 'react', 'react-dom']
  const found = new Set<string>()
  while (wanted.length > 0) {
    const name = wanted.pop() as string
    if (found.has(name) || !existsSync(path.join(projectModules, name, 'package.json'))) continue
    found.add(name)
    const manifest = JSON.parse(await readFile(path.join(projectModules, name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      optionalDependencies?: Record<string, string>
    }
    wanted.push(...Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
  }
  return [...found]
}

export interface BareNext {
  url: string
  stop(): Promise<void>
}

export async function startBareNext(): Promise<BareNext> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-bare-next-'))
  try {
    await mkdir(path.join(dir, 'app'))
    await writeFile(path.join(dir, 'app/layout.jsx'), LAYOUT)
    await writeFile(path.join(dir, 'app/page.jsx'), PAGE)
    await writeFile(
      path.join(dir, 'next.config.mjs'),
      `export default { turbopack: { root: ${JSON.stringify(dir)} } }\n`,
    )
    await writeFile(path.join(dir, 'package.json'), '{ "name": "bare-next", "private": true }\n')
    for (const name of await packagesToLink()) {
      const target = path.join(dir, 'node_modules', name)
      await mkdir(path.dirname(target), { recursive: true })
      await run('cp', ['-al', path.join(projectModules, name), target])
    }
    const next = path.join(dir, 'node_modules/next/dist/bin/next')
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' as const }
    await run(process.execPath, [next, 'build'], { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 })
    const port = await freePort()
    const server: ChildProcess = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env,
      stdio: 'ignore',
    })
    let running = true
    const exited = new Promise<void>((resolve) =>
      server.once('exit', () => {
        running = false
        resolve()
      }),
    )
    const url = `http://127.0.0.1:${port}/`
    const deadline = Date.now() + 30_000
    for (;;) {
      const answered = await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
      if (answered) break
      if (Date.now() > deadline || !running) {
        server.kill()
        throw new Error('기본 Next 페이지가 30초 안에 응답하지 않았습니다')
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return {
      url,
      async stop() {
        server.kill()
        await exited
        await rm(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}
