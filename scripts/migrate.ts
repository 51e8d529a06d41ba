/**
 * `npm run migrate`: applies pending migrations, on the running site's embedded database (left
 * running), or on one it starts and stops itself when none runs.
 */
import { runPrepare } from './lib/run-prepare'
import { resolveRuntimeEnv, StartError } from './lib/runtime-env'

try {
  const { env, database } = await resolveRuntimeEnv({ attach: true })
  try {
    const report = await runPrepare(env, { seed: false })
    console.log(`마이그레이션 완료: ${report.migrations}개 적용됨`)
  } finally {
    await database?.stop()
  }
} catch (error) {
  console.error(error instanceof StartError ? error.message : error)
  process.exit(1)
}
