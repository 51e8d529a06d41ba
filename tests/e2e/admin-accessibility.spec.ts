import { signInToAdmin } from '../helpers/admin'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'

/**
 * The admin's screens staff use every day pass axe's WCAG 2.2 AA rules: the rich-text area, the
 * toolbar and ⋮ buttons and the choice lists have names, pictures have alt text, help texts have
 * contrast, small buttons are at least 24 px (src/components/admin/unnamed-controls.ts and
 * admin-contrast.css give what Payload leaves out).
 *
 * One rule is left out on purpose: nested-interactive, raised by the sortable chips of a
 * has-many relationship (태그), whose remove button sits inside the draggable chip. Taking the
 * chip's role away would take keyboard sorting with it.
 */

const firstId = async (page: Page, slug: string) =>
  (
    await (
      await page.request.get(`/api/${slug}?limit=1&depth=0`, { headers: { 'sec-fetch-site': 'same-origin' } })
    ).json()
  ).docs[0]?.id as number

async function violations(page: Page) {
  // The admin's client render is done: no placeholder left, and nothing added to the page for
  // 300 ms (a block's picture card comes after its field, on a slow machine after the placeholders
  // leave); then the fixes layer has run on what came last (next animation frames).
  await expect(page.locator('.shimmer-effect')).toHaveCount(0, { timeout: 15_000 })
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const settled = () => {
          observer.disconnect()
          clearTimeout(quiet)
          clearTimeout(limit)
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
        }
        let quiet = setTimeout(settled, 300)
        const limit = setTimeout(settled, 5_000)
        const observer = new MutationObserver(() => {
          clearTimeout(quiet)
          quiet = setTimeout(settled, 300)
        })
        observer.observe(document.body, { subtree: true, childList: true })
      }),
  )
  return axeViolations(page, { disable: ['nested-interactive'] })
}

for (const width of [1366, 390]) {
  test(`the dashboard, a list, a post, a page with blocks, site settings and a picture pass axe at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 900 })
    await signInToAdmin(page)
    const screens = [
      '/admin',
      '/admin/collections/news',
      `/admin/collections/news/${await firstId(page, 'news')}`,
      `/admin/collections/pages/${await firstId(page, 'pages')}`,
      '/admin/globals/site-settings',
      `/admin/collections/media/${await firstId(page, 'media')}`,
    ]
    for (const screen of screens) {
      await page.goto(screen)
      // Parts load after the first render (a block's picture, a list's rows): checked again until settled.
      await expect(async () => expect(await violations(page), screen).toEqual([])).toPass({ timeout: 40_000 })
    }
    // The rich-text area is named by its field, and so is a choice list.
    await page.goto(screens[2] ?? '')
    await expect(page.getByRole('textbox', { name: '본문 편집기' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: '공개 범위' })).toBeAttached()
  })
}
