import { signInToAdmin } from '../helpers/admin'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]

for (const viewport of viewports) {
  test(`staff open the admin, read the overview and follow it to the new inquiries (${viewport.name})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize(viewport)
    const name = `개요확인${viewport.width}`
    expect((await sendGeneralInquiry(baseURL ?? '', { name })).status).toBe(201)

    await signInToAdmin(page)
    const overview = page.getByRole('region', { name: '한눈에 보기' })
    await expect(overview).toBeVisible()
    const fresh = overview.getByRole('region', { name: '새 문의 (담당자 없음)' })
    await expect(fresh.getByRole('listitem').filter({ hasText: name })).toBeVisible()
    await expect(overview.getByRole('region', { name: '답변 기한이 지난 문의' })).toBeVisible()
    await expect(overview.getByRole('region', { name: '예약된 글' })).toBeVisible()
    await expect(overview.getByText('시각은 모두 한국 시간(KST)입니다.')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`overview-${viewport.width}.png`), fullPage: true })

    // Axe on the overview (Payload's own chrome around it is not ours to change).
    expect(await axeViolations(page, { include: '[data-overview]', bestPractice: true })).toEqual([])

    // The count leads to the admin's list filtered to exactly those inquiries.
    await fresh.getByRole('link', { name: /^\d[\d,]*건$/ }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/inquiries\?where/)
    await expect(page.getByText(name).first()).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`inquiries-${viewport.width}.png`), fullPage: true })
  })
}
