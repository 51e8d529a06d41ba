/** `npm run migrate`: applies pending migrations (starting the embedded database if needed). */
import { runPrepare } from './lib/run-prepare'
import { resolveRuntimeEnv, StartError } from './lib/runtime-env'

try {
  const { env, database } = await resolveRuntimeEnv()
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
