import { createVerifiedMember, newClient } from '../helpers/members'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'
import { revealEverything } from './reveal'

/** The site shell: navigation, mobile menu, page mode, footer, modals, toasts. */

const MOBILE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const WIDE = { width: 1366, height: 768 }
const CONTACT_KINDS = [
  ['edu', '교육'],
  ['impact', '임팩트 창업'],
  ['invest', '투자'],
  ['general', '일반'],
] as const

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(newClient())
})

async function revealedViolations(page: Page) {
  await revealEverything(page)
  return axeViolations(page, { bestPractice: true })
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('이메일', { exact: true }).fill(email)
  await page.getByLabel('비밀번호', { exact: true }).fill(password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

test.describe('mobile menu', () => {
  test.use({ viewport: MOBILE })

  test('?menu=true opens it with the other parameters kept; closing writes menu=false', async ({ page }) => {
    await page.goto('/community/news/list?page=2&menu=true')
    const menu = page.getByRole('dialog', { name: '전체 메뉴' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('heading', { name: /뉴스/, level: 1 })).toBeAttached()
    // The spec's groups, with the mobile wording of the hearing-impaired programme.
    for (const group of ['회사 소개', '임팩트 프랜차이즈', '커뮤니티']) {
      await expect(menu.getByRole('region', { name: group })).toBeVisible()
    }
    await expect(menu.getByRole('region', { name: '회사 소개' }).getByRole('link')).toHaveCount(3)
    await expect(menu.getByRole('region', { name: '임팩트 프랜차이즈' }).getByRole('link')).toHaveCount(4)
    await expect(menu.getByRole('region', { name: '커뮤니티' }).getByRole('link')).toHaveCount(2)
    await expect(menu.getByRole('link', { name: '장애인 창업자 지원' })).toBeVisible()
    await expect(menu.getByRole('link', { name: '바이오 푸드테크' })).toBeVisible()
    await expect(menu.getByRole('link', { name: '투자 지원' })).toBeVisible()

    await menu.getByRole('button', { name: '메뉴 닫기' }).click()
    await expect(menu).toBeHidden()
    const url = new URL(page.url())
    expect(url.searchParams.get('menu')).toBe('false')
    expect(url.searchParams.get('page')).toBe('2')

    await page.goto('/community/news/list?page=2&menu=false')
    await expect(menu).toBeHidden()
  })

  test('the button opens it; scrolling is locked, Tab stays inside, Escape closes and focus returns', async ({
    page,
  }) => {
    await page.goto('/intro/page-a?from=test')
    const button = page.getByRole('button', { name: '전체 메뉴 열기' })
    await button.click()
    const menu = page.getByRole('dialog', { name: '전체 메뉴' })
    await expect(menu).toBeVisible()
    const url = new URL(page.url())
    expect(url.searchParams.get('menu')).toBe('true')
    expect(url.searchParams.get('from')).toBe('test')

    // Scroll lock: the page does not move under the menu.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.mouse.wheel(0, 800)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // The solid bar while the menu is open.
    await expect(page.locator('.site-header')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')

    // Focus trap: 40 Tabs never leave the dialog.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    expect(new URL(page.url()).searchParams.has('menu')).toBe(false)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })

  test("the browser's back button closes it", async ({ page }) => {
    await page.goto('/foodtech')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    const menu = page.getByRole('dialog', { name: '전체 메뉴' })
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/foodtech$/)
  })

  test('back from a page reached through the menu returns to the page before, the menu closed', async ({ page }) => {
    await page.goto('/foodtech')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    const menu = page.getByRole('dialog', { name: '전체 메뉴' })
    await menu.getByRole('link', { name: '청년 창업 지원' }).click()
    await expect(page).toHaveURL(/\/impact-franchise\/page-b$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/foodtech$/)
    await expect(menu).toBeHidden()
  })

  test('following a link in the menu goes there with the menu closed', async ({ page }) => {
    await page.goto('/?menu=true')
    const menu = page.getByRole('dialog', { name: '전체 메뉴' })
    await menu.getByRole('link', { name: '청년 창업 지원' }).click()
    await expect(page).toHaveURL(/\/impact-franchise\/page-b$/)
    await expect(menu).toBeHidden()
  })

  test('axe finds no violation with the menu open and closed', async ({ page }) => {
    await page.goto('/')
    expect(await revealedViolations(page)).toEqual([])
    await page.goto('/?menu=true')
    await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeVisible()
    expect(await revealedViolations(page)).toEqual([])
  })

  test('the mobile footer keeps the phone at hand and folds the business facts', async ({ page }) => {
    await page.goto('/intro/page-a')
    // Two separate footers; on a phone only the mobile one is shown.
    await expect(page.locator('.footer-desktop')).toBeHidden()
    const footer = page.locator('.footer-mobile')
    await expect(footer.locator('.footer-channels')).toContainText('대표 상담 전화')
    await expect(footer.locator('.footer-channels')).toBeVisible()
    const facts = footer.getByText('사업자 정보')
    await expect(facts).toBeVisible()
    await expect(footer.getByText('사업자등록번호')).toBeHidden()
    await facts.click()
    await expect(footer.getByText('사업자등록번호')).toBeVisible()
    await expect(footer.getByRole('link', { name: '개인정보처리방침' })).toHaveCSS('font-weight', '700')
  })
})

test.describe('desktop bar', () => {
  test.use({ viewport: DESKTOP })

  test('gets a solid background once scrolled past its height', async ({ page }) => {
    await page.goto('/intro/page-a')
    const header = page.locator('.site-header')
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    const height = await header.evaluate((element) => element.getBoundingClientRect().height)
    await page.evaluate((y) => window.scrollTo(0, y), height - 10)
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await page.evaluate((y) => window.scrollTo(0, y), height + 10)
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  })

  test('home: the page mode follows the section under the bar and title2 turns the logo white', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('.site-header')
    const logo = header.getByRole('link').first()
    // The seeded hero is dark (title2).
    await expect(header).toHaveAttribute('data-mode', 'title2')
    await expect(logo).toHaveCSS('color', 'rgb(255, 255, 255)')
    // A light section under the bar: title1, dark logo.
    await page
      .locator('main section')
      .nth(1)
      .evaluate((section) => window.scrollTo(0, (section as HTMLElement).offsetTop + 10))
    await expect(header).toHaveAttribute('data-mode', 'title1')
    await expect(logo).not.toHaveCSS('color', 'rgb(255, 255, 255)')
    // The dark call to action: title2 again, on a dark solid bar.
    await page
      .locator('main section.cta')
      .evaluate((section) => window.scrollTo(0, (section as HTMLElement).offsetTop + 10))
    await expect(header).toHaveAttribute('data-mode', 'title2')
    await expect(logo).toHaveCSS('color', 'rgb(255, 255, 255)')
    // Off the home page there is no mode.
    await page.goto('/foodtech')
    await expect(header).not.toHaveAttribute('data-mode', /.*/)
  })

  test("home before the scripts run: the bar is in the hero's colours and offers 로그인 and 회원가입", async ({
    browser,
  }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, extraHTTPHeaders: newClient() })
      const page = await context.newPage()
      await page.goto('/')
      const header = page.locator('.site-header')
      await expect(header).not.toHaveAttribute('data-mode', /.*/)
      // The seeded hero is dark (title2): a white logo on it, as once the scripts have run.
      await expect(header.getByRole('link').first()).toHaveCSS('color', 'rgb(255, 255, 255)')
      if (viewport === DESKTOP) {
        await expect(header.getByRole('link', { name: '로그인' })).toBeVisible()
        await expect(header.getByRole('link', { name: '회원가입' })).toBeVisible()
      }
      // Off the home page, the usual dark text.
      await page.goto('/foodtech')
      await expect(header.getByRole('link').first()).not.toHaveCSS('color', 'rgb(255, 255, 255)')
      await context.close()
    }
  })

  test('dropdowns before the scripts run: they open on hover and on keyboard focus, and their links work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto('/foodtech')
    const nav = page.getByRole('navigation', { name: '주 메뉴' })
    const link = nav.getByRole('link', { name: '청각장애인 창업 지원' })
    await expect(link).toBeHidden()
    await nav.getByRole('button', { name: '임팩트 프랜차이즈' }).hover()
    await expect(link).toBeVisible()
    // Under its button, not at the window's corner where the script would have placed it.
    const [button, panel] = await Promise.all([
      nav.getByRole('button', { name: '임팩트 프랜차이즈' }).boundingBox(),
      link.boundingBox(),
    ])
    expect(panel?.y ?? 0).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0) - 1)
    await page.mouse.move(5, 600)
    await expect(link).toBeHidden()

    await nav.getByRole('button', { name: '회사 소개' }).focus()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: '회사 소개', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/intro\/page-a$/)
    await context.close()
  })

  test('dropdowns open on hover and on keyboard focus, and Escape closes them', async ({ page }) => {
    await page.goto('/foodtech')
    const nav = page.getByRole('navigation', { name: '주 메뉴' })
    const trigger = nav.getByRole('button', { name: '임팩트 프랜차이즈' })
    await trigger.hover()
    await expect(nav.getByRole('link', { name: '청각장애인 창업 지원' })).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.move(5, 600)
    await expect(nav.getByRole('link', { name: '청각장애인 창업 지원' })).toBeHidden()

    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: '청년 창업 지원' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: '임팩트 프랜차이즈 소개' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: '청년 창업 지원' })).toBeHidden()

    // The panel sits 5 px below its button.
    await trigger.hover()
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replace(/:/g, '\\:'))
    await expect(panel).toBeVisible()
    const [button, box] = await Promise.all([trigger.boundingBox(), panel.boundingBox()])
    expect(Math.round((box?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0)))).toBe(5)
  })

  test('a menu still shows its links when the positioning code cannot be fetched', async ({ page }) => {
    await page.goto('/foodtech')
    // Every script the page loaded is in; any chunk asked for later (the positioning code) fails.
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
    )
    await page.route('**/_next/static/chunks/*.js', (route) =>
      loaded.has(route.request().url()) ? route.continue() : route.abort(),
    )
    const nav = page.getByRole('navigation', { name: '주 메뉴' })
    // The first failure reloads the page once (a failed chunk may mean a new build: BuildWatcher);
    // after that the reload guard holds, and the panel shows its links unplaced.
    await expect(async () => {
      await page.mouse.move(5, 600)
      await nav.getByRole('button', { name: '임팩트 프랜차이즈' }).hover()
      await expect(nav.getByRole('link', { name: '청각장애인 창업 지원' })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
  })

  test('a guest sees login and sign-up, and no My Menu', async ({ page }) => {
    await page.goto('/invest')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: '로그인' })).toBeVisible()
    await expect(header.getByRole('link', { name: '회원가입' })).toBeVisible()
    await expect(header.getByRole('link', { name: '문의하기' })).toHaveAttribute('href', '/contact/general')
    await expect(header.getByRole('button', { name: '마이메뉴' })).toHaveCount(0)
  })

  test('a member gets My Menu bottom-end 49 px below its button, and logout lands on /login', async ({
    page,
    baseURL,
  }) => {
    const member = await createVerifiedMember({ url: baseURL ?? '' })
    await signInThroughForm(page, member.email, member.password)
    await page.goto('/invest')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: '로그인' })).toHaveCount(0)
    await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible()
    const myMenu = header.getByRole('button', { name: '마이메뉴' })
    await myMenu.hover()
    const panel = header.locator('.my-menu .dropdown-panel')
    await expect(panel).toBeVisible()
    const items = panel.getByRole('listitem')
    await expect(items).toHaveText(['교육 프로그램', '내 신청 현황', '회사 소식', '내 정보', '로그아웃'])
    await expect(panel.getByRole('link', { name: '교육 프로그램' })).toHaveAttribute('href', '/user/edu/news')
    await expect(panel.getByRole('link', { name: '내 신청 현황' })).toHaveAttribute('href', '/user/applications')
    await expect(panel.getByRole('link', { name: '회사 소식' })).toHaveAttribute('href', '/community/news/list')
    await expect(panel.getByRole('link', { name: '내 정보' })).toHaveAttribute('href', '/user/profile')
    const [button, box] = await Promise.all([myMenu.boundingBox(), panel.boundingBox()])
    if (!button || !box) throw new Error('no boxes')
    expect(Math.round(box.y - (button.y + button.height))).toBe(49)
    expect(Math.round(box.x + box.width)).toBe(Math.round(button.x + button.width))

    await panel.getByRole('button', { name: '로그아웃' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/user/edu/news')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test("the members' area has its own bar (user-nav) with a way back, and passes axe", async ({ page, baseURL }) => {
    const member = await createVerifiedMember({ url: baseURL ?? '' })
    await signInThroughForm(page, member.email, member.password)
    await page.goto('/user/edu/news')
    const bar = page.getByRole('banner')
    const eduNav = bar.getByRole('navigation', { name: '교육 프로그램 메뉴' })
    await expect(eduNav.getByRole('link', { name: '교육 뉴스' })).toHaveAttribute('aria-current', 'page')
    await eduNav.getByRole('link', { name: '임팩트 스토리' }).click()
    await expect(page).toHaveURL(/\/user\/edu\/impact-story$/)
    expect(await revealedViolations(page)).toEqual([])
    await bar.getByRole('link', { name: '사이트로 돌아가기' }).click()
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
})

