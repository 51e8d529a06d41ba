import { expect, test } from '@playwright/test'

test('the home page shows the seeded Korean text in the self-hosted Korean font', async ({ page, baseURL }) => {
  const foreignRequests: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:'))
      foreignRequests.push(request.url())
  })
  const fontResponses: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2') && response.ok()) fontResponses.push(response.url())
  })

  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[가-힣]/)
  await page.evaluate(() => document.fonts.ready)

  const loadedFaces = await page.evaluate(
    () => [...document.fonts].filter((face) => face.family.includes('Pretendard') && face.status === 'loaded').length,
  )
  expect(loadedFaces).toBeGreaterThan(0)
  expect(fontResponses.length).toBeGreaterThan(0)
  expect(foreignRequests).toEqual([])
})

test('an unknown address shows the Korean not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/없는/페이지')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다')

  await page.getByRole('link', { name: '메인으로 돌아가기' }).click()
  await expect(page).toHaveURL('/')
})

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: '본문 바로가기' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
})
