import { randomInt } from 'node:crypto'
import { formatDateTime } from '../../src/lib/format'
import { signInToAdmin } from '../helpers/admin'
import { sendGeneralInquiry } from '../helpers/inquiry'
import { TEST_ADMIN } from '../helpers/site'
import { expect, type Page, test } from './fixtures'

/**
 * The admin a staff member reaches is Korean and in Seoul time: a crawl
 * of every collection's and global's screens (list, create, edit, versions), the dashboard and the
 * account page, in ko-KR / Asia/Seoul (playwright.config.ts), failing on any visible Latin-only
 * word outside the allow-list; and the dates of the versions view, the restore dialog and the
 * inquiries list are the Seoul date and time of the document.
 */

/** Proper nouns, abbreviations and formats a Korean content team writes in Latin letters. */
const ALLOWED = new Set(
  [
    'PDF',
    'CSV',
    'URL',
    'SEO',
    'SMTP',
    'ID',
    'KST',
    'API',
    'HTML',
    'MP4',
    'WebM',
    'WebVTT',
    'VTT',
    'JPEG',
    'PNG',
    'WebP',
    'AVIF',
    'GIF',
    'SVG',
    'KB',
    'MB',
    'GB',
    'px',
  ].map((word) => word.toLowerCase()),
)

interface Finding {
  where: string
  text: string
}

/** Both forms of a particle written out after a Hangul word or a digit, which decides it ("메뉴이(가)"). */
const UNSETTLED_PARTICLE = /[가-힣\d]["'”’」』)\]]*(?:이\(가\)|을\(를\)|은\(는\)|\(으\)로|과\(와\))/

/**
 * Visible text, labels, aria-labels, placeholders and titles with a Latin word not allowed, or a
 * particle left unchosen.
 */
async function latinWords(page: Page): Promise<Finding[]> {
  const found = await page.evaluate(() => {
    const out: { where: string; text: string }[] = []
    // Documents' own content (typed text, rich text, list cells, chosen values) is data, not UI.
    const DATA =
      'input, textarea, [contenteditable], [data-content], td, .rs__value-container, .doc-header__title, .step-nav__last, .file-details__main-detail, .file-meta, .thumbnail, code, .render-title, .relationship-table, .file__filename, script, style, noscript'
    const visible = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !element.closest('[aria-hidden="true"]')
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!parent || !text || parent.closest(DATA) || !visible(parent)) continue
      out.push({ where: parent.outerHTML.slice(0, 120), text })
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest('script, style, [contenteditable]') || !visible(element)) continue
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim()
        if (value) out.push({ where: `${name} of ${element.outerHTML.slice(0, 100)}`, text: value })
      }
    }
    return out
  })
  return found.filter(
    ({ text }) =>
      UNSETTLED_PARTICLE.test(text) ||
      text
        .split(/\s+/)
        // e-mail addresses, paths, URLs, file names, codes with digits, key combinations (alt+T)
        // are data or formats
        .filter((word) => !/[@/\\]|\.[a-z0-9]{2,5}$|\d|^(alt|ctrl|shift|cmd)\+/i.test(word))
        .flatMap((word) => word.match(/[A-Za-z]+/g) ?? [])
        .some((word) => !ALLOWED.has(word.toLowerCase())),
  )
}

async function firstId(page: Page, slug: string): Promise<number | string> {
  const response = await page.request.get(`/api/${slug}?limit=1&depth=0&draft=true`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  })
  const { docs } = await response.json()
  return docs[0]?.id
}

/** Open a screen, let it settle, and collect what is not Korean. */
async function crawl(page: Page, path: string, findings: Finding[]) {
  await page.goto(path)
  await collect(page, path, findings)
}

