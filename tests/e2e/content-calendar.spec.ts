import { seoulDay } from '../../src/lib/seoul-days'
import { signInToAdmin } from '../helpers/admin'
import { richText } from '../helpers/payload'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'

/**
 * 콘텐츠 달력 as an editor uses it: a post scheduled for the day after tomorrow shows on its day
 * in the week and the month, in Seoul time, opens its document, and the screen passes axe at
 * desktop and phone widths.
 */

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: '.content-calendar' })).toEqual([])
}

test('an editor finds a scheduled post on its day, by week and by month, and opens it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const editor = { email: `calendar-walk-${Date.now()}@example.com`, password: 'editor-password-0123' }
  await signInToAdmin(page)
  const headers = { origin: baseURL as string }
  expect(
    (
      await page.request.post('/api/users', { headers, data: { ...editor, name: '달력 담당', role: 'editor' } })
    ).status(),
  ).toBe(201)
  // 10:30 in Seoul, the day after tomorrow.
  const day = seoulDay(new Date(Date.now() + 2 * 86_400_000))
  const publishedAt = new Date(`${day}T10:30:00+09:00`).toISOString()
  const title = `달력 시험 ${Date.now()}`
  const created = await page.request.post('/api/news', {
    headers,
    data: {
      title,
      summary: '달력에 보일 글',
      audience: 'public',
      publishedAt,
      _status: 'published',
      body: richText('본문'),
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number

  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  const staff = await context.newPage()
  await staff.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(staff, editor)
  await expect(staff.locator('#nav-content-calendar')).toHaveAttribute('href', '/admin/calendar')
  await staff.goto('/admin/calendar')
  await expect(staff.getByRole('heading', { level: 1, name: '콘텐츠 달력' })).toBeVisible()
  await staff.getByRole('link', { name: '주 단위로 보기' }).click()
  // The week of that day.
  if (!(await staff.locator(`time[datetime="${day}"]`).count()))
    await staff.getByRole('link', { name: '다음 주' }).click()
  const cell = staff.locator('td').filter({ has: staff.locator(`time[datetime="${day}"]`) })
  const entry = cell.getByRole('link', { name: new RegExp(title) })
  await expect(entry).toContainText('10:30')
  await expect(entry).toContainText('게시 예정')
  await noAxeViolations(staff)
  await staff.screenshot({ path: test.info().outputPath('calendar-week-1366.png'), fullPage: true })

  await staff.goto(`/admin/calendar?month=${day.slice(0, 7)}`)
  await expect(
    staff
      .locator('td')
      .filter({ has: staff.locator(`time[datetime="${day}"]`) })
      .getByRole('link', { name: new RegExp(title) }),
  ).toBeVisible()
  await staff.screenshot({ path: test.info().outputPath('calendar-month-1366.png'), fullPage: true })

  await staff.setViewportSize({ width: 390, height: 844 })
  const onPhone = staff.getByRole('link', { name: new RegExp(title) })
  await expect(onPhone).toBeVisible()
  await noAxeViolations(staff)
  await staff.screenshot({ path: test.info().outputPath('calendar-month-390.png'), fullPage: true })
  await onPhone.click()
  await expect(staff).toHaveURL(new RegExp(`/admin/collections/news/${id}$`))
  await context.close()
})
