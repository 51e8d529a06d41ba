import { signInToAdmin } from '../helpers/admin'
import { createVerifiedMember, siteDatabaseUrl } from '../helpers/members'
import { queryOnce } from '../helpers/postgres'
import { type RunningSite, startSite } from '../helpers/site'
import { expect, test } from './fixtures'

test('the CMS admin signs in to /admin in Korean', async ({ page }) => {
  await signInToAdmin(page)
  await expect(page.getByRole('link', { name: '페이지' }).first()).toBeVisible()
})

test('a signed-in site member is still a stranger to /admin', async ({ page, baseURL }) => {
  const member = await createVerifiedMember({ url: baseURL ?? '' })
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: member.email, password: member.password },
    headers: { origin: baseURL ?? '', ...member.client },
  })
  expect(signIn.ok()).toBe(true)
  const session = await page.request.get('/api/auth/get-session')
  expect((await session.json()).user.email).toBe(member.email)

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible()
})

test('staff read page views on the admin dashboard: per day and the most viewed paths', async ({ page, baseURL }) => {
  // Views of one page from three visitors' browsers (not bots), as the site's tracker sends them:
  // one counted view per client address and page in 30 minutes.
  const sessionId = crypto.randomUUID()
  for (const [i, pathFrom] of ['', '/', '/foodtech'].entries()) {
    const response = await page.request.post('/api/track', {
      data: { path: '/intro/page-c', pathFrom, referrer: '', eventType: 'pageView', sessionId },
      headers: {
        origin: baseURL ?? '',
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'x-forwarded-for': `198.51.100.${41 + i}`,
      },
    })
    expect(response.status()).toBe(204)
  }

  await signInToAdmin(page)

  const panel = page.getByRole('region', { name: '페이지 조회 (최근 30일)' })
  await expect(panel.getByRole('img', { name: /날짜별 조회수 막대그래프/ })).toBeVisible()
  await panel.getByText('날짜별 조회수 표로 보기').click()
  const days = panel.getByRole('table', { name: '날짜별 조회수' })
  await expect(days).toBeVisible()
  // Days as staff read every date: 2026.11.29, never 2026-11-29 (the axis and the table alike).
  const today = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .replace(/\. ?/g, '.')
    .replace(/\.$/, '')
  await expect(days).toContainText(today)
  await expect(panel).not.toContainText(/\d{4}-\d{2}-\d{2}/)
  const paths = panel.getByRole('table', { name: /많이 본 경로/ })
  await expect(paths.getByRole('row', { name: /\/intro\/page-c/ })).toContainText(/[3-9]|\d{2,}/)
})

test("an editor changes a post's title in the admin's edit view and publishes it", async ({ page }) => {
  // The edit view runs on Payload's server functions (form state on every change, the document's
  // slots): signed in, they answer as Payload's; a guest's call answers 404 (tests/int/fuzz).
  await signInToAdmin(page)
  const { docs } = await (await page.request.get('/api/news?limit=1&depth=0&sort=publishedAt')).json()
  const id = docs[0].id as number

  await page.goto(`/admin/collections/news/${id}`)
  const title = `관리자에서 고친 제목 ${Date.now()}`
  // A change asks the server for the form's state (debounced): wait for that call's answer.
  const formState = page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))
  await page.getByRole('textbox', { name: /^제목/ }).fill(title)
  expect((await formState).status()).toBe(200)
  await page
    .getByRole('button', { name: /게시|발행|변경 사항 게시/ })
    .first()
    .click()

  await expect
    .poll(async () => (await (await page.request.get(`/api/news/${id}?depth=0`)).json()).title, { timeout: 15_000 })
    .toBe(title)
})

/**
 * A production database started without `--seed` has no editor (docs/deploy.md): /admin offers
 * Payload's first-user screen, whose form runs on the admin's server functions as a guest. A site
 * of its own, its editors removed.
 */
test.describe('a database without editors', () => {
  let site: RunningSite
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    site = await startSite()
    await queryOnce(await siteDatabaseUrl(site), 'DELETE FROM users')
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  test('/admin offers the first-user screen, and the account it creates is an admin', async ({ page }) => {
    await page.goto(`${site.url}/admin`)
    await expect(page).toHaveURL(/\/admin\/create-first-user/)
    // The form asks the server for its state as the guest types: answered while no editor exists.
    const formState = page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))
    await page.getByLabel('이메일').fill('first.editor@example.com')
    expect((await formState).status()).toBe(200)
    // No role to choose: the first account is an admin. The e-mail is asked once.
    await expect(page.getByLabel('권한')).toHaveCount(0)
    await expect(page.getByLabel('이메일')).toHaveCount(1)
    await page.getByLabel('새 비밀번호', { exact: true }).fill('first-editor-pw-1234')
    await page.getByLabel('비밀번호 확인').fill('first-editor-pw-1234')
    await page.getByLabel('이름').fill('첫 관리자')
    await page.getByRole('button', { name: '생성' }).click()

    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 })
    const me = await page.request.get(`${site.url}/api/users/me`, { headers: { 'sec-fetch-site': 'same-origin' } })
    expect((await me.json()).user).toMatchObject({ email: 'first.editor@example.com', role: 'admin' })
  })
})
