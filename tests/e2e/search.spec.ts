import { newClient } from '../helpers/members'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'
import { revealEverything } from './reveal'

/** Site search, sharing, the footer's contact channels and links, the feed. */

async function revealedViolations(page: Page) {
  await revealEverything(page)
  return axeViolations(page, { bestPractice: true })
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(newClient())
})

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('the header leads to the search, which finds Korean words inside longer ones, highlighted', async ({
      page,
    }) => {
      await page.goto('/intro/page-a')
      await page.getByRole('banner').getByRole('link', { name: '검색' }).click()
      await expect(page).toHaveURL(/\/search$/)
      await expect(page.getByRole('heading', { level: 1, name: '검색' })).toBeVisible()
      // A client-side navigation's title comes with the page's metadata, streamed after the heading.
      await expect(page).toHaveTitle(/검색/)
      expect(await revealedViolations(page)).toEqual([])

      await page.getByRole('searchbox', { name: '검색어' }).fill('창업')
      await page.getByRole('searchbox', { name: '검색어' }).press('Enter')
      await expect(page).toHaveURL(/\/search\?q=%EC%B0%BD%EC%97%85$/)
      await expect(page.getByText(/‘창업’ 검색 결과 \d+건/)).toBeVisible()
      const marks = page.locator('main mark')
      await expect(marks.first()).toBeVisible()
      // Inside longer words too (창업자, 예비 창업자 …), as the seeded posts have them.
      await expect(page.locator('main li', { hasText: '창업자' }).first()).toBeVisible()
      for (const text of await marks.allTextContents()) expect(text).toBe('창업')
      expect(await revealedViolations(page)).toEqual([])

      const first = page.locator('main li h3 a').first()
      const href = await first.getAttribute('href')
      await first.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
    })

    test('an empty query is answered in Korean beside the field', async ({ page }) => {
      await page.goto('/search?q=%E2%80%8B')
      await expect(page.locator('main').getByRole('alert')).toHaveText('검색어를 입력해 주세요.')
      await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveAttribute('aria-invalid', 'true')
      expect(await revealedViolations(page)).toEqual([])
    })

    test("an article's share button opens the browser's share sheet where there is one", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: ShareData) => {
            ;(window as unknown as { shared: ShareData }).shared = data
          },
        })
      })
      await page.goto('/community/news/list')
      await page.locator('.post-title a').first().click()
      await expect(page).toHaveURL(/\/community\/news\/\d+$/)
      const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim()
      await page.getByRole('button', { name: '공유하기' }).click()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
        .toEqual({ title, url: page.url() })
      // No copy fallback after a real share.
      await expect(page.getByRole('alert').filter({ hasText: '링크를 복사했습니다' })).toHaveCount(0)
    })

    test('the footer shows the text-message and KakaoTalk channels beside the phone, and the social links', async ({
      page,
    }) => {
      await page.goto('/intro/page-a')
      const footer = page.locator(name === 'phone' ? '.footer-mobile' : '.footer-desktop')
      await expect(footer).toBeVisible()
      await footer.scrollIntoViewIfNeeded()
      if (name === 'desktop') await expect(footer.getByText('대표 상담 전화')).toBeVisible()
      else await expect(footer.getByRole('list', { name: '상담 연락처' })).toBeVisible()
      await expect(footer.getByRole('link', { name: '010-1234-5678' })).toHaveAttribute('href', 'sms:01012345678')
      await expect(footer.getByRole('link', { name: '채널로 문의 (새 창)' })).toHaveAttribute(
        'href',
        'https://pf.kakao.com/_foodimpact/chat',
      )
      const social = footer.getByRole('list', { name: '소셜 미디어' })
      await expect(social.getByRole('link', { name: '인스타그램 (새 창)' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/foodimpact.kr',
      )
      await expect(social.getByRole('link')).toHaveCount(3)
      expect(await revealedViolations(page)).toEqual([])
    })
  })
}

test('the RSS feed is well-formed XML of public posts, linked from the pages', async ({ page, baseURL }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')
  expect(href).toBe(`${baseURL}/feed.xml`)
  const response = await page.request.get('/feed.xml')
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await response.text()
  // The browser's own XML parser: anything not well-formed yields a <parsererror>.
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.nodeName,
      links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent ?? ''),
    }
  }, xml)
  expect(parsed.error).toBe(0)
  expect(parsed.root).toBe('rss')
  expect(parsed.links.length).toBeGreaterThan(0)
  for (const link of parsed.links) expect(link).toMatch(new RegExp(`^${baseURL}/community/(news|impact-story)/\\d+$`))
})
