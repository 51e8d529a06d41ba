import { signInToAdmin } from '../helpers/admin'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'

/**
 * 댓글 as a content team uses them: an editor at a desk leaves a comment on one block of a page,
 * the page's row in the list shows one open comment, and the admin on a phone reads it and marks
 * it 해결, after which the list shows none.
 */

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: '.comments-panel' })).toEqual([])
}

test('an editor comments on a block of a page, and the admin resolves it on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const origin = baseURL as string
  await page.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(page)
  const editor = { email: `comment-walk-${Date.now()}@example.com`, password: 'editor-password-0123', name: '최편집' }
  expect(
    (await page.request.post('/api/users', { headers: { origin }, data: { ...editor, role: 'editor' } })).status(),
  ).toBe(201)
  const pages = await (
    await page.request.get('/api/pages?depth=0&where[path][equals]=/intro/page-a', { headers: { origin } })
  ).json()
  const pageDoc = pages.docs[0] as { id: number; title: string; layout: { id: string; blockType: string }[] }
  expect(pageDoc.layout.length).toBeGreaterThan(1)

  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  const desk = await context.newPage()
  await desk.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(desk, editor)
  await desk.goto(`/admin/collections/pages/${pageDoc.id}`)
  const panel = desk.getByRole('region', { name: /^댓글/ })
  await expect(panel).toContainText('열린 댓글이 없습니다.')
  const words = `두 번째 블록의 문장을 다듬어 주세요 ${Date.now()}`
  await panel.getByLabel('새 댓글').fill(words)
  await panel.getByLabel('위치').selectOption({ index: 2 })
  await panel.getByRole('button', { name: '댓글 남기기' }).click()
  await expect(panel.getByRole('listitem').filter({ hasText: words })).toContainText('블록 2 · ')
  await expect(panel).toContainText('열림 1개')
  await expect(panel.getByLabel('새 댓글')).toHaveValue('')
  await noAxeViolations(desk)
  await context.close()

  const row = (screen: Page) =>
    screen.getByRole('row').filter({ has: screen.getByRole('link', { name: pageDoc.title, exact: true }) })
  await page.goto(`/admin/collections/pages?where[id][equals]=${pageDoc.id}`)
  await expect(page.getByRole('columnheader', { name: '열린 댓글' })).toBeVisible()
  await expect(row(page)).toContainText('1개')

  // The admin, on a phone, reads it and resolves it.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/admin/collections/pages/${pageDoc.id}`)
  const adminPanel = page.getByRole('region', { name: /^댓글/ })
  const comment = adminPanel.getByRole('listitem').filter({ hasText: words })
  await expect(comment).toContainText('최편집')
  await comment.getByRole('button', { name: '해결' }).click()
  await expect(adminPanel).toContainText('열린 댓글이 없습니다.')
  await adminPanel.getByRole('button', { name: '해결된 댓글 1개 보기' }).click()
  await expect(adminPanel.getByRole('listitem').filter({ hasText: words })).toContainText('해결: 최고 관리자')
  await noAxeViolations(page)

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(`/admin/collections/pages?where[id][equals]=${pageDoc.id}`)
  await expect(row(page)).toContainText('없음')
})
