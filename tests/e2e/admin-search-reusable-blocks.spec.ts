import { signInToAdmin } from '../helpers/admin'
import { richText } from '../helpers/payload'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'

/**
 * 관리자 검색 and 재사용 블록 as staff use them: a search from the admin's header at desktop and
 * phone widths opens a result's edit screen (axe-clean screens); a reusable block made in the
 * admin, placed on a page there, shows on the public page.
 */

const headers = (page: Page) => ({ origin: new URL(page.url()).origin })

async function noAxeViolations(page: Page, include: string) {
  expect(await axeViolations(page, { include })).toEqual([])
}

for (const width of [1366, 390]) {
  test(`staff search from the admin at ${width} px and open a result`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await signInToAdmin(page)
    const word = `검색여정${width}`
    const created = await page.request.post('/api/news', {
      headers: headers(page),
      data: {
        title: `${word} 소식`,
        summary: '관리자 검색으로 찾을 글',
        body: richText('본문'),
        audience: 'public',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id as number

    await page.goto('/admin/collections/pages')
    if (width > 768) {
      // The header's box, reached from the keyboard on any screen. The shortcut is the admin's
      // script: pressed before it has run (run 28, under load), '/' does nothing, and a person
      // presses it again.
      const box = page.getByRole('searchbox', { name: '관리자 검색' })
      await expect(async () => {
        await page.keyboard.press('/')
        await expect(box).toBeFocused({ timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      await box.fill(word)
      await box.press('Enter')
    } else {
      // A phone's header has the button only: it opens the search screen with its own box.
      await page.getByRole('search').getByRole('button', { name: '검색' }).click()
      await expect(page).toHaveURL(/\/admin\/search/)
      await page.getByRole('searchbox', { name: '검색어' }).fill(word)
      await page.getByRole('searchbox', { name: '검색어' }).press('Enter')
    }
    await expect(page).toHaveURL(/\/admin\/search\?q=/)
    const news = page.getByRole('region', { name: /뉴스/ })
    await expect(news.getByRole('link', { name: new RegExp(`${word} 소식`) })).toBeVisible()
    await noAxeViolations(page, '.admin-search')
    await noAxeViolations(page, '.app-header')
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    await news.getByRole('link', { name: new RegExp(`${word} 소식`) }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/news/${id}$`))
    await expect(page.locator('#field-title')).toHaveValue(`${word} 소식`)

    await page.goto(`/admin/search?q=${encodeURIComponent('없는말그런말')}`)
    await expect(page.getByText('검색 결과가 없습니다')).toBeVisible()
  })
}

test('staff make a reusable block, place it on a page and see it on the public page', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(page)
  const stamp = Date.now()
  const name = `공통 오시는 길 ${stamp}`
  const address = `서울특별시 성동구 재사용로 ${stamp % 1000}`

  // The block, made in the admin.
  await page.goto('/admin/collections/reusable-blocks/create')
  // Payload 3.90 races when a block is added while the form state of an earlier change is still on
  // its way: when that answer lands within the 250 ms debounce after the new row, the row's own
  // request is never sent and it stays a grey placeholder until the next change (seen under load
  // in full runs). A person types, pauses, then adds; so does this test: the name's answer first.
  const nameChecked = page.waitForResponse(
    (response) => response.request().method() === 'POST' && Boolean(response.request().headers()['next-action']),
  )
  await page.locator('#field-name').fill(name)
  await nameChecked
  await page.getByRole('button', { name: '블록 추가' }).first().click()
  await page
    .getByRole('button', { name: /오시는 길/ })
    .last()
    .click()
  await page.locator('input[name="layout.0.address"]').fill(address)
  await page.getByRole('button', { name: '저장', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/reusable-blocks\/\d+$/)
  const blockId = Number(page.url().split('/').at(-1))
  await expect(page.getByText('아직 이 블록을 둔 페이지가 없습니다.')).toBeVisible()

  // A page of staff's own, then the block placed on it in the admin and published.
  const path = `/p/재사용-여정-${stamp}`
  const created = await page.request.post('/api/pages', {
    headers: headers(page),
    data: { title: `재사용 여정 ${stamp}`, path, hero: { heading: '재사용 블록 여정' }, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const pageId = (await created.json()).doc.id as number
  await page.goto(`/admin/collections/pages/${pageId}`)
  await page.getByRole('button', { name: '블록 추가' }).first().click()
  await page
    .getByRole('button', { name: /재사용 블록/ })
    .last()
    .click()
  await page.locator('[id^="field-layout__0__block"] .rs__control').click()
  await page.keyboard.type(name)
  await page.getByRole('option', { name }).first().click()
  await page.getByRole('button', { name: '변경 사항 게시', exact: true }).click()
  await expect(page.getByText(/게시|저장/).first()).toBeVisible()
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/pages/${pageId}?depth=0`)
      const doc = await response.json()
      return doc.layout?.[0]?.block
    })
    .toBe(blockId)

  // The public page shows the reusable block's blocks in place.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await visitor.goto(new URL(encodeURI(path), page.url()).toString())
  await expect(visitor.getByText(address)).toBeVisible()
  await expect(visitor.getByRole('link', { name: /카카오맵에서 보기/ })).toBeVisible()
  await visitor.close()

  // Its edit view names the page that places it.
  await page.goto(`/admin/collections/reusable-blocks/${blockId}`)
  await expect(page.getByRole('link', { name: `재사용 여정 ${stamp}` })).toHaveAttribute(
    'href',
    `/admin/collections/pages/${pageId}`,
  )
})
