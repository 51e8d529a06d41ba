import { signInToAdmin } from '../helpers/admin'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'

/**
 * 깨진 링크 on the dashboard as staff use it: a page links to an address the site does not serve;
 * 지금 검사 (by mouse at 1366 px, by keyboard at 390 px) finds it, the card lists it with where it
 * sits and when the check ran, passes axe, and the row opens the page that holds the link.
 */

const viewports = [
  { name: 'desktop', width: 1366, height: 900, keyboard: false },
  { name: 'phone', width: 390, height: 844, keyboard: true },
]

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: '[data-link-check]', bestPractice: true })).toEqual([])
}

for (const viewport of viewports) {
  test(`staff run 지금 검사, see the broken link and where it sits, and open it (${viewport.name})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await signInToAdmin(page)
    const stamp = `${viewport.width}-${Date.now()}`
    const title = `링크 시험 ${stamp}`
    const created = await page.request.post('/api/pages', {
      headers: { origin: baseURL as string },
      data: {
        title,
        path: `/p/링크-시험-${stamp}`,
        hero: { heading: title, mode: 'title1' },
        _status: 'published',
        layout: [
          {
            blockType: 'cards',
            heading: '바로 가기',
            cards: [{ title: '없는 곳', body: '지워진 안내 페이지', href: `/p/없는-안내-${stamp}` }],
          },
        ],
      },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id as number

    await page.goto('/admin')
    const card = page.getByRole('region', { name: '깨진 링크' })
    await expect(card).toBeVisible()
    const run = card.getByRole('button', { name: '지금 검사' })
    if (viewport.keyboard) {
      await run.focus()
      await page.keyboard.press('Enter')
    } else {
      await run.click()
    }
    await expect(card.getByRole('status')).toContainText(/검사/)

    // The run ends, the card refreshes itself and lists the link with where it sits.
    const place = `페이지 ‘${title}’ › 블록 1 카드 목록 ‘바로 가기’ › 카드 1 링크`
    const row = card.getByRole('link', { name: place })
    await expect(row).toBeVisible({ timeout: 60_000 })
    const item = card.getByRole('listitem').filter({ hasText: place })
    await expect(item).toContainText('사이트에 없는 주소입니다 (404).')
    await expect(item).toContainText(`/p/없는-안내-${stamp}`)
    await expect(card).toContainText(/마지막 검사: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/)
    await expect(card.getByRole('status')).toContainText('검사를 마쳤습니다.')
    await expect(card.getByRole('link', { name: /^\d[\d,]*건$/ })).toBeVisible()

    await row.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`link-check-${viewport.width}.png`), fullPage: true })
    await noAxeViolations(page)

    // The row opens the document that holds the link.
    if (viewport.keyboard) {
      await row.focus()
      await page.keyboard.press('Enter')
    } else {
      await row.click()
    }
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${id}$`))
    await expect(page.getByRole('textbox', { name: /제목/ }).first()).toHaveValue(title)
  })
}
