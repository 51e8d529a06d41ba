import { signInToAdmin } from '../helpers/admin'
import { axeViolations } from './axe'
import { expect, type Page, test } from './fixtures'
import { revealEverything } from './reveal'

/**
 * Staff run the menus and pages from the admin, as the seeded admin at 1366 px; the
 * public result is checked at 390 px too. The menus are put back afterwards: other specs read them.
 */

const api = (page: Page, path: string, method = 'GET', data?: unknown) =>
  page.request.fetch(path, { method, data, headers: { origin: new URL(page.url()).origin } })

let savedMenu: unknown

test.use({ viewport: { width: 1366, height: 900 } })

test.beforeEach(async ({ page }) => {
  await signInToAdmin(page)
  if (savedMenu === undefined) {
    savedMenu = (await (await api(page, '/api/globals/site-settings?depth=0')).json()).navigation
  }
})

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage()
  await signInToAdmin(page)
  expect((await api(page, '/api/globals/site-settings', 'POST', { navigation: savedMenu })).status()).toBe(200)
  await page.close()
})

async function openMenuTab(page: Page) {
  await page.goto('/admin/globals/site-settings')
  await page.locator('.tabs-field__tab-button', { hasText: /^메뉴$/ }).click()
  await expect(page.getByText('상단 메뉴', { exact: true })).toBeVisible()
}

async function save(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/admin/globals'),
  )
  await page.getByRole('button', { name: '저장', exact: true }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText('저장했습니다.').first()).toBeVisible()
}

/** Opens a Payload select (react-select) by its field's path and picks an option by its label. */
async function choose(page: Page, path: string, option: string, { search = false } = {}) {
  await page.locator(`#field-${path.replaceAll('.', '__')} .rs__control`).click()
  // A relationship lists the first documents only: type to find the one meant.
  if (search) await page.keyboard.type(option)
  // Choosing asks the server for the form's state: go on once it has answered.
  const formState = page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))
  await page.getByRole('option', { name: option, exact: true }).first().click()
  await formState
}

test('renaming a menu entry in site settings shows on the public site at once', async ({ page, context }) => {
  await openMenuTab(page)
  await page.getByRole('button', { name: '모두 표시' }).first().click()
  await page.locator('input[name^="navigation."][name$=".label"][value="투자 지원"]').fill('투자 안내')
  await save(page)

  const visitor = await context.browser()?.newPage({ viewport: { width: 1366, height: 900 } })
  if (!visitor) throw new Error('no browser')
  await visitor.goto(new URL('/foodtech', page.url()).toString())
  await expect(
    visitor.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '투자 안내' }),
  ).toBeVisible()
  await visitor.close()
})

/**
 * Holds the admin's next form-state answer (a server action) once the server has given it, until
 * `release()`: what a slow answer does. `received` settles when the answer is held.
 */
async function holdNextFormStateAnswer(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let markReceived = () => {}
  const received = new Promise<void>((resolve) => {
    markReceived = resolve
  })
  let holding = true
  await page.route('**/admin/**', async (route) => {
    if (!holding || !route.request().headers()['next-action']) return route.fallback()
    holding = false
    const response = await route.fetch()
    markReceived()
    await released
    await route.fulfill({ response })
  })
  return { received, release }
}