test.describe('modals, toasts, tooltips', () => {
  test.use({ viewport: DESKTOP })

  test('the term modal shows the CMS terms with a 21-character id; Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/signup')
    const opener = page.getByRole('button', { name: '이용약관 내용 보기' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: '이용약관' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(await dialog.getAttribute('data-modal-id')).toMatch(/^[A-Za-z0-9_-]{21}$/)
    await expect(dialog.getByRole('region', { name: '이용약관 내용' })).toContainText('제1조')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // A short notice comes inline; the button closes it.
    await page.getByRole('button', { name: '개인정보 수집·이용 동의 내용 보기' }).click()
    const notice = page.getByRole('dialog', { name: '개인정보 수집·이용 동의' })
    await expect(notice).toContainText('보유 기간')
    await notice.getByRole('button', { name: '확인' }).click()
    await expect(notice).toBeHidden()
  })

  test('the contact form reads its collection notice in the term modal', async ({ page }) => {
    await page.goto('/contact/general')
    await page.getByRole('button', { name: '수집·이용 안내 보기' }).click()
    const dialog = page.getByRole('dialog', { name: '개인정보 수집·이용 안내' })
    await expect(dialog).toContainText('문의 처리 후 3년')
    expect(await revealedViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: '확인' }).click()
    await expect(dialog).toBeHidden()
  })

  test('toasts: at most three at once, a fourth waits for one to leave, all leave on their own', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/community/news/list')
    await page.locator('.post-title a').first().click()
    await expect(page).toHaveURL(/\/community\/news\/\d+$/)
    const copy = page.getByRole('button', { name: '공유하기' })
    for (let i = 0; i < 4; i++) await copy.click()
    const toasts = page.locator('.Toastify__toast')
    await expect(toasts).toHaveCount(3)
    const firstIds = await toasts.evaluateAll((nodes) => nodes.map((node) => node.id))
    // When the first three leave (4000 ms), the queued fourth shows; then it leaves as well.
    await expect
      .poll(async () => toasts.evaluateAll((nodes) => nodes.map((node) => node.id)), { timeout: 10_000 })
      .toEqual([expect.not.stringMatching(new RegExp(`^(${firstIds.join('|')})$`))])
    await expect(toasts).toHaveCount(0, { timeout: 10_000 })
  })

  test('a toast is 356 px wide at the bottom right, text in a live region, and Alt+T focuses it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/community/impact-story/list')
    await page.locator('.post-title a').first().click()
    await page.getByRole('button', { name: '공유하기' }).click()
    const toast = page.locator('.Toastify__toast').first()
    await expect(toast).toContainText('링크를 복사했습니다.')
    const box = await toast.boundingBox()
    expect(Math.round(box?.width ?? 0)).toBe(356)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(DESKTOP.width - 40)
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(DESKTOP.height - 40)
    await expect(page.locator('section.Toastify')).toHaveAttribute('aria-live', 'polite')
    await page.keyboard.press('Alt+KeyT')
    await expect(toast).toBeFocused()
  })

  test('a tooltip appears on keyboard focus and Escape hides it', async ({ page }) => {
    await page.goto('/community/news/list')
    await page.locator('.post-title a').first().click()
    const copy = page.getByRole('button', { name: '공유하기' })
    // Reached by keyboard: from the button before it, Tab.
    await copy.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(copy).toBeFocused()
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toHaveText('휴대폰의 공유 기능으로 보내거나, 주소를 복사합니다')
    await expect(copy).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? 'missing')
    await page.keyboard.press('Escape')
    await expect(tooltip).toHaveCount(0)
  })
})

