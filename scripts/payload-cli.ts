/**
 * Payload's CLI with the project's environment (and the embedded database, if no DATABASE_URL: the running site's, left running, or one
 * started for the command):
 * `npm run payload -- migrate:create add-news`, `npm run payload -- generate:types`.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { ALL_TAGS, CACHE_CHANNEL } from '../src/server/contract.mjs'
import { resolveRuntimeEnv, root } from './lib/runtime-env'

// Flags after the positional arguments: `npm run migrate:create -- name` arrives as
// `migrate:create --skip-empty name`, and Payload takes the word after the command as the name.
const given = process.argv.slice(2)
const args = [...given.filter((arg) => !arg.startsWith('--')), ...given.filter((arg) => arg.startsWith('--'))]

const { env, database } = await resolveRuntimeEnv({ attach: true })
const code = await new Promise<number>((resolve) => {
  const child = spawn(path.join(root, 'node_modules/.bin/payload'), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --conditions=production`.trim() },
  })
  child.once('exit', (exitCode) => resolve(exitCode ?? 1))
})
// Migrations may change content under a running site: its servers drop their cached pages, as
// after an edit in the admin (the cache channel, src/server/contract.mjs).
if (code === 0 && /^migrate(?:$|:(?:fresh|refresh|reset|down))/.test(args[0] ?? '') && env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  await client
    .query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify([ALL_TAGS])])
    .finally(() => client.end())
}
await database?.stop()
process.exit(code)
