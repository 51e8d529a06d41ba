/**
 * Entry point of the production image (Dockerfile; the folder `npm run container:tree` assembles).
 *
 *   node scripts/container-start.mjs            serve the site (src/server/server.mjs, one per core)
 *   node scripts/container-start.mjs --migrate  release step: apply pending migrations, then exit
 *   node scripts/container-start.mjs --seed     the same, then the first CMS admin and the demo
 *                                               content (a staging or demo site)
 *
 * The image holds Next's standalone output: the built server with only the node_modules it uses,
 * no TypeScript loader, no Payload CLI and no next.config.mjs. So the config Next recorded at
 * build time is handed to it here, and migrations run inside the built bundle
 * (src/instrumentation.ts → src/db/prepare.ts). There is no embedded Postgres in the image:
 * DATABASE_URL and the two secrets are required.
 */
import path from 'node:path'
import { bootNext } from '../src/server/boot-next.mjs'
import { startFromBuiltNextConfig } from '../src/server/built-next-config.mjs'
import { releaseResult } from '../src/server/contract.mjs'

const dir = path.resolve(import.meta.dirname, '..')
const task = process.argv.includes('--seed') ? 'seed' : process.argv.includes('--migrate') ? 'migrate' : undefined

const missing = ['DATABASE_URL', 'PAYLOAD_SECRET', 'BETTER_AUTH_SECRET'].filter((name) => !process.env[name])
if (missing.length > 0) {
  console.error(`필수 환경 변수가 없습니다: ${missing.join(', ')} (docs/deploy.md 참고)`)
  process.exit(1)
}

process.env.NODE_ENV = 'production'
process.chdir(dir)
const config = startFromBuiltNextConfig(dir)

if (task) {
  process.env.SITE_RELEASE_TASK = task
  delete process.env.JOBS_AUTORUN
  const { default: next } = await import('next')
  try {
    const app = next({ dev: false, dir, conf: config })
    await app.prepare()
    // src/instrumentation.ts runs the release step; Next runs it at its first request.
    const status = await bootNext(app.getRequestHandler())
    const result = releaseResult()
    if (!result) throw new Error(`the release step did not run (Next answered ${status})`)
    if (result.error) throw result.error
    console.log(`데이터베이스 준비 완료: 마이그레이션 ${result.migrations}개 확인`)
    if (result.admin) {
      console.log(`관리자 계정 (처음 한 번만 표시됩니다): ${result.admin.email} / ${result.admin.password}`)
    }
    process.exit(0)
  } catch (error) {
    console.error('데이터베이스 준비에 실패했습니다:', error)
    process.exit(1)
  }
} else {
  // The job runner (scheduled posts, mail) runs in every server; src/db/payload-tables/job-claims.ts keeps a job
  // from running twice.
  process.env.JOBS_AUTORUN ??= 'true'
  // One server per core unless WEB_CONCURRENCY says otherwise (src/server/cluster.mjs).
  const { serverCount } = await import('../src/server/server-count.mjs')
  await import(serverCount() > 1 ? '../src/server/cluster.mjs' : '../src/server/server.mjs')
}
