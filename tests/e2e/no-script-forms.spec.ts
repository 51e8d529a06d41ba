/**
 * The forms that take personal data, sent before the page's scripts run (a browser with JavaScript
 * off is the same page at that moment): each POSTs, so nothing typed reaches an address, the
 * history or a later page's referrer; the server answers as the script would, in Korean.
 */

import { CACHE_CHANNEL } from '../../src/server/contract.mjs'
import { postJson } from '../helpers/http'
import { createVerifiedMember, linkIn, newClient, newMember, siteDatabaseUrl, waitForMail } from '../helpers/members'
import { richText } from '../helpers/payload'
import { queryOnce } from '../helpers/postgres'
import { type Browser, expect, type Page, test } from './fixtures'

const site = (baseURL: string | undefined) => ({ url: baseURL ?? '' })

/** A page without scripts, as its own client (rate limits per test), recording every address it was at. */
async function noScriptPage(browser: Browser, client: Record<string, string> = newClient()) {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: client })
  const page = await context.newPage()
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  return { page, visited, close: () => context.close() }
}

/** No address the page was ever at, nor any it goes back to, carries what was typed. */
async function expectNothingTypedInHistory(page: Page, visited: string[], typed: string[]) {
  const leaks = (url: string) =>
    /[?&](email|password|passwordConfirm|newPassword|currentPassword|name|phone|newEmail|message)=/.test(url) ||
    typed.some((value) => url.includes(encodeURIComponent(value)) || url.includes(value))
  expect(visited.filter(leaks)).toEqual([])
  for (let step = 0; step < visited.length; step++) {
    // An entry that was a POST's answer is not sent again (net::ERR_CACHE_MISS); its address still shows.
    await page.goBack().catch(() => null)
    expect(leaks(page.url()), page.url()).toBe(false)
  }
}

/** Every form of the page POSTs, but the site search, which GETs on purpose and takes nothing personal. */
async function expectOnlyPostForms(page: Page, path: string) {
  await page.goto(path)
  const forms = await page.locator('form').evaluateAll((found) =>
    found.map((form) => ({
      method: form.getAttribute('method')?.toLowerCase(),
      action: form.getAttribute('action'),
    })),
  )
  expect(forms.length, path).toBeGreaterThan(0)
  for (const form of forms) {
    // The site search and the menu button (its menu as a page before the scripts run) take nothing personal.
    if (form.method === 'get') expect(['/search', '/menu', '/user/menu'], path).toContain(form.action)
    else expect(form.method, `${path} ${form.action}`).toBe('post')
  }
}

test('every form on the member and contact pages POSTs (only the site search and the menu button GET)', async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await noScriptPage(browser)
  const guestPages = ['/login', '/signup', '/find-id', '/find-pw', `/reset-pw?token=${'a'.repeat(24)}`]
  for (const path of [...guestPages, '/contact/general', '/contact/invest', '/contact/lookup']) {
    await expectOnlyPostForms(page, path)
  }
  const member = await createVerifiedMember(site(baseURL))
  await signInWithoutScript(page, member.email, member.password)
  await expectOnlyPostForms(page, '/user/profile')
  await close()
})

