import { defineConfig } from '@playwright/test'
import { CHROMIUM } from './scripts/lib/browser'

/**
 * End-to-end tests in Debian's Chromium against the production build: each worker starts a site of
 * its own exactly as `npm start` runs it (tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Spec files are shared out between two workers, each with its own site; a file's tests run in
  // order on one. One worker left the two cores about half idle (its journeys wait on the site).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // A hang guard, not a speed check: the longest journeys took 40-55 s alone on a slow two-core
  // machine (bench/test-suite.md, run 83), and CI's machines can be slower still.
  timeout: 120_000,
  // What a person sees within 10 s: on a slow two-core machine a sign-in's
  // password hashing (run at low priority, src/auth/password-hash.ts) alone took over 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // No trace: recording every action's DOM and screenshots costs the two cores the sites need;
    // a failure still writes its page's state (error-context.md) and screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
