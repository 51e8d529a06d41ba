import { signInToAdmin } from '../helpers/admin'
import { publishedPost, richText } from '../helpers/payload'
import { expect, type Page, type Request, test } from './fixtures'

/** A same-origin API call as the signed-in admin (Payload ignores cookies without an Origin). */
const api = (page: Page, path: string, method: 'GET' | 'DELETE' = 'GET') =>
  page.request.fetch(path, { method, headers: { origin: new URL(page.url()).origin } })

/** How many news documents exist, drafts included (the latest version of each). */
async function newsCount(page: Page): Promise<number> {
  const response = await api(page, '/api/news?draft=true&limit=1&depth=0')
  expect(response.status()).toBe(200)
  return (await response.json()).totalDocs
}

const newsExists = async (page: Page, id: string) =>
  (await api(page, `/api/news/${id}?draft=true&depth=0`)).status() === 200

/** Presses 새로 생성 in the news list: Payload creates the draft at once and opens it. */
async function createNew(page: Page): Promise<string> {
  await page.goto('/admin/collections/news')
  await page.getByRole('link', { name: '새로운 뉴스 생성' }).first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+$/)
  await expect(page.getByRole('textbox', { name: /^제목/ })).toBeVisible()
  return new URL(page.url()).pathname.split('/').pop() as string
}

test.describe('새로 생성 left untouched leaves no empty draft', () => {
  test.beforeEach(async ({ page }) => {
    await signInToAdmin(page)
  })

  test('leaving by another address (page unload) discards it', async ({ page }) => {
    const before = await newsCount(page)
    const id = await createNew(page)
    expect(await newsExists(page, id)).toBe(true)
    await page.goto('/admin/collections/pages')
    await expect.poll(() => newsExists(page, id), { timeout: 10_000 }).toBe(false)
    expect(await newsCount(page)).toBe(before)
  })

  test('leaving through the admin navigation discards it', async ({ page }) => {
    const before = await newsCount(page)
    const id = await createNew(page)
    // The side navigation is closed (inert) at this width: open it, then follow its link.
    await page.getByRole('button', { name: '열기 메뉴' }).click()
    await page.getByRole('link', { name: '임팩트 스토리' }).first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/impact-stories/)
    await expect.poll(() => newsExists(page, id), { timeout: 10_000 }).toBe(false)
    expect(await newsCount(page)).toBe(before)
  })

  test('a typed title is autosaved and the draft stays after leaving', async ({ page }) => {
    const before = await newsCount(page)
    const id = await createNew(page)
    const title = `쓰다 만 초안 ${Date.now()}`
    const autosave = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes(`/api/news/${id}?`),
    )
    await page.getByRole('textbox', { name: /^제목/ }).fill(title)
    expect((await autosave).status()).toBe(200)
    // A wrongful discard would be asked for as the page is left (pagehide): wait for its answer, if any.
    const discards: Request[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/drafts/discard-untouched')) discards.push(request)
    })
    await page.goto('/admin/collections/pages')
    await Promise.all(discards.map((request) => request.response()))
    const draft = await api(page, `/api/news/${id}?draft=true&depth=0`)
    expect(draft.status()).toBe(200)
    expect((await draft.json()).title).toBe(title)
    expect(await newsCount(page)).toBe(before + 1)
    // Leave the shared site as it was.
    const removed = await api(page, `/api/news/${id}`, 'DELETE')
    expect(removed.status()).toBe(200)
  })
})