async function signInWithoutScript(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('이메일', { exact: true }).fill(email)
  await page.getByLabel('비밀번호', { exact: true }).fill(password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
}

test('login before the scripts: a wrong password reads in Korean with the e-mail kept, the right one signs in', async ({
  browser,
  baseURL,
}) => {
  const member = await createVerifiedMember(site(baseURL))
  const { page, visited, close } = await noScriptPage(browser, member.client)
  await page.goto('/login?redirect=/user/profile')
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1')
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.')
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue(member.email)
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('')
  expect(decodeURIComponent(page.url())).toBe(`${baseURL}/login?redirect=/user/profile`)

  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(`${baseURL}/user/profile`)
  await expect(page.getByLabel('이름')).toHaveValue(member.name)
  await expectNothingTypedInHistory(page, visited, [member.email, member.password, 'wrong-password-1'])
  await close()
})

test('a sign-in sent before the scripts counts in the same rate limit as the API', async ({ browser, baseURL }) => {
  const client = newClient()
  const { page, close } = await noScriptPage(browser, client)
  const attempt = { email: `limited${Date.now()}@example.com`, password: 'wrong-password-1' }
  // The rule allows 5 a minute per client: one through the form, then the API has four left...
  await signInWithoutScript(page, attempt.email, attempt.password)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.')
  const statuses: number[] = []
  for (let count = 0; count < 5; count++) {
    statuses.push((await postJson(baseURL ?? '', '/api/auth/sign-in/email', attempt, { headers: client })).status)
  }
  expect(statuses).toEqual([401, 401, 401, 401, 429])
  // ...and the form, sent again, is refused like the API.
  await signInWithoutScript(page, attempt.email, attempt.password)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('요청이 너무 많습니다.')
  await close()
})

test('sign-up, find-id, find-pw and reset-pw before the scripts do what the script does', async ({
  browser,
  baseURL,
}) => {
  const member = newMember({ name: '정스크립트', phone: `010-5555-0${String(Date.now()).slice(-3)}` })
  const { page, visited, close } = await noScriptPage(browser, member.client)

  await page.goto('/signup')
  await page.getByLabel('이름').fill(member.name)
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  await page.getByLabel('비밀번호 확인').fill('not-the-same-9')
  await page.getByLabel('휴대폰 번호').fill(member.phone)
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page.getByText('이용약관에 동의해 주세요.')).toBeVisible()
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue(member.email)
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('')
  const consents = ['이용약관 동의', '개인정보 수집·이용 동의', '만 14세 이상입니다']
  for (const consent of consents) await page.getByLabel(consent).check()
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  await page.getByLabel('비밀번호 확인').fill('still-not-the-same-9')
  await page.getByRole('button', { name: '가입하기' }).click()
  // Refused for the password alone: the consents come back as they were ticked.
  await expect(page.getByText('비밀번호가 서로 다릅니다.')).toBeVisible()
  for (const consent of consents) await expect(page.getByLabel(consent)).toBeChecked()
  await expect(page.getByLabel('마케팅 정보 수신 동의')).not.toBeChecked()
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  await page.getByLabel('비밀번호 확인').fill(member.password)
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page.getByRole('heading', { name: '인증 메일을 보냈습니다' })).toBeVisible()
  await page.goto(linkIn(await waitForMail(site(baseURL), member.email, 'verify-email')))
  await expect(page).toHaveURL(/\/login\?verified=1$/)

  await page.goto('/find-id')
  await page.getByLabel('이름').fill(member.name)
  await page.getByLabel('휴대폰 번호').fill(member.phone)
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByText(/가입일 \d{4}\.\d{2}\.\d{2}/)).toBeVisible()
  await expect(page.getByLabel('이름')).toHaveValue(member.name)

  await page.goto('/find-pw')
  await page.getByLabel('가입한 이메일').fill(member.email)
  await page.getByRole('button', { name: '재설정 메일 보내기' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('비밀번호 재설정 메일을 보냈습니다')
  await page.goto(linkIn(await waitForMail(site(baseURL), member.email, 'reset-password')))
  await expect(page).toHaveURL(/\/reset-pw\?token=[A-Za-z0-9]{24}$/)
  await page.getByLabel('새 비밀번호', { exact: true }).fill('no-script-pass-9')
  await page.getByLabel('새 비밀번호 확인').fill('no-script-pass-9')
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click()
  await expect(page).toHaveURL(/\/login\?reset=1$/)
  await signInWithoutScript(page, member.email, 'no-script-pass-9')
  await expect(page).toHaveURL(`${baseURL}/`)
  await expectNothingTypedInHistory(page, visited, [member.email, member.password, 'no-script-pass-9', member.name])
  await close()
})