test('a page made at a Hangul address is published, put in the menu, renamed with a redirect', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  // Addresses and names of this run only: a repeated run must not meet the last one's redirect.
  const run = Date.now().toString(36).slice(-5)
  const title = `채용 안내 ${run}`
  const menuLabel = `채용 ${run}`
  const firstPath = `/p/채용-안내-${run}`
  const movedPath = `/p/인재-채용-${run}`
  // New page: Payload creates the draft at once and opens it.
  await page.goto('/admin/collections/pages')
  await page.getByRole('link', { name: '새로운 페이지 생성' }).first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
  await page.locator('#field-title').fill(title)
  await page.locator('#field-path').fill(firstPath)
  await page.locator('#field-hero__heading').fill('함께 일할 동료를 찾습니다')
  const published = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/api\/pages\/\d+/.test(response.url()) &&
      !response.url().includes('autosave=true'),
  )
  await page.getByRole('button', { name: /게시/ }).first().click()
  expect((await published).status()).toBe(200)
  const id = new URL(page.url()).pathname.split('/').pop()

  // In the menu, chosen from the pages (never typed).
  const groups = (await (await api(page, '/api/globals/site-settings?depth=0')).json()).navigation.length
  await openMenuTab(page)
  await page.getByRole('button', { name: '메뉴 묶음 추가' }).click()
  const row = `navigation.${groups}`
  // The new row opens unfolded, named as new until its name is typed.
  await expect(page.locator(`input[name="${row}.label"]`)).toBeVisible()
  await expect(page.getByText(`새 메뉴 묶음 ${groups + 1}`, { exact: true })).toBeVisible()
  // The kind is chosen while the answer to the typed name is still on its way (as on a busy
  // server): the page picker must follow the choice all the same (Payload 3.90.1 dropped it).
  const answer = await holdNextFormStateAnswer(page)
  await page.locator(`input[name="${row}.label"]`).fill(menuLabel)
  await answer.received
  await page.locator(`#field-${row.replaceAll('.', '__')}__kind .rs__control`).click()
  await page.getByRole('option', { name: '페이지', exact: true }).click()
  answer.release()
  await expect(page.locator(`#field-${row.replaceAll('.', '__')}__page`)).toBeVisible()
  await choose(page, `${row}.page`, title, { search: true })
  await save(page)

  // The public site, on a phone: the new entry in the mobile menu leads to the page.
  const phone = await context.browser()?.newPage({ viewport: { width: 390, height: 844 } })
  if (!phone) throw new Error('no browser')
  const base = new URL(page.url()).origin
  await phone.goto(`${base}/foodtech`)
  await phone.getByRole('button', { name: '전체 메뉴 열기' }).click()
  await phone.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: menuLabel, exact: true }).click()
  await expect(phone).toHaveURL(`${base}${encodeURI(firstPath)}`)
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('함께 일할 동료를 찾습니다')

  // Renamed, the redirect box left ticked: the old address sends on permanently.
  await page.goto(`/admin/collections/pages/${id}`)
  const keepOld = page.getByLabel('주소를 바꾸면 이전 주소에서 새 주소로 연결하기')
  await expect(keepOld).toBeChecked()
  await expect(keepOld).toBeEditable()
  await page.locator('#field-path').fill(movedPath)
  const republished = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/api\/pages\/\d+/.test(response.url()) &&
      !response.url().includes('autosave=true'),
  )
  await page.getByRole('button', { name: /게시/ }).first().click()
  expect((await republished).status()).toBe(200)
  // Every server process hears of the move through the cache channel, so whichever process answers,
  // the old address soon sends on permanently and a visitor who opens it lands on the new one
  // (tests/int/instances.int.test.ts holds the same between two servers).
  await expect
    .poll(async () => (await phone.request.get(`${base}${encodeURI(firstPath)}`, { maxRedirects: 0 })).status(), {
      timeout: 10_000,
    })
    .toBe(308)
  await expect
    .poll(
      async () => {
        await phone.goto(`${base}${encodeURI(firstPath)}`)
        return phone.url()
      },
      { timeout: 10_000 },
    )
    .toBe(`${base}${encodeURI(movedPath)}`)
  // The menu follows the page to its new address.
  await phone.goto(`${base}/foodtech?menu=true`)
  await expect(
    phone.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: menuLabel, exact: true }),
  ).toHaveAttribute('href', movedPath)
  await phone.close()
})

test('axe finds no WCAG 2.2 AA violation on a staff page with FAQ, download and location blocks', async ({ page }) => {
  const address = `/p/자주-묻는-질문-${Date.now().toString(36).slice(-5)}`
  const created = await api(page, '/api/pages', 'POST', {
    title: '자주 묻는 질문',
    path: address,
    hero: { heading: '자주 묻는 질문' },
    layout: [
      {
        blockType: 'faq',
        heading: '창업 지원 질문',
        items: [
          { question: '누가 신청할 수 있나요?', answer: '청각장애인, 청년, 소상공인 예비 창업자입니다.' },
          { question: '비용이 드나요?', answer: '교육비는 없습니다.' },
        ],
      },
      { blockType: 'location', heading: '오시는 길', place: '본사', address: '서울특별시 성동구 성수이로 100' },
    ],
    _status: 'published',
  })
  expect(created.status()).toBe(201)
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(encodeURI(address))
    await page.getByText('누가 신청할 수 있나요?').click()
    await expect(page.getByText('청각장애인, 청년, 소상공인 예비 창업자입니다.')).toBeVisible()
    await revealEverything(page)
    await page.screenshot({ path: `test-results/staff-page-${width}.png`, fullPage: true })
    expect(await axeViolations(page, { bestPractice: true })).toEqual([])
  }
})
