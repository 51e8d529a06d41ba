import { KAKAO_SDK, KAKAO_SHARER } from '../../src/lib/kakao-sdk.mjs'
import { E2E_KAKAO_KEY } from '../helpers/kakao'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

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

test('before the scripts run, an article offers no share button that would do nothing, and keeps its place', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/community/news/list')
  await page.locator('.post-title a').first().click()
  await expect(page.getByRole('link', { name: '목록으로' })).toBeVisible()
  await expect(page.getByRole('button', { name: '공유하기' })).toBeHidden()
  const share = await page.locator('.share-actions .button').first().boundingBox()
  expect(share?.width ?? 0).toBeGreaterThan(0)
  await context.close()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px, 카카오톡 공유 sends the story as a card, and says in Korean when Kakao cannot be reached`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport, baseURL })
    const page = await context.newPage()
    // Kakao's CDN is out of reach here: what the page asks for is recorded, and what it gets is
    // not Kakao's file, so the browser refuses it by its integrity hash.
    const asked: string[] = []
    await page.route('https://t1.kakaocdn.net/**', async (route) => {
      asked.push(route.request().url())
      await route.fulfill({ contentType: 'text/javascript', body: 'window.Kakao = { forged: true }' })
    })
    // The story is opened from the list: the list's document and policy stay. On a computer the
    // SDK posts a form to Kakao's share window, so the policy lets that one target take it.
    const list = await page.goto('/community/impact-story/list')
    expect(list?.headers()['content-security-policy']).toContain(`form-action 'self' ${KAKAO_SHARER}`)
    await page.locator('.post-title a').first().click()
    await expect(page).toHaveURL(/\/community\/impact-story\/\d+$/)
    const share = page.getByRole('button', { name: '카카오톡 공유' })
    await expect(share).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await share.click()
    await expect(page.getByRole('alert').filter({ hasText: '카카오톡 공유를 열지 못했습니다.' })).toBeVisible()
    // Asked (the page's policy allows that one file; on pointing at the button, again at the click)
    // and refused (not Kakao's bytes).
    expect(asked.length).toBeGreaterThan(0)
    expect(new Set(asked)).toEqual(new Set([KAKAO_SDK.src]))
    expect(await page.evaluate(() => (window as { Kakao?: unknown }).Kakao)).toBeUndefined()

    // Where Kakao's SDK is in the page, the story goes to it as a feed card with this page's link.
    await page.addInitScript(() => {
      const calls: unknown[] = []
      Object.assign(window, {
        kakaoCalls: calls,
        Kakao: {
          initialized: false,
          isInitialized() {
            return this.initialized
          },
          init(key: string) {
            this.initialized = true
            calls.push({ init: key })
          },
          Share: { sendDefault: (options: unknown) => calls.push({ sendDefault: options }) },
        },
      })
    })
    await page.reload()
    await page.getByRole('button', { name: '카카오톡 공유' }).click()
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim()
    const url = page.url()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { kakaoCalls: unknown[] }).kakaoCalls))
      .toEqual([
        { init: E2E_KAKAO_KEY },
        {
          sendDefault: {
            objectType: 'feed',
            content: {
              title,
              description: expect.any(String),
              imageUrl: expect.stringMatching(new RegExp(`^${baseURL}/api/media/file/.+`)),
              link: { mobileWebUrl: url, webUrl: url },
            },
            buttons: [{ title: '자세히 보기', link: { mobileWebUrl: url, webUrl: url } }],
          },
        },
      ])
    await page.screenshot({ path: test.info().outputPath(`kakao-share-${viewport.width}.png`) })
    await context.close()
  })
}