test.describe('two people on one autosaved document', () => {
  test('the second person finds it locked after the first autosave; after 편집 넘겨받기 the first is told and not saved', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInToAdmin(page)
    const headers = { origin: baseURL ?? '' }
    const colleague = { email: `editor.lock.${Date.now()}@example.com`, password: 'colleague-pw-2026!', name: '박편집' }
    expect((await page.request.post('/api/users', { headers, data: { ...colleague, role: 'editor' } })).ok()).toBe(true)
    const created = await page.request.post('/api/news?depth=0', {
      headers,
      data: publishedPost(`함께 고치는 글 ${Date.now()}`),
    })
    expect(created.ok()).toBe(true)
    const id = (await created.json()).doc.id as number
    const autosaveOf = (on: Page) =>
      on.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.url().includes(`/api/news/${id}?`),
      )

    // The admin edits the summary; the first autosave goes out.
    await page.goto(`/admin/collections/news/${id}`)
    const firstSave = autosaveOf(page)
    await page.getByLabel('요약').fill('관리자가 고치는 요약')
    expect((await firstSave).status()).toBe(200)

    // The editor opens the post after that autosave: it is still the admin's.
    const context = await browser.newContext()
    const other = await context.newPage()
    await signInToAdmin(other, colleague)
    await other.goto(`/admin/collections/news/${id}`)
    const notice = other.locator('.document-locked')
    await expect(notice).toContainText(/최고 관리자\s?님이 지금 이 문서를 편집하고 있습니다/)

    // 편집 넘겨받기 (the page then reloads its server part), then the editor's own change is saved.
    const reloaded = other.waitForResponse(
      (response) => response.url().includes(`/admin/collections/news/${id}?_rsc`) && response.status() === 200,
    )
    await notice.getByRole('button', { name: '편집 넘겨받기' }).click()
    await expect(notice).toBeHidden()
    await reloaded
    const summary = other.getByLabel('요약')
    // A change typed while the reload lands is replaced by it (the form takes the server's state): type until one is sent.
    await expect(async () => {
      const editorSave = other.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.url().includes(`/api/news/${id}?`),
        { timeout: 6000 },
      )
      await summary.clear()
      await summary.fill('(B가 고친 요약)')
      expect((await editorSave).status()).toBe(200)
    }).toPass({ timeout: 30_000 })

    // The admin types on: Payload's notice says the editing was taken over, and nothing of it is saved.
    const refused = autosaveOf(page)
    await page.getByLabel('요약').fill('관리자가 고치는 요약, 한 글자 더')
    await expect(page.locator('.document-take-over')).toContainText('다른 사용자가 이 문서의 편집을 넘겨받았습니다.')
    expect((await refused).status()).toBe(423)
    await expect(
      page.getByText('다른 사람(박편집)이 이 문서를 편집하고 있어 저장하지 않았습니다.', { exact: false }),
    ).toBeVisible()
    const stored = await page.request.get(`/api/news/${id}?draft=true&depth=0`, { headers })
    expect((await stored.json()).summary).toBe('(B가 고친 요약)')
    await context.close()
    // Leave the shared site as it was (the editor's lock is still fresh).
    expect((await page.request.delete(`/api/news/${id}?overrideLock=true`, { headers })).status()).toBe(200)
  })
})

test('a second tab on a document one person already edits does not save over the first, and says so', async ({
  page,
  baseURL,
}) => {
  await signInToAdmin(page)
  const headers = { origin: baseURL ?? '' }
  const created = await page.request.post('/api/news?depth=0', {
    headers,
    data: publishedPost(`두 탭에서 연 글 ${Date.now()}`),
  })
  expect(created.ok()).toBe(true)
  const id = (await created.json()).doc.id as number
  const path = `/admin/collections/news/${id}`
  // The first tab edits and autosaves.
  await page.goto(path)
  const firstSave = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes(`/api/news/${id}?`),
  )
  await page.getByLabel('요약').fill('첫 탭에서 고친 요약')
  expect((await firstSave).status()).toBe(200)

  // A second tab of the same browser opens it: it says why it will not save, over a form it covers,
  // and the first tab is told.
  const second = await page.context().newPage()
  const fromSecond: string[] = []
  second.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes(`/api/news/${id}`)) fromSecond.push(request.url())
  })
  await second.goto(path)
  const dialog = second.getByRole('dialog', { name: '다른 탭에서 편집 중인 문서입니다' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('이 탭에서는 저장하지 않습니다')
  await expect(dialog.getByRole('button', { name: '새로 고침' })).toBeFocused()
  await second.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  // The first tab's notice stays 30 s.
  await expect(page.getByText('이 문서가 다른 탭에서도 열렸습니다.')).toBeVisible()

  // Even a change that reaches the covered form (as a script would make it) and Ctrl+S send nothing.
  await second.getByLabel('요약').evaluate((field: HTMLTextAreaElement | HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, '둘째 탭이 덮어쓸 요약')
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await second.keyboard.press('Control+s')

  // The first tab goes on saving: its next autosave (2 s after its change, made after the second
  // tab's) lands, and the document holds it; the second tab sent nothing.
  const laterSave = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes(`/api/news/${id}?`),
  )
  await page.getByLabel('요약').fill('첫 탭에서 한 번 더 고친 요약')
  expect((await laterSave).status()).toBe(200)
  const stored = await page.request.get(`/api/news/${id}?draft=true&depth=0`, { headers })
  expect((await stored.json()).summary).toBe('첫 탭에서 한 번 더 고친 요약')
  expect(fromSecond).toEqual([])

  // Once the first tab is closed, the second reloads with what it saved and edits.
  await page.close()
  await expect(second.getByRole('dialog', { name: '다른 탭에서 이 문서를 더 이상 편집하지 않습니다' })).toBeVisible()
  await second.getByRole('button', { name: '새로 고침' }).click()
  await expect(second.getByLabel('요약')).toHaveValue('첫 탭에서 한 번 더 고친 요약')
  await expect(second.getByRole('dialog')).toHaveCount(0)
  const secondSave = second.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes(`/api/news/${id}?`),
  )
  await second.getByLabel('요약').fill('둘째 탭에서 이어 고친 요약')
  expect((await secondSave).status()).toBe(200)
  // Leave the shared site as it was.
  expect((await second.request.delete(`/api/news/${id}`, { headers })).status()).toBe(200)
})

