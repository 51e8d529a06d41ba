import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { test as base } from '@playwright/test'
import { E2E_KAKAO_KEY } from '../helpers/kakao'
import { type RunningSite, startSite } from '../helpers/site'

export * from '@playwright/test'

/**
 * Each Playwright worker has a site of its own, started as `npm start` runs it (own data directory,
 * database and port), so the journeys of two workers never meet in one database, one rate limit or
 * one edit lock. Every spec imports `test` from here.
 */
export const test = base.extend<object, { site: RunningSite }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      // As behind a proxy: each test can be its own client (X-Forwarded-For), so the strict
      // sign-in and sign-up limits of one test never throttle another. A Kakao JavaScript key in
      // the right form switches 카카오톡 공유 on (community.spec.ts); Kakao itself is never reached.
      const site = await startSite({ env: { TRUSTED_PROXY: 'true', KAKAO_JAVASCRIPT_KEY: E2E_KAKAO_KEY } })
      await use(site)
      const log = site.output()
      await site.stop()
      // The site's whole log beside the failures' screenshots, and its errors where a CI log shows them.
      const file = path.join(workerInfo.project.outputDir, `e2e-site-${workerInfo.workerIndex}.log`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, log)
      const errors = log.split('\n').filter((line) => /"level":(50|60)/.test(line))
      if (errors.length > 0) {
        console.log(`\n사이트가 남긴 오류 ${errors.length}건 (전체 기록: ${path.relative(process.cwd(), file)}):`)
        for (const line of errors.slice(-20)) console.log(line.slice(0, 600))
      }
    },
    // Copying the seeded data and booting Next on two cores another worker also uses.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url)
  },
})
