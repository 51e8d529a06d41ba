/**
 * `npm test`: every check, in order of cost: typecheck, lint and unit side by side → production
 * build with no database (a failure so far stops the run) → integration → end-to-end.
 *
 * Integration and end-to-end one after the other: each alone keeps two cores busy (e2e's two
 * Chromiums and sites about 1.6 cores, int's sites and Postgres about 1.6), and side by side on a
 * slower machine every step of both took 3–5 times as long, past the tests' waits for a sign-in or
 * an admin screen (bench/test-suite.md, runs 81–83; ADR 0048).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { ensureBrowser } from './lib/browser'
import { build, isBuildCurrent } from './lib/build'
import { root } from './lib/runtime-env'

const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)}초`

/** A step whose output lines carry its tag, so that two steps running together stay readable. */
function taggedStep(title: string, tag: string, command: string, args: string[]): Promise<boolean> {
  console.log(`▶ ${title} [${tag}]`)
  const started = Date.now()
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${tag}] ${line}`))
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`✖ ${title}: ${error.message}`)
      resolve(false)
    })
    child.once('close', (code) => {
      if (code === 0) console.log(`✔ ${title} (${seconds(started)})`)
      else console.error(`✖ ${title} 실패 (exit ${code}, ${seconds(started)})`)
      resolve(code === 0)
    })
  })
}

// The three first checks need nothing from each other: side by side (tsc keeps one core busy,
// the unit tests the other), each line tagged. Any failure stops the run before the build.
console.log('')
const checks = await Promise.all([
  taggedStep('타입 검사 (tsc)', 'tsc', bin('tsc'), ['--noEmit']),
  taggedStep('린트 (biome)', 'lint', bin('biome'), ['check', '.']),
  taggedStep('단위 테스트', 'unit', bin('vitest'), ['run', '--project', 'unit']),
])
if (!checks.every(Boolean)) process.exit(1)

console.log('\n▶ 데이터베이스 없이 프로덕션 빌드 (next build)')
if (await isBuildCurrent()) console.log('✔ 현재 소스의 빌드가 이미 있습니다 (데이터베이스 없이 만들어진 빌드)')
else {
  const started = Date.now()
  await build().catch((error) => {
    console.error(`✖ ${error.message}`)
    process.exit(1)
  })
  console.log(`✔ 빌드 (${seconds(started)})`)
}

ensureBrowser()
console.log('')
const integration = () =>
  taggedStep('통합 테스트 (임시 내장 Postgres)', 'int', bin('vitest'), [
    'run',
    '--project',
    'int',
    '--project',
    'int-timed',
  ])
const endToEnd = () => taggedStep('E2E 테스트 (Playwright + Chromium)', 'e2e', bin('playwright'), ['test'])
const started = Date.now()
// Both run even when the first fails: one CI run reports every failing test of the two.
const integrationPassed = await integration()
const passed = (await endToEnd()) && integrationPassed
console.log(`\n통합 + E2E: ${seconds(started)}`)
if (!passed) process.exit(1)
console.log('\n모든 테스트를 통과했습니다.')