test("a fixed page's 게시 예약 offers 게시 alone, already chosen, and its menu neither 삭제 nor 게시 해제", async ({
  page,
  baseURL,
}) => {
  await signInToAdmin(page)
  const home = await (
    await page.request.get('/api/pages?where[path][equals]=%2F&depth=0', { headers: { origin: baseURL ?? '' } })
  ).json()
  await page.goto(`/admin/collections/pages/${home.docs[0].id}`)
  await page.locator('.doc-controls__dots').first().click()
  await expect(page.getByRole('button', { name: '복제' })).toBeVisible()
  await expect(page.getByRole('button', { name: '삭제' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '게시 해제' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.locator('#action-save-popup button').first().click()
  await page.getByRole('button', { name: '게시 예약' }).click()
  const type = page.locator('.schedule-publish__type')
  await expect(type.getByText('게시 해제')).toBeHidden()
  await expect(type.getByRole('radio', { name: '게시', exact: true })).toBeChecked()
})

test('closing the tab a moment after an edit asks first, and staying keeps the edit', async ({ page, baseURL }) => {
  await signInToAdmin(page)
  const headers = { origin: baseURL ?? '' }
  const created = await page.request.post('/api/news?depth=0', {
    headers,
    data: {
      title: `닫기 전에 묻는 글 ${Date.now()}`,
      summary: '처음 요약',
      body: richText('본문'),
      audience: 'public',
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number
  await page.goto(`/admin/collections/news/${id}`)
  await page.getByRole('textbox', { name: /^요약/ }).fill('닫기 직전에 고친 요약')
  // The tab is closed before the autosave (2 s) has run: the browser asks whether to leave.
  const asked = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()
  // Staying, the edit is autosaved as a draft beside the published post.
  await expect
    .poll(async () => (await (await api(page, `/api/news/${id}?draft=true&depth=0`)).json()).summary, {
      timeout: 15_000,
    })
    .toBe('닫기 직전에 고친 요약')
  // Leave the shared site as it was.
  expect((await api(page, `/api/news/${id}`, 'DELETE')).status()).toBe(200)
})

test('an editor restores an earlier version as a draft; the site keeps the published text until 게시', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await signInToAdmin(page)
  const headers = { origin: baseURL ?? '' }
  const editor = { email: `editor.restore.${Date.now()}@example.com`, password: 'restore-pw-2026!', name: '한편집' }
  expect((await page.request.post('/api/users', { headers, data: { ...editor, role: 'editor' } })).ok()).toBe(true)
  const created = await page.request.post('/api/impact-stories?depth=0', {
    headers,
    data: {
      title: '복원할 이야기 (오타 있음)',
      summary: '요약',
      body: richText('본문'),
      audience: 'public',
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  const id = (await created.json()).doc.id as number
  const fixed = await page.request.patch(`/api/impact-stories/${id}?depth=0`, {
    headers,
    data: { title: '복원할 이야기', _status: 'published' },
  })
  expect(fixed.status()).toBe(200)

  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  const staff = await context.newPage()
  await staff.setViewportSize({ width: 390, height: 844 })
  await signInToAdmin(staff, editor)
  await staff.goto(`/admin/collections/impact-stories/${id}/versions`)
  // The oldest version: the first publication, with its typo.
  await staff
    .getByRole('link', { name: /\d{4}\.\d{2}\.\d{2}/ })
    .last()
    .click()
  await staff.getByRole('button', { name: /복원/ }).first().click()
  await staff
    .getByRole('dialog')
    .getByRole('button', { name: /확인|복원/ })
    .last()
    .click()
  await expect(staff.getByText('선택한 버전을 초안으로 복원했습니다.', { exact: false })).toBeVisible()
  const draft = await (await api(staff, `/api/impact-stories/${id}?draft=true&depth=0`)).json()
  expect(draft).toMatchObject({ title: '복원할 이야기 (오타 있음)', _status: 'draft' })
  const site = await (await staff.request.get(`/community/impact-story/${id}`)).text()
  expect(site).toContain('<h1 id="post-title">복원할 이야기</h1>')
  await context.close()
  // Leave the shared site as it was: other journeys read the newest story.
  expect((await api(page, `/api/impact-stories/${id}`, 'DELETE')).status()).toBe(200)
})