test('my info before the scripts: saves the profile, refuses a wrong password in Korean, deletes nothing unasked', async ({
  browser,
  baseURL,
}) => {
  const member = await createVerifiedMember(site(baseURL))
  const { page, visited, close } = await noScriptPage(browser, member.client)
  await signInWithoutScript(page, member.email, member.password)
  await page.goto('/user/profile')
  await page.getByLabel('이름').fill('김바뀜')
  await page.getByRole('button', { name: '저장' }).click()
  await expect(page.getByText('회원 정보를 저장했습니다.')).toBeVisible()
  await expect(page.getByLabel('이름')).toHaveValue('김바뀜')

  await page.getByLabel('지금 비밀번호').fill('wrong-password-1')
  await page.getByLabel('새 비밀번호', { exact: true }).fill('next-pass-word-7')
  await page.getByLabel('새 비밀번호 확인').fill('next-pass-word-7')
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click()
  await expect(page.getByText('비밀번호가 올바르지 않습니다.')).toBeVisible()

  await page.getByLabel('비밀번호 확인', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: '회원 탈퇴' }).click()
  await expect(page.getByText('자바스크립트가 필요합니다', { exact: false })).toBeVisible()
  await page.goto('/user/profile')
  await expect(page).toHaveURL(`${baseURL}/user/profile`)
  await expectNothingTypedInHistory(page, visited, [member.password, 'wrong-password-1', 'next-pass-word-7'])
  await close()
})

test('a correction request before the scripts: refused in Korean when empty, then received and listed', async ({
  browser,
  baseURL,
}) => {
  const member = await createVerifiedMember(site(baseURL))
  const { page, visited, close } = await noScriptPage(browser, member.client)
  await signInWithoutScript(page, member.email, member.password)
  await page.goto('/user/profile')
  const section = page.getByRole('region', { name: '개인정보 정정·삭제 요청' })
  await section.getByLabel('삭제').check()
  await section.getByRole('button', { name: '요청 보내기' }).click()
  await expect(section.getByText('요청 내용을 입력해 주세요.')).toBeVisible()
  await expect(section.getByLabel('삭제')).toBeChecked()

  const detail = '예전에 보낸 문의의 휴대전화 번호를 지워 주세요.'
  await section.getByLabel('요청 내용').fill(detail)
  await section.getByRole('button', { name: '요청 보내기' }).click()
  await expect(section.getByText('요청을 접수했습니다.', { exact: false })).toBeVisible()
  await expect(section.getByRole('list', { name: '보낸 요청' })).toContainText('삭제 요청')
  await expect(section.getByRole('list', { name: '보낸 요청' })).toContainText(detail)
  await expectNothingTypedInHistory(page, visited, [member.password, detail])
  await close()
})

