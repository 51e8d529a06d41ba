import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { E2E_KAKAO_KEY } from '../helpers/kakao'
import { startSite } from '../helpers/site'

/** The site's whole log, kept beside the failures' screenshots (test-results/). */
const SITE_LOG = path.join(import.meta.dirname, '../../test-results/e2e-site.log')

export default async function globalSetup() {
  // As behind a proxy: each test can be its own client (X-Forwarded-For), so the strict
  // sign-in and sign-up limits of one test never throttle another.
  // A Kakao JavaScript key in the right form switches 카카오톡 공유 on (community.spec.ts); Kakao
  // itself is never reached from here.
  const site = await startSite({ env: { TRUSTED_PROXY: 'true', KAKAO_JAVASCRIPT_KEY: E2E_KAKAO_KEY } })
  process.env.E2E_BASE_URL = site.url
  return async () => {
    const log = site.output()
    await site.stop()
    await mkdir(path.dirname(SITE_LOG), { recursive: true })
    await writeFile(SITE_LOG, log)
    // A failure's cause on the server side, where a CI log shows it: the errors the site logged.
    const errors = log.split('\n').filter((line) => /"level":(50|60)/.test(line))
    if (errors.length > 0) {
      console.log(`\n사이트가 남긴 오류 ${errors.length}건 (전체 기록: test-results/e2e-site.log):`)
      for (const line of errors.slice(-20)) console.log(line.slice(0, 600))
    }
  }
}
