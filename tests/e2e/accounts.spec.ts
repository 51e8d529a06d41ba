import {
  createVerifiedMember,
  linkIn,
  type Member,
  newClient,
  newMember,
  signIn,
  waitForMail,
} from '../helpers/members'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'
import { holdScripts } from './hold-scripts'

/** Each test is its own client (the e2e site trusts X-Forwarded-For), so rate limits stay per test. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(newClient())
})

const site = (baseURL: string | undefined) => ({ url: baseURL ?? '' })

async function signInThroughForm(page: Page, member: Pick<Member, 'email' | 'password'>) {
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
}

test('sign-up with separate agreements, verification mail from the outbox, sign-in, education area', async ({
  page,
  baseURL,
}) => {
  const member = newMember()
  await page.goto('/signup')
  await page.getByLabel('이름').fill(member.name)
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  const password = page.getByLabel('비밀번호', { exact: true })
  await password.fill('abc')
  await expect(page.getByRole('list', { name: '비밀번호 규칙' }).getByText('8자 이상 64자 이하')).toContainText(
    '미충족',
  )
  await password.fill(member.password)
  await expect(page.getByRole('list', { name: '비밀번호 규칙' }).getByText('8자 이상 64자 이하')).toContainText('충족')
  await page.getByLabel('비밀번호 확인').fill(member.password)
  await page.getByLabel('휴대폰 번호').fill(member.phone)

  // Required agreements are checked one by one; the form says which is missing.
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page.getByText('이용약관에 동의해 주세요.')).toBeVisible()
  await expect(page.getByText('만 14세 이상만 가입할 수 있습니다.')).toBeVisible()
  await page.getByLabel('전체 동의 (선택 항목 포함)').check()
  for (const label of ['이용약관 동의', '개인정보 수집·이용 동의', '만 14세 이상입니다', '마케팅 정보 수신 동의']) {
    await expect(page.getByLabel(label)).toBeChecked()
  }
  await page.getByLabel('마케팅 정보 수신 동의').uncheck()
  await expect(page.getByLabel('전체 동의 (선택 항목 포함)')).not.toBeChecked()
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page.getByRole('heading', { name: '인증 메일을 보냈습니다' })).toBeVisible()

  const mail = await waitForMail(site(baseURL), member.email, 'verify-email')
  await page.goto(linkIn(mail))
  await expect(page).toHaveURL(/\/login\?verified=1$/)
  await expect(page.getByText('이메일 인증을 마쳤습니다. 로그인해 주세요.')).toBeVisible()
  await signInThroughForm(page, member)
  await expect(page).toHaveURL(`${baseURL}/`)

  await page.goto('/user/edu')
  await expect(page.getByRole('heading', { name: '교육 프로그램', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: '교육 뉴스', exact: true }).click()
  await expect(page).toHaveURL(/\/user\/edu\/news$/)
  await page.locator('.post-card a').first().click()
  await expect(page).toHaveURL(/\/user\/edu\/news-detail\/\d+$/)
  await expect(page.getByText('회원 전용')).toBeVisible()
})

test("a member moves through the education area's cached pages with no error in the console", async ({
  page,
  baseURL,
}) => {
  const errors: string[] = []
  // A failed request is recorded with its address (the console's line for it has none).
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded'))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
  const member = await createVerifiedMember(site(baseURL))
  await page.goto('/login?redirect=%2Fuser%2Fedu%2Fnews')
  await signInThroughForm(page, member)
  await expect(page).toHaveURL(/\/user\/edu\/news$/)

  // A whole page load, answered from the page cache (src/proxy.ts), hydrates without a mismatch.
  const reload = await page.reload()
  expect(reload?.headers()['x-nextjs-cache']).toMatch(/HIT|MISS|STALE/)
  const eduNav = page.getByRole('navigation', { name: '교육 프로그램 메뉴' })
  await expect(eduNav.getByRole('link', { name: '교육 뉴스' })).toHaveAttribute('aria-current', 'page')
  await page.locator('.post-card a').first().click()
  await expect(page).toHaveURL(/\/user\/edu\/news-detail\/\d+$/)
  await expect(page.getByText('회원 전용')).toBeVisible()
  await page.getByRole('link', { name: '교육 뉴스 목록' }).click()
  await expect(page).toHaveURL(/\/user\/edu\/news$/)
  await eduNav.getByRole('link', { name: '임팩트 스토리' }).click()
  await expect(page).toHaveURL(/\/user\/edu\/impact-story$/)
  await expect(page.getByRole('heading', { name: '임팩트 스토리', level: 1 })).toBeVisible()
  await expect(eduNav.getByRole('link', { name: '임팩트 스토리' })).toHaveAttribute('aria-current', 'page')
  await page.reload()
  await expect(eduNav.getByRole('link', { name: '임팩트 스토리' })).toHaveAttribute('aria-current', 'page')
  await page.goBack()
  await expect(page.getByRole('heading', { name: '교육 뉴스', level: 1 })).toBeVisible()
  expect(errors).toEqual([])
})

test('a guest opening /user/edu/news signs in and comes back there', async ({ page, baseURL }) => {
  const member = await createVerifiedMember(site(baseURL))
  await page.goto('/user/edu/news')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fedu%2Fnews$/)
  await signInThroughForm(page, member)
  await expect(page).toHaveURL(/\/user\/edu\/news$/)
  await expect(page.getByRole('heading', { name: '교육 뉴스', level: 1 })).toBeVisible()
  // The first cover is the phone's largest image: inline in the HTML and fetched first; the rest wait.
  const covers = page.locator('.post-card img')
  await expect(covers.first()).toHaveAttribute('src', /^data:image\/webp;base64,/)
  await expect(covers.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(covers.nth(1)).not.toHaveAttribute('fetchpriority', 'high')

  // Signed in, the guest-only pages send the member on: to the redirect target, else home.
  await page.goto('/login?redirect=%2Fuser%2Fedu')
  await expect(page).toHaveURL(/\/user\/edu$/)
  await page.goto('/signup')
  await expect(page).toHaveURL(`${baseURL}/`)
  // A redirect to another site is never followed.
  await page.goto('/find-id?redirect=https%3A%2F%2Fevil.example')
  await expect(page).toHaveURL(`${baseURL}/`)
})

test('wrong credentials and OAuth error codes read in Korean', async ({ page }) => {
  await page.goto('/login?error=state_not_found')
  await expect(page.getByRole('main').getByRole('alert')).toContainText('로그인 요청이 만료되었거나')
  await signInThroughForm(page, { email: 'nobody@example.com', password: 'wrong-password-1' })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.')
})

test('find-id shows the masked e-mail with its sign-up date', async ({ page, baseURL }) => {
  const member = await createVerifiedMember(site(baseURL), {
    name: '김찾기',
    phone: '010-4321-8765',
    email: `findme${Date.now()}@example.com`,
  })
  await page.goto('/find-id')
  await page.getByLabel('이름').fill(member.name)
  await page.getByLabel('휴대폰 번호').fill('01043218765')
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByText('fi***@ex***.com')).toBeVisible()
  await expect(page.getByText(/가입일 \d{4}\.\d{2}\.\d{2}/)).toBeVisible()
  await page.getByLabel('이름').fill('없는사람')
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByText('입력한 이름과 휴대폰 번호로 가입한 계정이 없습니다.', { exact: false })).toBeVisible()
})

test('find-pw mails a reset link; reset-pw sets the new password; a used link says so', async ({ page, baseURL }) => {
  const member = await createVerifiedMember(site(baseURL))
  await page.goto('/find-pw')
  await page.getByLabel('가입한 이메일').fill(member.email)
  await page.getByRole('button', { name: '재설정 메일 보내기' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('비밀번호 재설정 메일을 보냈습니다')

  const link = linkIn(await waitForMail(site(baseURL), member.email, 'reset-password'))
  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-pw\?token=[A-Za-z0-9]{24}$/)
  await page.getByLabel('새 비밀번호', { exact: true }).fill('brand-new-pass-9')
  await page.getByLabel('새 비밀번호 확인').fill('brand-new-pass-9')
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click()
  await expect(page).toHaveURL(/\/login\?reset=1$/)
  await signInThroughForm(page, { email: member.email, password: 'brand-new-pass-9' })
  await expect(page).toHaveURL(`${baseURL}/`)

  await page.context().clearCookies()
  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-pw\?error=INVALID_TOKEN$/)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('올바르지 않거나 유효 시간(1시간)이 지났습니다')
  await page.getByRole('link', { name: /비밀번호 찾기에서/ }).click()
  await expect(page).toHaveURL(/\/find-pw$/)
})

test('my info: edit, devices with this one marked, and leaving behind a confirm dialog', async ({ page, baseURL }) => {
  const member = await createVerifiedMember(site(baseURL))
  await page.goto('/user/profile')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fprofile$/)
  await signInThroughForm(page, member)
  await expect(page).toHaveURL(/\/user\/profile$/)

  await page.getByLabel('이름').fill('바뀐이름')
  await page.getByRole('button', { name: '저장' }).click()
  await expect(page.getByText('회원 정보를 저장했습니다.')).toBeVisible()
  await expect(page.getByText('이 기기')).toBeVisible()
  await expect(page.getByText('이메일과 비밀번호')).toBeVisible()

  // Another device (signed in over HTTP) is listed and signed out by its row's button.
  const otherDevice = await signIn(site(baseURL), member)
  await page.reload()
  const devices = page.getByRole('region', { name: '로그인한 기기' })
  await expect(devices.getByRole('listitem')).toHaveCount(2)
  await devices.getByRole('button', { name: '로그아웃', exact: true }).click()
  await expect(devices.getByRole('status')).toContainText('기기에서 로그아웃했습니다.')
  await expect(devices.getByRole('listitem')).toHaveCount(1)
  const ended = await fetch(`${baseURL}/api/auth/get-session?disableCookieCache=true`, {
    headers: { cookie: otherDevice.header() },
  })
  expect(await ended.json()).toBeNull()

  // 다른 기기 모두 로그아웃 ends every other session at once; this one stays.
  const others = [await signIn(site(baseURL), member), await signIn(site(baseURL), member)]
  await page.reload()
  await expect(devices.getByRole('listitem')).toHaveCount(3)
  await devices.getByRole('button', { name: '다른 기기 모두 로그아웃' }).click()
  await expect(devices.getByRole('status')).toHaveText('다른 기기에서 모두 로그아웃했습니다.')
  await expect(devices.getByRole('listitem')).toHaveCount(1)
  for (const jar of others) {
    const session = await fetch(`${baseURL}/api/auth/get-session?disableCookieCache=true`, {
      headers: { cookie: jar.header() },
    })
    expect(await session.json()).toBeNull()
  }

  // Leaving: the password, then the site's confirm modal; cancelling keeps the account.
  const leaving = page.getByRole('region', { name: '회원 탈퇴' })
  await leaving.getByLabel('비밀번호 확인').fill(member.password)
  await leaving.getByRole('button', { name: '회원 탈퇴' }).click()
  const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '취소' }).click()
  await expect(dialog).toBeHidden()
  await expect(leaving.getByRole('button', { name: '회원 탈퇴' })).toBeFocused()
  await page.reload()
  await expect(page).toHaveURL(/\/user\/profile$/)
  await leaving.getByLabel('비밀번호 확인').fill(member.password)
  await leaving.getByRole('button', { name: '회원 탈퇴' }).click()
  await dialog.getByRole('button', { name: '탈퇴하기' }).click()
  await expect(page).toHaveURL(`${baseURL}/?deleted=1`)
  await page.goto('/user/edu')
  await expect(page).toHaveURL(/\/login\?redirect=/)
})

test('the mailed delete-account link: a guest signs in, comes back and confirms', async ({ page, baseURL }) => {
  const member = await createVerifiedMember(site(baseURL))
  const jar = await signIn(site(baseURL), member)
  const requested = await fetch(`${baseURL}/api/auth/request-delete-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL ?? '', cookie: jar.header(), ...newClient() },
    body: '{}',
  })
  expect(requested.status).toBe(200)
  const link = linkIn(await waitForMail(site(baseURL), member.email, 'delete-account'))

  await page.goto(link)
  await expect(page.getByText('먼저 로그인해 주세요')).toBeVisible()
  await page.getByRole('link', { name: '로그인하고 계속하기' }).click()
  await signInThroughForm(page, member)
  await expect(page).toHaveURL(link)
  await expect(page.getByText(member.email)).toBeVisible()
  await page.getByRole('button', { name: '탈퇴하기' }).click()
  await page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' }).getByRole('button', { name: '탈퇴하기' }).click()
  await expect(page).toHaveURL(`${baseURL}/?deleted=1`)
  await page.goto(link)
  await expect(page.getByText('먼저 로그인해 주세요')).toBeVisible()
})

test('the auth pages pass axe (WCAG 2.2 AA)', async ({ page }) => {
  for (const path of ['/login', '/signup', '/find-id', '/find-pw', '/reset-pw', '/user/delete-account?token=x']) {
    await page.goto(path)
    expect(await axeViolations(page), path).toEqual([])
  }
})

for (const width of [390, 1366]) {
  test(`my info at ${width} px: change password with its rules, Korean refusals, then the new password signs in`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const member = await createVerifiedMember(site(baseURL))
    await page.goto('/login?redirect=%2Fuser%2Fprofile')
    await signInThroughForm(page, member)
    await expect(page).toHaveURL(/\/user\/profile$/)
    const section = page.getByRole('region', { name: '비밀번호 변경' })
    const rules = section.getByRole('list', { name: '비밀번호 규칙' })

    // The form's own check: the second typing differs, so the focus lands on it.
    await section.getByLabel('지금 비밀번호').fill(member.password)
    await section.getByLabel('새 비밀번호', { exact: true }).fill('short')
    await expect(rules.getByText('8자 이상 64자 이하')).toContainText('미충족')
    await section.getByLabel('새 비밀번호', { exact: true }).fill('changed-pass-7')
    await expect(rules.getByText('8자 이상 64자 이하')).toContainText('(충족)')
    await section.getByLabel('새 비밀번호 확인').fill('changed-pass-8')
    await section.getByRole('button', { name: '비밀번호 바꾸기' }).click()
    await expect(section.getByText('비밀번호가 서로 다릅니다.')).toBeVisible()
    await expect(section.getByLabel('새 비밀번호 확인')).toBeFocused()

    // A new password equal to the current one is no change: refused at its field.
    await section.getByLabel('새 비밀번호', { exact: true }).fill(member.password)
    await section.getByLabel('새 비밀번호 확인').fill(member.password)
    await section.getByRole('button', { name: '비밀번호 바꾸기' }).click()
    await expect(section.getByText('새 비밀번호는 지금 비밀번호와 달라야 합니다.')).toBeVisible()
    await section.getByLabel('새 비밀번호', { exact: true }).fill('changed-pass-7')

    // The server's refusal, in Korean, through the auth client.
    await section.getByLabel('지금 비밀번호').fill('not-my-password-1')
    await section.getByLabel('새 비밀번호 확인').fill('changed-pass-7')
    await section.getByRole('button', { name: '비밀번호 바꾸기' }).click()
    await expect(section.getByRole('alert')).toContainText('비밀번호가 올바르지 않습니다.')

    await section.getByLabel('지금 비밀번호').fill(member.password)
    await section.getByRole('button', { name: '비밀번호 바꾸기' }).click()
    await expect(section.getByRole('alert')).toContainText('비밀번호를 바꾸고 다른 기기에서 로그아웃했습니다.')
    // Every typed password is cleared once it served.
    for (const label of ['지금 비밀번호', '새 비밀번호', '새 비밀번호 확인']) {
      await expect(section.getByLabel(label, { exact: true })).toHaveValue('')
    }
    // The page, not a notice fading in or out over it (axe read a leaving toast's text at 1.03:1).
    expect(await axeViolations(page, { exclude: '.Toastify' })).toEqual([])
    await page.screenshot({ path: test.info().outputPath(`change-password-${width}.png`), fullPage: true })
    await signIn(site(baseURL), { ...member, password: 'changed-pass-7' })
  })
}

test('a password typed before the sign-up form’s scripts ran is checked against the rules once they run', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/signup', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('비밀번호', { exact: true }).fill('typed-early-7')
  release()
  const rules = page.getByRole('list', { name: '비밀번호 규칙' })
  await expect(rules.getByText('8자 이상 64자 이하')).toContainText('(충족)', { timeout: 15_000 })
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('typed-early-7')
})
