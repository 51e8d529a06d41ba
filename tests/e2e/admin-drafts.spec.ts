import { expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from '../helpers/admin'

/** A same-origin API call as the signed-in admin (Payload ignores cookies without an Origin). */
const api = (page: Page, path: string, method: 'GET' | 'DELETE' = 'GET') =>
  page.request.fetch(path, { method, headers: { origin: new URL(page.url()).origin } })

/** How many news documents exist, drafts included (the latest version of each). */
async function newsCount(page: Page): Promise<number> {
  const response = await api(page, '/api/news?draft=true&limit=1&depth=0')
  expect(response.status()).toBe(200)
  return (await response.json()).totalDocs
}

const newsExists = async (page: Page, id: string) =>
  (await api(page, `/api/news/${id}?draft=true&depth=0`)).status() === 200

/** Presses 새로 생성 in the news list: Payload creates the draft at once and opens it. */
async function createNew(page: Page): Promise<string> {
  await page.goto('/admin/collections/news')
  await page.getByRole('link', { name: '새로운 뉴스 생성' }).first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+$/)
  await expect(page.getByLabel('제목')).toBeVisible()
  return new URL(page.url()).pathname.split('/').pop() as string
}

test.describe('새로 생성 left untouched leaves no empty draft', () => {
  test.beforeEach(async ({ page }) => {
    await signInToAdmin(page)
  })

  test('leaving by another address (page unload) discards it', async ({ page }) => {
    const before = await newsCount(page)
    const id = await createNew(page)
    expect(await newsExists(page, id)).toBe(true)
    await page.goto('/admin/collections/pages')
    await expect.poll(() => newsExists(page, id), { timeout: 10_000 }).toBe(false)
    expect(await newsCount(page)).toBe(before)
  })

  test('leaving through the admin navigation discards it', async ({ page }) => {
    const before = await newsCount(page)
    const id = await createNew(page)
    // The side navigation is closed (inert) at this width: open it, then follow its link.
    await page.getByRole('button', { name: '열기 메뉴' }).click()
    await page.getByRole('link', { name: '임팩트 스토리' }).first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/impact-stories/)
    await expect.poll(() => newsExists(page, id), { timeout: 10_000 }).toBe(false)
    expect(await newsCount(page)).toBe(before)
  })

  test('a typed title is autosaved and the draft stays after leaving', async ({ page }) => {
    const before = await newsCount(page)
    const id = await createNew(page)
    const title = `쓰다 만 초안 ${Date.now()}`
    const autosave = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes(`/api/news/${id}?`),
    )
    await page.getByLabel('제목').fill(title)
    expect((await autosave).status()).toBe(200)
    await page.goto('/admin/collections/pages')
    // Give a wrongful discard the time it would take.
    await page.waitForTimeout(2000)
    const draft = await api(page, `/api/news/${id}?draft=true&depth=0`)
    expect(draft.status()).toBe(200)
    expect((await draft.json()).title).toBe(title)
    expect(await newsCount(page)).toBe(before + 1)
    // Leave the shared site as it was.
    const removed = await api(page, `/api/news/${id}`, 'DELETE')
    expect(removed.status()).toBe(200)
  })
})
