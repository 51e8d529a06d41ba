/**
 * `npm test`: every check, in order of cost, stopping at the first failure.
 * typecheck → lint → unit → production build with no database → integration → end-to-end.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { build, isBuildCurrent } from './lib/build'
import { root } from './lib/runtime-env'

const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function step(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`✖ ${title} 실패`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)}초)`)
}

/** The end-to-end tests need Chromium; on a bare Debian machine run as root we install it. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const isRoot = process.getuid?.() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('\n▶ Chromium 설치 (apt-get install -y chromium)')
    const install = () => spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' }).status === 0
    if (install() || (spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status === 0 && install())) return
  }
  console.error('Chromium이 없습니다: sudo apt-get install -y chromium 으로 설치하거나 CHROMIUM_PATH를 지정하세요.')
  process.exit(1)
}

step('타입 검사 (tsc)', bin('tsc'), ['--noEmit'])
step('린트 (biome)', bin('biome'), ['check', '.'])
step('단위 테스트', bin('vitest'), ['run', '--project', 'unit'])

console.log('\n▶ 데이터베이스 없이 프로덕션 빌드 (next build)')
if (await isBuildCurrent()) console.log('✔ 현재 소스의 빌드가 이미 있습니다 (데이터베이스 없이 만들어진 빌드)')
else {
  const started = Date.now()
  await build().catch((error) => {
    console.error(`✖ ${error.message}`)
    process.exit(1)
  })
  console.log(`✔ 빌드 (${((Date.now() - started) / 1000).toFixed(1)}초)`)
}

step('통합 테스트 (임시 내장 Postgres)', bin('vitest'), ['run', '--project', 'int'])
ensureChromium()
step('E2E 테스트 (Playwright + Chromium)', bin('playwright'), ['test'])
console.log('\n모든 테스트를 통과했습니다.')