/** Does the page scroll sideways? */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

for (const viewport of [MOBILE, WIDE]) {
  test.describe(`contact kind switcher at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('tabs on all four contact pages: current one marked, no bullets or underlines, keyboard focus shown', async ({
      page,
    }) => {
      for (const [kind, label] of CONTACT_KINDS) {
        await page.goto(`/contact/${kind}`)
        const tabs = page.getByRole('navigation', { name: '문의 종류' }).getByRole('link')
        await expect(tabs).toHaveText(CONTACT_KINDS.map(([, text]) => text))
        const current = tabs.filter({ hasText: new RegExp(`^${label}$`) })
        await expect(current).toHaveAttribute('aria-current', 'page')
        await expect(page.locator('nav[aria-label="문의 종류"] [aria-current]')).toHaveCount(1)
        // A tab, not a list item with an underlined link: a pill with a border, filled when current.
        for (const tab of await tabs.all()) {
          await expect(tab).toHaveCSS('text-decoration-line', 'none')
          await expect(tab).toHaveCSS('border-top-style', 'solid')
          const box = await tab.boundingBox()
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true)
        }
        await expect(current).toHaveCSS('color', 'rgb(255, 255, 255)')
        expect(await scrollsSideways(page)).toBe(false)
        // Keyboard: the switcher is reached by Tab and the focused tab shows its outline.
        await tabs.first().focus()
        await page.keyboard.press('Shift+Tab')
        await page.keyboard.press('Tab')
        await expect(tabs.first()).toBeFocused()
        await expect(tabs.first()).toHaveCSS('outline-style', 'solid')
        if (viewport === MOBILE || kind === 'general') expect(await revealedViolations(page)).toEqual([])
      }
      // The tab leads to its form.
      await page.getByRole('navigation', { name: '문의 종류' }).getByRole('link', { name: '투자' }).click()
      await expect(page).toHaveURL(/\/contact\/invest$/)
    })
  })
}

/** A new member signed in on a members' page; its bar is one row (at most 80 px high). */
async function membersBar(page: Page, baseURL: string | undefined, path: string) {
  const member = await createVerifiedMember({ url: baseURL ?? '' })
  await signInThroughForm(page, member.email, member.password)
  await page.goto(path)
  const bar = page.getByRole('banner')
  expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(80)
  return bar
}

test.describe("members' area bar on a phone", () => {
  test.use({ viewport: MOBILE })

  test("one sticky row with 문의하기 and a menu button; the menu has the members' links, keyboard and Escape work", async ({
    page,
    baseURL,
  }) => {
    const bar = await membersBar(page, baseURL, '/user/edu/news')
    await expect(bar).toHaveCSS('position', 'sticky')
    await expect(bar.getByRole('link', { name: '문의하기' })).toBeVisible()
    await expect(bar.getByRole('link', { name: '문의하기' })).toHaveAttribute('href', '/contact/general')
    expect(await scrollsSideways(page)).toBe(false)
    expect(await revealedViolations(page)).toEqual([])

    // Keyboard: Tab reaches the menu button, which shows its focus; Enter opens the menu.
    const button = bar.getByRole('button', { name: '전체 메뉴 열기' })
    await bar.getByRole('link', { name: '문의하기' }).focus()
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await expect(button).toHaveCSS('outline-style', 'solid')
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: '회원 메뉴' })
    await expect(menu).toBeVisible()
    expect(new URL(page.url()).searchParams.get('menu')).toBe('true')
    await expect(menu.getByRole('link', { name: '교육 홈' })).toHaveAttribute('href', '/user/edu')
    const links = menu.getByRole('navigation', { name: '회원 메뉴' }).getByRole('link')
    await expect(links).toHaveText(['교육 뉴스', '임팩트 스토리', '내 신청 현황', '내 정보', '사이트로 돌아가기'])
    await expect(menu.getByRole('link', { name: '교육 뉴스' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: '내 신청 현황' })).toHaveAttribute('href', '/user/applications')
    await expect(menu.getByRole('button', { name: '로그아웃' })).toBeVisible()
    await expect(menu.getByRole('link', { name: '문의하기' })).toBeVisible()
    expect(await revealedViolations(page)).toEqual([])

    // Tab stays inside and each stop shows its focus; Escape closes and focus returns.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
      await expect(page.locator(':focus')).toHaveCSS('outline-style', 'solid')
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    expect(new URL(page.url()).searchParams.has('menu')).toBe(false)

    // 내 신청 현황 is one tap away, under the same name.
    await button.click()
    await menu.getByRole('link', { name: '내 신청 현황' }).click()
    await expect(page).toHaveURL(/\/user\/applications$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('내 신청 현황')
    await expect(page).toHaveTitle(/^내 신청 현황/)
  })
})

test.describe("members' area bar on a desktop", () => {
  test.use({ viewport: WIDE })

  test('one row with the sections, 내 신청 현황, 내 정보, logout, the way back and 문의하기; no menu button', async ({
    page,
    baseURL,
  }) => {
    const bar = await membersBar(page, baseURL, '/user/edu/impact-story')
    for (const name of ['교육 뉴스', '임팩트 스토리', '사이트로 돌아가기', '내 신청 현황', '내 정보', '문의하기']) {
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(bar.getByRole('button', { name: '로그아웃' })).toBeVisible()
    await expect(bar.getByRole('button', { name: '전체 메뉴 열기' })).toBeHidden()
    // All on one line: every item's top lies within the bar's first row.
    const tops = await bar
      .locator('a, button')
      .filter({ visible: true })
      .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)))
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(30)
    expect(await revealedViolations(page)).toEqual([])
  })
})

test.describe('toasts while sending, and the alert when a session ended', () => {
  test.use({ viewport: WIDE })

  test('a contact form shows a loading toast while it is sent, which becomes the success', async ({ page }) => {
    // The browser's clock a minute behind the server's: the form counts as filled by a person.
    await page.clock.install({ time: new Date(Date.now() - 60_000) })
    await page.goto('/contact/general')
    await page.getByLabel('이름').fill('김하늘')
    await page.getByLabel('휴대전화').fill('010-2345-6789')
    await page.locator('#email').fill(`toast.${Date.now()}@example.com`)
    await page.getByLabel('문의 주제').selectOption({ index: 1 })
    await page.getByLabel('문의 내용').fill('토스트 알림이 보내는 동안 보이는지 확인합니다.')
    await page.getByLabel('(필수) 개인정보 수집·이용에 동의합니다').check()
    // The request is held until the loading toast has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/contact/general', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: '문의 보내기' }).click()
    const toast = page.locator('.Toastify__toast')
    await expect(toast).toHaveText('문의를 보내는 중입니다…')
    await expect(toast.locator('.Toastify__spinner')).toBeVisible()
    release()
    await expect(page).toHaveURL(/\/contact\/complete\?ref=/)
    await expect(toast).toHaveText(/^문의가 접수되었습니다\. 접수 번호 Q/)
    await expect(toast).toHaveClass(/Toastify__toast--success/)
  })

  test('a refused sign-in turns the loading toast into an error', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('이메일', { exact: true }).fill(`nobody.${Date.now()}@example.com`)
    await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1')
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: '로그인', exact: true }).click()
    const toast = page.locator('.Toastify__toast')
    await expect(toast).toHaveText('로그인하는 중입니다…')
    release()
    await expect(toast).toHaveClass(/Toastify__toast--error/)
    await expect(toast).toHaveText(/이메일 또는 비밀번호/)
  })

  test('a profile saved after the session ended opens the alert, then login with the way back', async ({
    page,
    context,
    baseURL,
  }) => {
    const member = await createVerifiedMember({ url: baseURL ?? '' })
    await signInThroughForm(page, member.email, member.password)
    await page.goto('/user/profile')
    // Signed out elsewhere: this browser's session is gone while the page stays open.
    await context.clearCookies()
    const form = page.getByRole('form', { name: '기본 정보' })
    await form.getByLabel('이름').fill('새이름')
    await form.getByRole('button', { name: '저장' }).click()
    const alert = page.getByRole('dialog', { name: '로그인이 끝났습니다' })
    await expect(alert).toBeVisible()
    await expect(alert).toHaveAttribute('data-modal-type', 'alert')
    await expect(alert).toContainText('다시 로그인하면 이 페이지로 돌아옵니다')
    // The alert says it alone: the loading toast leaves without an error toast beside it.
    await expect(page.locator('.Toastify__toast')).toHaveCount(0)
    expect(await revealedViolations(page)).toEqual([])
    await alert.getByRole('button', { name: '다시 로그인하기' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fprofile$/)
  })
})
