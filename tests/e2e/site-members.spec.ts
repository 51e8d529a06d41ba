import { signInToAdmin } from '../helpers/admin'
import { linkIn, type Member, newClient, newMember, signUpBody, waitForMail } from '../helpers/members'
import { axeViolations } from './axe'
import { type Browser, expect, type Page, test } from './fixtures'

const site = (baseURL: string | undefined) => ({ url: baseURL ?? '' })

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: '.site-members' })).toEqual([])
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

/** A member who signed up and has not opened the verification mail yet. */
async function unverifiedMember(page: Page, baseURL: string | undefined, name: string): Promise<Member> {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
  const member = newMember({ name, phone: `010-${digits.slice(0, 4)}-${digits.slice(4)}` })
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: signUpBody(member),
    headers: { ...member.client, origin: baseURL ?? '' },
  })
  expect(response.status()).toBe(200)
  await waitForMail(site(baseURL), member.email, 'verify-email', 1)
  return member
}

/** The member signs in through the site's login form in a browser of their own; returns the page. */
async function memberSignsIn(browser: Browser, member: Member) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.setExtraHTTPHeaders(newClient())
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  return page
}

async function findMember(page: Page, text: string, name: string) {
  await page.getByLabel('검색', { exact: true }).fill(text)
  await page.getByRole('button', { name: '찾기' }).click()
  await expect(page.getByText('조건에 맞는 회원 1명')).toBeVisible()
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

async function confirm(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  const modal = page.locator('.confirmation-modal')
  await expect(modal).toBeVisible()
  return modal
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(newClient())
})

test('an admin finds a member, resends verification, suspends (sign-in refused in Korean) and reinstates', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  const name = `정지테스트${Date.now() % 100000}`
  const member = await unverifiedMember(page, baseURL, name)

  await signInToAdmin(page)
  await expect(page.getByRole('link', { name: '회원 목록', includeHidden: true })).toHaveAttribute(
    'href',
    '/admin/members',
  )
  await page.goto('/admin/members')
  await expect(page.getByRole('heading', { level: 1, name: '회원' })).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'members-1366')

  await findMember(page, member.email, name)
  await expect(page.getByText('이메일 인증 전').first()).toBeVisible()
  // The versions agreed to, dated as every other date staff read (the seeded legal texts).
  await expect(page.getByRole('region', { name: '동의 내역' })).toContainText(
    '이용약관 2026.03.01, 개인정보처리방침 2026.09.01',
  )
  await expectNoAxeViolations(page)
  await shoot(page, 'member-1366')

  await page.getByRole('button', { name: '인증 메일 다시 보내기' }).click()
  await expect(page.getByText(`${member.email}로 인증 메일을 다시 보냈습니다.`)).toBeVisible()
  const mail = await waitForMail(site(baseURL), member.email, 'verify-email', 2)
  // The member opens the new link.
  expect((await fetch(linkIn(mail), { redirect: 'manual' })).status).toBe(302)

  const suspend = await confirm(page, '이용 정지')
  await expectNoAxeViolations(page)
  await suspend.getByLabel(/정지 사유/).fill('반복된 스팸 문의')
  await shoot(page, 'suspend-modal-1366')
  await suspend.getByRole('button', { name: '이용 정지' }).click()
  await expect(page.getByText('회원의 이용을 정지했습니다.', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: '이용 정지 해제' })).toBeVisible()
  await expect(page.getByText('반복된 스팸 문의').first()).toBeVisible()

  const refused = await memberSignsIn(browser, member)
  await expect(refused.getByRole('main').getByRole('alert')).toContainText(
    '이용이 정지된 계정이라 로그인할 수 없습니다.',
  )
  await refused.screenshot({ path: test.info().outputPath('suspended-login-390.png'), fullPage: true })
  await refused.context().close()

  const reinstate = await confirm(page, '이용 정지 해제')
  await reinstate.getByRole('button', { name: '정지 해제' }).click()
  await expect(page.getByText('회원의 이용 정지를 풀었습니다.', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: '이용 정지', exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: '관리 기록' })).toContainText('이용 정지 해제')
  await shoot(page, 'member-after-1366')

  const welcomed = await memberSignsIn(browser, member)
  await expect(welcomed).toHaveURL(`${baseURL}/`)
  await welcomed.context().close()
})

