import { expect, test } from '@playwright/test'

test('the news list pages through first, next, numbered and last links', async ({ page }) => {
  await page.goto('/community/news/list')
  const pagination = page.getByRole('navigation', { name: '페이지 이동' })
  await expect(pagination.getByRole('link', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page')

  await pagination.getByRole('link', { name: '다음 페이지' }).click()
  await expect(page).toHaveURL(/\/community\/news\/list\?page=2$/)
  await expect(pagination.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page')

  await pagination.getByRole('link', { name: '마지막 페이지' }).click()
  await expect(pagination.getByText('›')).toHaveAttribute('aria-disabled', 'true')

  await pagination.getByRole('link', { name: '첫 페이지' }).click()
  await expect(page).toHaveURL(/\/community\/news\/list$/)
  await expect(page.locator('.post-card')).toHaveCount(12)
})

test('a story links to its neighbours, and sharing it copies its link where the browser has no share sheet', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.goto('/community/impact-story/list')
  const secondTitle = (await page.locator('.post-title').nth(1).textContent())?.trim() ?? ''
  await page.locator('.post-title a').first().click()
  await expect(page).toHaveURL(/\/community\/impact-story\/\d+$/)
  const firstUrl = page.url()

  await page.getByRole('link', { name: /다음 글/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle)
  await page.getByRole('link', { name: /이전 글/ }).click()
  await expect(page).toHaveURL(firstUrl)

  // Chromium on Linux has no Web Share: the button falls back to copying.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined')
  await page.getByRole('button', { name: '공유하기' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '링크를 복사했습니다.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl)
})
