import { spawn } from 'node:child_process'
import path from 'node:path'
import { PREPARE_REPORT, type PrepareReport } from './prepare-report'
import { root } from './runtime-env'

/**
 * Runs scripts/prepare.ts in a child process and returns its report. A child that exits
 * without reporting (see prepare.ts) is run again once before we give up. `args` are passed
 * on to prepare.ts (the seed's `--fill` and `--reset`).
 */
export async function runPrepare(
  env: NodeJS.ProcessEnv,
  { seed, args = [] }: { seed: boolean; args?: string[] },
): Promise<PrepareReport> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const report = await runOnce(env, [...(seed ? ['--seed'] : []), ...args])
    if (report) return report
    console.warn('[prepare] 마이그레이션 프로세스가 결과 없이 끝나 한 번 더 실행합니다.')
  }
  throw new Error('데이터베이스 준비(마이그레이션)가 완료되지 않았습니다.')
}

function runOnce(env: NodeJS.ProcessEnv, args: string[]): Promise<PrepareReport | undefined> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/prepare.ts'), ...args], {
      cwd: root,
      env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --conditions=production`.trim() },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let report: PrepareReport | undefined
    let buffered = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8')
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        if (line.startsWith(PREPARE_REPORT)) report = JSON.parse(line.slice(PREPARE_REPORT.length))
        else if (line.trim()) process.stdout.write(`${line}\n`)
      }
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`데이터베이스 준비 실패 (exit ${code})`))
      else resolve(report)
    })
  })
}