test('a changed 이용약관 asking for consent again: asked at sign-in and agreed before the scripts', async ({
  browser,
  baseURL,
  site: running,
}) => {
  const member = await createVerifiedMember(site(baseURL))
  // A version in effect since today 00:00 Seoul that asks members to agree again, written as the seed
  // writes history (this site's Local API runs in its own process), and the site told its cached
  // legal texts are stale. Removed afterwards: the worker's later tests sign up under the seed's texts.
  const database = await siteDatabaseUrl(running)
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)
  const effective = new Date(`${today}T00:00:00+09:00`)
  const [version] = await queryOnce<{ id: number }>(
    database,
    `INSERT INTO legal_versions (title, document, effective_date, summary, body, notice_days, notice_starts_at, requires_consent)
     VALUES ($1, 'terms', $2, $3, $4, 7, $5, true) RETURNING id`,
    [
      '이용약관 시험 시행',
      effective,
      '탈퇴 절차를 내 정보 화면으로 바꾸었습니다.',
      JSON.stringify(richText('회원은 내 정보에서 언제든 탈퇴할 수 있습니다.')),
      new Date(effective.getTime() - 7 * 86_400_000),
    ],
  )
  const expire = () =>
    queryOnce(database, 'SELECT pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify(['global:legal'])])
  await expire()
  const { page, close } = await noScriptPage(browser, member.client)
  try {
    await page.goto('/login?redirect=%2Fuser%2Fedu')
    await page.getByLabel('이메일', { exact: true }).fill(member.email)
    await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: '로그인', exact: true }).click()
    await expect(page).toHaveURL(/\/user\/consent\?next=%2Fuser%2Fedu$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('바뀐 이용약관에 동의해 주세요')
    await expect(page.getByText('탈퇴 절차를 내 정보 화면으로 바꾸었습니다.')).toBeVisible()
    await page.getByRole('button', { name: '동의하고 계속하기' }).click()
    await expect(page.getByText('바뀐 내용에 동의하려면 확인란을 선택해 주세요.')).toBeVisible()
    await page.getByLabel(/바뀐 이용약관의 내용을 읽었고 동의합니다/).check()
    await page.getByRole('button', { name: '동의하고 계속하기' }).click()
    await expect(page).toHaveURL(/\/user\/edu$/)
    // Recorded against the version: the members' pages let them in from now on.
    await page.goto('/user/applications')
    await expect(page).toHaveURL(/\/user\/applications$/)
  } finally {
    await close()
    await queryOnce(database, 'DELETE FROM legal_versions WHERE id = $1', [version?.id])
    await expire()
  }
})

test('a contact form sent before the scripts is stored, answered in Korean, and never put in the address', async ({
  browser,
  baseURL,
}) => {
  const { page, visited, close } = await noScriptPage(browser)
  await page.goto('/contact/general')
  const name = `사전전송${Date.now().toString(36)}`
  await page.getByLabel('이름', { exact: false }).first().fill(name)
  await page.getByLabel('이메일', { exact: false }).first().fill('asker@example.com')
  // Refused: the missing fields are named in Korean, and what was typed is still there.
  await page.getByRole('button', { name: /보내기/ }).click()
  await expect(page.getByRole('alert').filter({ hasText: '입력한 내용을 확인해 주세요.' })).toBeVisible()
  await expect(page.getByLabel('이름', { exact: false }).first()).toHaveValue(name)
  await expect(page.getByLabel('휴대전화', { exact: false })).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('휴대전화', { exact: false }).fill('010-2345-6789')
  await page.getByLabel('문의 주제', { exact: false }).selectOption('기타')
  await page.getByLabel('문의 내용', { exact: false }).fill('스크립트 없이 보낸 문의입니다. 접수되어야 합니다.')
  // A deaf asker asks for an interpreter without scripts too: with the separate consent it is taken.
  await page.getByLabel(/수어 통역사가 함께하기를 원합니다/).check()
  await page.getByLabel(/^\(선택\) 장애 여부·종류와 수어 통역 필요 여부/).check()
  await page.getByLabel('(필수) 개인정보 수집·이용에 동의합니다').check()
  await page.getByRole('button', { name: /보내기/ }).click()
  await expect(page).toHaveURL(new RegExp(`${baseURL}/contact/complete\\?ref=Q\\d{6}-[A-Z2-9]{5}&kind=general$`))
  await expect(page.getByRole('heading', { name: '일반 문의가 접수되었습니다' })).toBeVisible()
  const reference = new URL(page.url()).searchParams.get('ref') ?? ''

  // The inquiry is there for the guest to look up with the number and the e-mail.
  await page.goto('/contact/lookup')
  await page.getByLabel('접수 번호').fill(reference)
  await page.getByLabel('이메일 또는 연락처').fill('asker@example.com')
  await page.getByRole('button', { name: '조회하기' }).click()
  await expect(page.getByRole('heading', { name: `문의 내용 ${reference}` })).toBeVisible()
  await expectNothingTypedInHistory(page, visited, ['asker@example.com', name, '010-2345-6789'])
  await close()
})
