import { defineConfig } from '@playwright/test'
import { CHROMIUM } from './scripts/lib/browser'

/**
 * End-to-end tests in Debian's Chromium against the production build, started by
 * tests/e2e/global-setup.ts exactly as `npm start` runs it (own data directory and port).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // What a person sees within 10 s: on two cores shared with the integration run, a sign-in's
  // password hashing (run at low priority, src/auth/password-hash.ts) alone took over 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Set by the global setup, which runs before the workers load this file.
    baseURL: process.env.E2E_BASE_URL,
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