async function collect(page: Page, where: string, findings: Finding[]) {
  // The admin's client render is done: the shimmer placeholders are gone.
  await expect(page.locator('.shimmer-effect')).toHaveCount(0, { timeout: 10_000 })
  await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
  // Set by Payload's RootLayout from the admin's language, and Korean is the only one offered.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  // KoreanAdminFixes corrects what a render added in the next animation frame, and a rich-text
  // field can still be mounting (Lexical's "Insert Paragraph"): English that stays past 3 s is a
  // finding, English a frame corrects is not.
  let found = await latinWords(page)
  for (const deadline = Date.now() + 3_000; found.length > 0 && Date.now() < deadline; ) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    found = await latinWords(page)
  }
  for (const finding of found) findings.push({ where: `${where}: ${finding.where}`, text: finding.text })
}

/** An inquiry with a note and a status change, as staff leave them. */
test.beforeAll(async ({ baseURL, request }) => {
  const origin = baseURL ?? ''
  const client = { origin, 'x-forwarded-for': `198.51.100.${randomInt(1, 250)}` }
  const sent = await sendGeneralInquiry(origin, {}, client)
  expect(sent.status).toBeLessThan(300)
  const signIn = await request.post('/api/users/login', {
    data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    headers: { 'sec-fetch-site': 'same-origin', origin },
  })
  expect(signIn.ok()).toBe(true)
  const headers = { 'sec-fetch-site': 'same-origin', origin }
  const { docs } = await (await request.get('/api/inquiries?limit=1&depth=0&sort=-createdAt', { headers })).json()
  const changed = await request.patch(`/api/inquiries/${docs[0].id}`, {
    headers,
    data: { status: 'in-review', notes: [{ text: '전화로 일정 확인함' }] },
  })
  expect(changed.ok()).toBe(true)
})

test('every admin screen a staff member reaches is Korean', async ({ page }) => {
  // About 40 admin screens: 84 s alone on a slow two-core machine (bench/test-suite.md, run 83).
  test.setTimeout(180_000)
  await signInToAdmin(page)
  const findings: Finding[] = []
  await crawl(page, '/admin', findings)
  await crawl(page, '/admin/account', findings)

  const collections: { slug: string; create: boolean; versions: boolean }[] = [
    { slug: 'pages', create: true, versions: true },
    { slug: 'news', create: true, versions: true },
    { slug: 'impact-stories', create: false, versions: true },
    { slug: 'media', create: true, versions: false },
    { slug: 'inquiries', create: false, versions: false },
    { slug: 'inquiry-files', create: false, versions: false },
    { slug: 'page-views', create: false, versions: false },
    { slug: 'users', create: true, versions: false },
    { slug: 'outbox', create: false, versions: false },
    { slug: 'content-activity', create: false, versions: false },
    { slug: 'link-checks', create: false, versions: false },
    { slug: 'legal-versions', create: true, versions: false },
    { slug: 'digests', create: false, versions: false },
  ]
  for (const { slug, create, versions } of collections) {
    await crawl(page, `/admin/collections/${slug}`, findings)
    if (create) await crawl(page, `/admin/collections/${slug}/create`, findings)
    const id = await firstId(page, slug)
    if (id === undefined) continue
    await crawl(page, `/admin/collections/${slug}/${id}`, findings)
    if (versions) await crawl(page, `/admin/collections/${slug}/${id}/versions`, findings)
  }
  await crawl(page, '/admin/globals/site-settings', findings)
  await crawl(page, '/admin/globals/marketing-digest', findings)

  // An inquiry's second tab: notes and status history.
  const inquiry = await firstId(page, 'inquiries')
  await page.goto(`/admin/collections/inquiries/${inquiry}`)
  await page.getByRole('button', { name: '처리 메모' }).click()
  await collect(page, 'inquiry notes tab', findings)

  expect(findings, JSON.stringify(findings, null, 1)).toEqual([])
})

