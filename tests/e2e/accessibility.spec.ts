import { sitePages } from '../../src/site-pages/paths'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { revealEverything } from './reveal'

const publicPaths = [
  ...sitePages.map((page) => page.path),
  '/community/news/list',
  '/community/impact-story/list?page=2',
  '/legal/terms',
  '/legal/privacy',
  '/없는-페이지',
]

for (const path of publicPaths) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await revealEverything(page)
    expect(await axeViolations(page, { bestPractice: true })).toEqual([])
  })
}

test('axe finds no violation on a news article', async ({ page }) => {
  await page.goto('/community/news/list')
  await page.locator('.post-title a').first().click()
  await expect(page).toHaveURL(/\/community\/news\/\d+$/)
  expect(await axeViolations(page)).toEqual([])
})
