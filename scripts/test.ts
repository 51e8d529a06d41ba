/**
 * `npm test`: every check, in order of cost, stopping at the first failure.
 * typecheck → lint → unit → production build with no database → integration → end-to-end.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureBrowser } from './lib/browser'
import { build, isBuildCurrent } from './lib/build'
import { root } from './lib/runtime-env'

const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

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
ensureBrowser()
step('E2E 테스트 (Playwright + Chromium)', bin('playwright'), ['test'])
console.log('\n모든 테스트를 통과했습니다.')