test("the admin's drawers, dialogs and menus are Korean too", async ({ page }) => {
  test.setTimeout(120_000)
  await signInToAdmin(page)
  const findings: Finding[] = []
  const headers = { 'sec-fetch-site': 'same-origin' }

  // A post's version, and the restore dialog (rendered on the server).
  const news = await firstId(page, 'news')
  const { docs } = await (
    await page.request.get(`/api/news/versions?where[parent][equals]=${news}&sort=-updatedAt&limit=1&depth=0`, {
      headers,
    })
  ).json()
  await crawl(page, `/admin/collections/news/${news}/versions/${docs[0].id}`, findings)
  await page.getByRole('button', { name: /복원/ }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await collect(page, 'restore dialog', findings)

  // The schedule-publish drawer (pages: posts are scheduled by their 게시일): Seoul, labelled in
  // Korean, chosen already.
  await crawl(page, `/admin/collections/pages/${await firstId(page, 'pages')}`, findings)
  await page.locator('#action-save-popup button').first().click()
  await page.getByRole('button', { name: '게시 예약' }).click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByText('서울 (KST)')).toBeVisible()
  await expect(drawer.getByText('예약된 게시가 없습니다.')).toBeVisible()
  await collect(page, 'schedule-publish drawer', findings)
  await drawer.locator('.react-datepicker__input-container input').click()
  await expect(page.locator('.react-datepicker__month')).toBeVisible()
  await collect(page, 'schedule-publish date picker', findings)
  await page.keyboard.press('Escape')

  // The rich-text editor's slash menu lists its blocks and lists in Korean.
  await crawl(page, '/admin/collections/impact-stories/create', findings)
  await page.locator('[contenteditable="true"]').first().click()
  await page.keyboard.type('/')
  await expect(page.getByText('번호 목록')).toBeVisible()
  await expect(page.getByText('글머리 기호 목록')).toBeVisible()
  await expect(page.getByText('구분선')).toBeVisible()
  await collect(page, 'slash menu', findings)
  await page.keyboard.press('Escape')
  // Its inline toolbar, on selected text.
  await page.keyboard.press('Backspace')
  await page.keyboard.type('선택한 글')
  await page.keyboard.press('Shift+Home')
  await expect(page.locator('.inline-toolbar-popup')).toBeVisible()
  await collect(page, 'inline toolbar', findings)
  await page.locator('.inline-toolbar-popup .toolbar-popup__dropdown').first().click()
  await collect(page, 'inline toolbar dropdown', findings)
  await page.keyboard.press('Escape')

  // A list's columns and filters name the fields in Korean, Payload's upload fields too.
  await crawl(page, '/admin/collections/media', findings)
  await page.locator('#toggle-list-columns').click()
  await expect(page.getByText('파일 형식').first()).toBeVisible()
  await collect(page, 'media list columns', findings)

  // A page's block chooser.
  const pageId = await firstId(page, 'pages')
  await crawl(page, `/admin/collections/pages/${pageId}`, findings)
  // Each block's header: its number, kind and its own 제목 (no separate, empty block name).
  const { layout = [] } = (await (await page.request.get(`/api/pages/${pageId}?depth=0`)).json()) as {
    layout?: { heading?: string }[]
  }
  const blockHeaders = page.locator('.blocks-field__block-header')
  const titled = layout.findIndex((block) => block.heading)
  expect(titled).toBeGreaterThanOrEqual(0)
  await expect(blockHeaders.nth(titled)).toContainText(String(titled + 1).padStart(2, '0'))
  await expect(blockHeaders.nth(titled)).toContainText(layout[titled]?.heading ?? '')
  await expect(blockHeaders.filter({ hasText: '제목 없음' })).toHaveCount(0)
  await page.getByRole('button', { name: '블록 추가' }).first().click()
  await expect(page.getByText('카드 목록').last()).toBeVisible()
  // Each kind shows its own picture, and it loads.
  const picture = page.getByRole('img', { name: '카드 목록 블록 모양' })
  await expect(picture).toHaveAttribute('src', '/admin-blocks/cards.svg')
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('img', { name: '오시는 길 블록 모양' })).toHaveAttribute(
    'src',
    '/admin-blocks/location.svg',
  )
  await collect(page, 'block chooser', findings)

  // A picture's sizes.
  const media = await firstId(page, 'media')
  await crawl(page, `/admin/collections/media/${media}`, findings)
  await page.getByRole('button', { name: '미리보기 크기' }).click()
  await expect(page.getByText('원본').first()).toBeVisible()
  await collect(page, 'preview sizes', findings)

  expect(findings, JSON.stringify(findings, null, 1)).toEqual([])
})