test('at phone width the members list and a member read well and pass axe', async ({ page, baseURL }) => {
  const name = `폰테스트${Date.now() % 100000}`
  const member = await unverifiedMember(page, baseURL, name)
  await page.setViewportSize({ width: 390, height: 844 })
  await signInToAdmin(page)
  await page.goto('/admin/members')
  await expect(page.getByRole('heading', { level: 1, name: '회원' })).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'members-390')
  await findMember(page, member.phone.replaceAll('-', ''), name)
  await expectNoAxeViolations(page)
  await shoot(page, 'member-390')
  // A malformed filter is explained in Korean.
  await page.goto('/admin/members?from=2026-02-30x')
  await expect(page.getByRole('search').getByRole('alert')).toContainText('가입일(시작)')
})

test('an editor sees no members: no link in the navigation, and the address says members are for admins', async ({
  page,
  browser,
  baseURL,
}) => {
  const editor = { email: `members-walk-${Date.now()}@example.com`, password: 'editor-password-0123' }
  await signInToAdmin(page)
  const created = await page.request.post('/api/users', {
    data: { ...editor, name: '편집 담당', role: 'editor' },
    headers: { origin: baseURL as string },
  })
  expect(created.status()).toBe(201)
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  const editorPage = await context.newPage()
  await signInToAdmin(editorPage, editor)
  await expect(editorPage.locator('#nav-site-members')).toHaveCount(0)
  await editorPage.goto('/admin/members')
  await expect(editorPage.getByRole('alert').filter({ hasText: '회원 정보는 관리자만 볼 수 있습니다.' })).toBeVisible()
  await expect(editorPage.locator('.site-members table')).toHaveCount(0)
  await expectNoAxeViolations(editorPage)
  await context.close()
})

test('a member asks for a correction on 내 정보; an admin sees it due on the dashboard and answers; the member reads the answer', async ({
  browser,
  page,
  baseURL,
}) => {
  const member = newMember()
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: signUpBody(member),
    headers: { ...member.client, origin: baseURL ?? '' },
  })
  expect(signUp.status()).toBe(200)
  const verified = await fetch(linkIn(await waitForMail(site(baseURL), member.email, 'verify-email')), {
    redirect: 'manual',
  })
  expect(verified.status).toBe(302)

  // The member, on a phone.
  const memberPage = await memberSignsIn(browser, member)
  await memberPage.waitForURL((url) => !url.pathname.startsWith('/login'))
  await memberPage.goto('/user/profile')
  const section = memberPage.getByRole('region', { name: '개인정보 정정·삭제 요청' })
  await expect(section).toContainText('보낸 요청이 없습니다.')
  await section.getByRole('button', { name: '요청 보내기' }).click()
  await expect(section.getByRole('alert')).toContainText('입력한 내용을 확인해 주세요.')
  await expect(section.getByText('요청 내용을 입력해 주세요.')).toBeVisible()
  const detail = `가입할 때 적은 이름의 맞춤법을 고쳐 주세요 (${member.email}).`
  await section.getByLabel('정정').check()
  await section.getByLabel('요청 내용').fill(detail)
  await section.getByRole('button', { name: '요청 보내기' }).click()
  await expect(section.getByRole('alert')).toContainText('요청을 접수했습니다.')
  const listed = section.getByRole('list', { name: '보낸 요청' }).getByRole('listitem')
  await expect(listed).toHaveCount(1)
  await expect(listed).toContainText('정정 요청')
  await expect(listed).toContainText('접수')
  await expect(listed).toContainText(/처리 기한 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/)
  await expect(section.getByLabel('요청 내용')).toHaveValue('')
  await shoot(memberPage, 'privacy-request-member-390')

  // The admin, at a desk: the dashboard card, the request, the answer.
  await page.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(page)
  await page.goto('/admin')
  const card = page.getByRole('region', { name: '개인정보 정정·삭제 요청' })
  await expect(card).toContainText('기한이 지난 요청은 없습니다.')
  await card.getByRole('link', { name: `정정 요청 · ${member.email}` }).click()
  await expect(page.getByLabel('요청 내용')).toHaveValue(detail)
  await page.getByLabel('처리 결과 (회원에게 보입니다)').fill('이름의 맞춤법을 고쳤습니다.')
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: '처리 완료' }).click()
  await page.getByRole('button', { name: '저장' }).click()
  await shoot(page, 'privacy-request-admin-1366')
  // Saved and closed: the member is mailed the outcome.
  expect((await waitForMail(site(baseURL), member.email, 'privacy-request-answer')).subject).toContain('처리 결과')

  // The member reads the outcome where they asked.
  await memberPage.reload()
  await expect(listed).toContainText('처리 완료')
  await expect(listed).toContainText('이름의 맞춤법을 고쳤습니다.')
  await memberPage.context().close()
})
