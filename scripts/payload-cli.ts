/**
 * Payload's CLI with the project's environment (and the embedded database, if no DATABASE_URL):
 * `npm run payload -- migrate:create add-news`, `npm run payload -- generate:types`.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { resolveRuntimeEnv, root } from './lib/runtime-env'

const { env, database } = await resolveRuntimeEnv()
const code = await new Promise<number>((resolve) => {
  const child = spawn(path.join(root, 'node_modules/.bin/payload'), process.argv.slice(2), {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --conditions=production`.trim() },
  })
  child.once('exit', (exitCode) => resolve(exitCode ?? 1))
})
await database?.stop()
process.exit(code)
