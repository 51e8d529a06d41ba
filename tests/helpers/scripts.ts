/** The project's scripts (`npm run backup`, `restore`, …) as child processes, as an operator runs them. */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { root } from './site'

export interface ScriptRun {
  code: number | null
  output: string
}

/** `npm run backup`/`restore` as an operator runs them, with no database inherited from this process. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const inherited: NodeJS.ProcessEnv = { ...process.env }
  delete inherited.DATABASE_URL
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, output }))
  })
}
