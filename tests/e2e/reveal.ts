import type { Page } from '@playwright/test'

/**
 * Brings the page to what a reader sees once they have scrolled through it: every scroll-reveal
 * element shown and its 400 ms fade finished. axe scrolls while it checks colour contrast, which
 * starts reveals half way through its analysis; an element caught mid-fade has a fraction of its
 * opacity and fails the contrast check for a state nobody reads in.
 */
export async function revealEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-reveal-pending]:not([data-revealed])').length === 0 &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  )
}