test('the versions view, the restore dialog and the inquiries list show Seoul date and time', async ({ page }) => {
  await signInToAdmin(page)
  const headers = { 'sec-fetch-site': 'same-origin' }
  const id = await firstId(page, 'news')
  // A version of the post to look at: publish a change through the admin's REST API.
  const changed = await page.request.patch(`/api/news/${id}?draft=false`, {
    headers,
    data: { summary: `시간 확인 ${Date.now()}` },
  })
  expect(changed.ok()).toBe(true)
  const { docs } = await (
    await page.request.get(`/api/news/versions?where[parent][equals]=${id}&sort=-updatedAt&limit=1&depth=0`, {
      headers,
    })
  ).json()
  const version = docs[0]
  const seoul = formatDateTime(version.updatedAt)

  await page.goto(`/admin/collections/news/${id}/versions`)
  await expect(page.locator('table').getByText(seoul).first()).toBeVisible()

  // The version view is rendered on the server: its breadcrumb and restore dialog too.
  await page.goto(`/admin/collections/news/${id}/versions/${version.id}`)
  await expect(page.locator('.step-nav').getByText(seoul)).toBeVisible()
  await page.getByRole('button', { name: /복원/ }).first().click()
  await expect(page.getByText(`${seoul} 시점의 내용으로 되돌린 초안을 만듭니다`)).toBeVisible()

  const inquiries = await (await page.request.get('/api/inquiries?limit=1&depth=0&sort=-createdAt', { headers })).json()
  const inquiry = inquiries.docs[0]
  await page.goto('/admin/collections/inquiries')
  await expect(page.getByRole('row', { name: new RegExp(inquiry.referenceNumber) })).toContainText(
    formatDateTime(inquiry.createdAt),
  )
})

test('the notice that a colleague is editing a document names them and the time, in Korean and Seoul time', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToAdmin(page)
  const headers = { 'sec-fetch-site': 'same-origin', origin: baseURL ?? '' }
  const colleague = { email: `editor.${Date.now()}@example.com`, password: 'colleague-pw-2026!', name: '김편집' }
  const created = await page.request.post('/api/users', { headers, data: { ...colleague, role: 'editor' } })
  expect(created.ok()).toBe(true)
  // The admin starts handling an inquiry first (a change asks for the form's state, which locks the
  // document; inquiries have no autosave, whose save would release the lock); then the editor opens
  // it. An editor reads no colleague's e-mail: the name shows.
  const inquiry = await firstId(page, 'inquiries')
  await page.goto(`/admin/collections/inquiries/${inquiry}`)
  const formState = page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))
  await page.locator('#field-status .rs__control').click()
  await page.getByRole('option', { name: '검토 중' }).click()
  expect((await formState).status()).toBe(200)
  await expect
    .poll(async () => {
      const query = `/api/payload-locked-documents?where[document.value][equals]=${inquiry}&depth=0`
      return (await (await page.request.get(query, { headers })).json()).totalDocs
    })
    .toBe(1)

  const context = await browser.newContext()
  const other = await context.newPage()
  await other.goto('/admin/login')
  await other.getByLabel('이메일').fill(colleague.email)
  await other.getByLabel('비밀번호').fill(colleague.password)
  await other.getByRole('button', { name: '로그인' }).click()
  await expect(other).toHaveURL(/\/admin$/)
  await other.goto(`/admin/collections/inquiries/${inquiry}`)
  const notice = other.locator('.document-locked')
  await expect(notice).toContainText(/최고 관리자\s?님이 지금 이 문서를 편집하고 있습니다/)
  await expect(notice).not.toContainText(TEST_ADMIN.email)
  await expect(notice).toContainText(/마지막 편집: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/)
  await expect(notice).not.toContainText(/AM|PM/)
  await context.close()
})
