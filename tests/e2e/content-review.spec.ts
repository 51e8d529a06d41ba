import { signInToAdmin } from '../helpers/admin'
import { richText } from '../helpers/payload'
import { axeViolations } from './axe'
import { type APIRequestContext, expect, type Page, test } from './fixtures'

/**
 * Review before publishing as a content team uses it: the admin turns it on in 사이트 설정, an
 * editor on a phone sends a post for review instead of publishing it, the admin at a desk finds
 * it on the dashboard and returns it with a reason, the editor reads the reason and sends it
 * again, and the admin's 게시 approves it.
 */

async function noAxeViolations(page: Page, selector: string) {
  expect(await axeViolations(page, { include: selector })).toEqual([])
}

const setReview = (request: APIRequestContext, origin: string, value: 'review' | 'direct') =>
  request.post('/api/globals/site-settings', { headers: { origin }, data: { editorialReview: value } })

test('an editor’s post goes through 검토 요청, 반려 and approval', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000)
  const origin = baseURL as string
  await page.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(page)
  try {
    // The admin turns review on where the site's settings are.
    await page.goto('/admin/globals/site-settings')
    await page.locator('.tabs-field__tab-button', { hasText: '편집 절차' }).click()
    const choice = page.locator('#field-editorialReview')
    await choice.click()
    await page.getByRole('option', { name: '관리자 검토 후 게시' }).click()
    await page.getByRole('button', { name: '저장', exact: true }).click()
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/globals/site-settings?depth=0', { headers: { origin } })).json())
            .editorialReview,
      )
      .toBe('review')

    const editor = { email: `review-walk-${Date.now()}@example.com`, password: 'editor-password-0123', name: '박편집' }
    expect(
      (await page.request.post('/api/users', { headers: { origin }, data: { ...editor, role: 'editor' } })).status(),
    ).toBe(201)

    const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
    const phone = await context.newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    await signInToAdmin(phone, editor)
    const title = `검토 여정 ${Date.now()}`
    const created = await phone.request.post('/api/news?draft=true', {
      headers: { origin },
      data: {
        title,
        summary: '검토 받을 글',
        body: richText('본문'),
        audience: 'public',
        publishedAt: new Date().toISOString(),
      },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id as number

    // The editor is offered 검토 요청 where 게시 stands.
    await phone.goto(`/admin/collections/news/${id}`)
    await expect(phone.getByRole('button', { name: '검토 요청' })).toBeVisible()
    await expect(phone.getByRole('button', { name: '변경 사항 게시', exact: true })).toHaveCount(0)
    await phone.getByRole('button', { name: '검토 요청' }).click()
    await expect(phone.getByText('검토를 요청했습니다.', { exact: false })).toBeVisible()
    await expect(phone.getByRole('button', { name: '검토 대기 중' })).toBeDisabled()
    const panel = phone.getByRole('region', { name: '검토' })
    await expect(panel).toContainText('검토 대기')
    await expect(panel).toContainText('박편집')

    // The admin finds it on the dashboard and returns it with a reason.
    await page.goto('/admin')
    const waiting = page.getByRole('region', { name: '검토 대기' })
    await waiting.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/news/${id}$`))
    const adminPanel = page.getByRole('region', { name: '검토' })
    await expect(adminPanel.getByRole('button', { name: '반려하기' })).toBeDisabled()
    await adminPanel.getByLabel('반려 사유').fill('요약을 두 문장으로 늘려 주세요.')
    await noAxeViolations(page, '.review-panel')
    await adminPanel.getByRole('button', { name: '반려하기' }).click()
    await expect(page.getByText('반려했습니다.', { exact: false })).toBeVisible()
    await expect(adminPanel).toContainText('반려됨')

    // The editor reads why, on the dashboard and the post, and sends it again.
    await phone.goto('/admin')
    const returned = phone.getByRole('region', { name: '반려된 내 글' })
    await expect(returned.getByRole('link', { name: title })).toBeVisible()
    await returned.getByRole('link', { name: title }).click()
    // First thing on the phone's screen: that it came back, and why.
    const notice = phone.locator('.review-notice--returned')
    await expect(notice).toContainText('요약을 두 문장으로 늘려 주세요.')
    await expect(notice).toBeInViewport()
    await expect(panel).toContainText('반려됨')
    await expect(panel).toContainText('요약을 두 문장으로 늘려 주세요.')
    await noAxeViolations(phone, '.review-panel')
    await phone.screenshot({ path: test.info().outputPath('editor-returned-390.png') })
    await phone.getByRole('button', { name: '검토 요청' }).click()
    await expect(phone.getByRole('button', { name: '검토 대기 중' })).toBeDisabled()
    // A colleague's account page: their name and role, and no empty e-mail field the editor may not read.
    const me = (await (await page.request.get('/api/users/me', { headers: { origin } })).json()).user as { id: number }
    await phone.goto(`/admin/collections/users/${me.id}`)
    await expect(phone.getByRole('textbox', { name: /^이름/ })).toHaveValue('최고 관리자')
    await expect(phone.getByRole('textbox', { name: /이메일/ })).toHaveCount(0)
    await context.close()

    // The admin's 게시 approves it: the post is on the site.
    await page.reload()
    await expect(adminPanel).toContainText('검토 대기')
    await page.getByRole('button', { name: '변경 사항 게시', exact: true }).click()
    await expect
      .poll(async () => (await page.request.get(`/community/news/${id}`)).status(), { timeout: 15_000 })
      .toBe(200)
    await page.reload()
    await expect(adminPanel).toContainText('승인됨')
    // Leave the shared site as it was: other journeys read the newest posts.
    expect((await page.request.delete(`/api/news/${id}`, { headers: { origin } })).status()).toBe(200)
  } finally {
    expect((await setReview(page.request, origin, 'direct')).status()).toBe(200)
  }
})
