/**
 * `npm run seed`: applies pending migrations and loads the Korean demo content, adding whatever
 * is missing, on the running site's embedded database (left running), or on one it starts and
 * stops itself when none runs. `npm run seed -- --reset` first deletes
 * all content (pages, news, impact stories, media) and resets the globals; CMS users and site
 * members are never touched. `npm run seed -- --scale` then adds the large data set of ADR 0045
 * (src/seed/scale.ts; SEED_SCALE_COUNTS overrides its counts).
 */
import { runPrepare } from './lib/run-prepare'
import { resolveRuntimeEnv, StartError } from './lib/runtime-env'

const reset = process.argv.includes('--reset')
// --scale: also the data of years of use (src/seed/scale.ts), for the bench and for trying the admin.
const scale = process.argv.includes('--scale')

try {
  const started = Date.now()
  const { env, database } = await resolveRuntimeEnv({ attach: true })
  try {
    const report = await runPrepare(env, {
      seed: true,
      args: ['--fill', ...(reset ? ['--reset'] : []), ...(scale ? ['--scale'] : [])],
    })
    if (report.admin) {
      console.log(`관리자 계정 (처음 한 번만 표시됩니다): ${report.admin.email} / ${report.admin.password}`)
      if (report.admin.generated) console.log('이 비밀번호는 어디에도 저장되지 않습니다. 지금 기록해 두세요.')
    }
    console.log(`시드 완료 (${((Date.now() - started) / 1000).toFixed(1)}초)`)
  } finally {
    await database?.stop()
  }
} catch (error) {
  console.error(error instanceof StartError ? error.message : error)
  process.exit(1)
}
