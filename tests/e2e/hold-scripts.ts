import type { Page } from '@playwright/test'

/**
 * Holds the page's scripts, as on a phone that has not loaded them yet; the returned function lets
 * them through, and the page hydrates.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/_next\/static\/.*\.js/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
