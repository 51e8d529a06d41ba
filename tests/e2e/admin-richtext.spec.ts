import { signInToAdmin } from '../helpers/admin'
import { expect, type Locator, type Page, test } from './fixtures'

/**
 * A staff member writes a news post's body with every tool the rich-text editor offers, in the
 * admin on the site's own address: headings, lists, a quote, bold text, an image from the media
 * library, a link to a web address in a new tab, a link to a page of the site, a link edited and
 * one removed. The saved document holds each, the public page shows each, and every call the
 * admin made to its server functions on the way answered without an error.
 */

type ActionCall = { status: number; name: string }

/** Every admin server-function call of the page, by the function name its body carries. */
function recordServerFunctionCalls(page: Page): ActionCall[] {
  const calls: ActionCall[] = []
  page.on('response', (response) => {
    const request = response.request()
    if (!request.headers()['next-action']) return
    const name = /"name":"([\w-]+)"/.exec(request.postData() ?? '')?.[1] ?? '?'
    calls.push({ status: response.status(), name })
  })
  return calls
}

const linkDrawer = (page: Page) => page.getByRole('dialog').filter({ hasText: '링크 종류' })
const urlField = (drawer: Locator) => drawer.locator('input[name="url"]')

/**
 * Saves the link drawer as a person does: under a full run's load Payload's drawer once ignored the
 * click while its form state was still being answered (the drawer stayed open, every field filled,
 * no message), and a person clicks again. A second click on a drawer that does close meets no button.
 */
async function saveLink(drawer: Locator) {
  await expect(async () => {
    if (await drawer.isVisible()) await drawer.getByRole('button', { name: '변경 사항 저장' }).click({ timeout: 2000 })
    await expect(drawer).toBeHidden({ timeout: 3000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * Selects a text of the editor and opens the link drawer for it from the inline toolbar; returns
 * once the drawer's form holds that text (its state comes from the server: typing earlier is lost,
 * and a link saved with an empty text disappears with its words).
 */
async function openLinkDrawer(page: Page, editor: Locator, text: string) {
  await editor.getByText(text, { exact: true }).selectText()
  await page.locator('.inline-toolbar-popup .toolbar-popup__button-link').click()
  const drawer = linkDrawer(page)
  await expect(drawer.locator('input[name="text"]')).toHaveValue(text)
  return drawer
}

type LexicalNode = {
  type: string
  tag?: string
  listType?: string
  format?: number
  text?: string
  children?: LexicalNode[]
  fields?: Record<string, unknown>
  relationTo?: string
  value?: unknown
}
const walk = (node: LexicalNode): LexicalNode[] => [node, ...(node.children ?? []).flatMap(walk)]

test('an editor uses every rich-text tool on a news post; the saved post and the public page show each', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const calls = recordServerFunctionCalls(page)
  await signInToAdmin(page)
  const origin = { origin: baseURL ?? '' }
  const target = (await (await page.request.get('/api/pages?where[path][equals]=%2Fintro%2Fpage-a&depth=0')).json())
    .docs[0]
  const title = `서식 시험 ${Date.now()}`
  const created = await page.request.post('/api/news', {
    headers: origin,
    data: {
      title,
      summary: '편집기의 모든 도구를 시험합니다.',
      audience: 'public',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      _status: 'published',
      body: {
        root: {
          type: 'root',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          children: [
            {
              type: 'paragraph',
              version: 1,
              direction: null,
              format: '',
              indent: 0,
              textFormat: 0,
              children: [
                { type: 'text', version: 1, text: '첫 문단', format: 0, mode: 'normal', style: '', detail: 0 },
              ],
            },
          ],
        },
      },
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number

  await page.goto(`/admin/collections/news/${id}`)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  // Text as a person types it; headings, lists and a quote by the editor's markdown shortcuts (an
  // empty list item's Enter ends the list). Each line is seen in the editor before the next one, so
  // a busy machine cannot reorder keys and selection.
  await editor.getByText('첫 문단', { exact: true }).selectText()
  await page.keyboard.press('ArrowRight')
  const lines: [typed: string, shows: Locator][] = [
    ['고칠 링크', editor.locator('p', { hasText: '고칠 링크' })],
    ['지울 링크', editor.locator('p', { hasText: '지울 링크' })],
    ['## 두 번째 제목', editor.locator('h2', { hasText: '두 번째 제목' })],
    ['- 글머리 항목', editor.locator('ul > li', { hasText: '글머리 항목' })],
    ['', editor.locator('ul > li').nth(1)],
    ['1. 번호 항목', editor.locator('ol > li', { hasText: '번호 항목' })],
    ['', editor.locator('ol > li').nth(1)],
    ['> 인용한 문장', editor.locator('blockquote', { hasText: '인용한 문장' })],
    ['굵은 글씨', editor.locator('p', { hasText: '굵은 글씨' })],
    ['바깥 링크', editor.locator('p', { hasText: '바깥 링크' })],
    ['회사 소개 보기', editor.locator('p', { hasText: '회사 소개 보기' })],
    ['마지막 문단', editor.locator('p', { hasText: '마지막 문단' })],
  ]
  for (const [typed, shows] of lines) {
    await page.keyboard.press('Enter')
    await page.keyboard.type(typed, { delay: 15 })
    await expect(shows).toBeVisible()
  }

  // Bold from the inline toolbar.
  await editor.getByText('굵은 글씨', { exact: true }).selectText()
  await page.locator('.inline-toolbar-popup .toolbar-popup__button-bold').click()

  // Two links to edit and to remove below.
  let drawer: Locator
  for (const [text, url] of [
    ['고칠 링크', 'https://example.com/old'],
    ['지울 링크', 'https://example.com/gone'],
  ] as const) {
    drawer = await openLinkDrawer(page, editor, text)
    await urlField(drawer).fill(url)
    await saveLink(drawer)
    await expect(editor.locator('a', { hasText: text })).toHaveAttribute('href', url)
  }
  // An external link in a new tab.
  drawer = await openLinkDrawer(page, editor, '바깥 링크')
  await urlField(drawer).fill('https://example.com/food')
  await drawer.getByText('새 탭에서 열기').click()
  await expect(drawer.getByRole('checkbox', { name: '새 탭에서 열기' })).toBeChecked()
  await saveLink(drawer)
  await expect(editor.locator('a', { hasText: '바깥 링크' })).toHaveAttribute('target', '_blank')

  // A link to a page of the site, chosen from the documents (never typed).
  drawer = await openLinkDrawer(page, editor, '회사 소개 보기')
  await drawer.getByText('내부 링크', { exact: true }).click()
  await drawer.locator('.rs__control').last().click()
  await page.keyboard.type(target.title)
  // Choosing asks the server for the drawer form's state: save once that has answered.
  const chosen = page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))
  await page.getByRole('option', { name: target.title }).first().click()
  await chosen
  await expect(drawer.locator('.relationship--single-value__text')).toHaveText(target.title)
  await saveLink(drawer)
  await expect(editor.locator('a', { hasText: '회사 소개 보기' })).toBeVisible()

  // One link removed and one edited (a new address) from the link's own popup, with the link's text
  // selected (a caret left inside a link splits it in two when the drawer saves: Lexical's doing).
  // The popup follows the selection a moment later: act once it shows the link meant, and type
  // once the drawer holds that link's address (a loaded machine is slower than a person).
  const linkPopup = page.locator('.link-editor')
  await editor.locator('a', { hasText: '지울 링크' }).selectText()
  await expect(linkPopup.locator('.link-input a')).toHaveAttribute('href', 'https://example.com/gone')
  await linkPopup.locator('.link-trash').click()
  await expect(editor.locator('a', { hasText: '지울 링크' })).toHaveCount(0)
  await editor.locator('a', { hasText: '고칠 링크' }).selectText()
  await expect(linkPopup.locator('.link-input a')).toHaveAttribute('href', 'https://example.com/old')
  await linkPopup.locator('.link-edit').click()
  drawer = linkDrawer(page)
  await expect(urlField(drawer)).toHaveValue('https://example.com/old')
  await urlField(drawer).fill('https://example.com/new')
  await saveLink(drawer)
  await expect(editor.locator('a', { hasText: '고칠 링크' })).toHaveAttribute('href', 'https://example.com/new')

  // An image from the media library, through the slash menu, after the last paragraph. The
  // closing drawer hands the caret back to the edited link: click once it has (the editor has the
  // focus again), and type once the caret is seen in the paragraph clicked, as a person does.
  await expect(editor).toBeFocused()
  const caretText = () => page.evaluate(() => window.getSelection()?.anchorNode?.textContent)
  await expect(async () => {
    await editor.getByText('마지막 문단', { exact: true }).click()
    expect(await caretText()).toBe('마지막 문단')
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('End')
  expect(await caretText()).toBe('마지막 문단')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/upload')
  // Click the menu's own item once it is there: an Enter pressed before the menu opens (a slow
  // machine) is a new line, and no drawer follows.
  await page.locator('#slash-menu-popup__item-upload').click()
  // The library's first image, whichever it is (other tests add media).
  const row = page
    .getByRole('dialog')
    .locator('tbody tr')
    .filter({ has: page.locator('.file__filename') })
    .first()
  await expect(row).toBeVisible({ timeout: 30_000 })
  const filename = ((await row.locator('.file__filename').textContent()) ?? '').trim()
  await row.locator('button').first().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const media = (
    await (await page.request.get(`/api/media?where[filename][equals]=${encodeURIComponent(filename)}&depth=0`)).json()
  ).docs[0]

  // Publish.
  await page.getByRole('button', { name: '변경 사항 게시', exact: true }).click()
  await expect
    .poll(
      async () => {
        const doc = (await (await page.request.get(`/api/news/${id}?depth=0`)).json()) as {
          body: { root: LexicalNode }
        }
        return walk(doc.body.root).filter((node) => node.type === 'upload').length
      },
      { timeout: 15_000 },
    )
    .toBe(1)

  const saved = (await (await page.request.get(`/api/news/${id}?depth=0`)).json()) as { body: { root: LexicalNode } }
  const nodes = walk(saved.body.root)
  const textOf = (node: LexicalNode) =>
    walk(node)
      .map((child) => child.text ?? '')
      .join('')
  expect(nodes.some((node) => node.type === 'heading' && node.tag === 'h2' && textOf(node) === '두 번째 제목')).toBe(
    true,
  )
  expect(nodes.some((node) => node.type === 'list' && node.listType === 'bullet')).toBe(true)
  expect(nodes.some((node) => node.type === 'list' && node.listType === 'number')).toBe(true)
  expect(nodes.some((node) => node.type === 'quote' && textOf(node) === '인용한 문장')).toBe(true)
  expect(
    nodes.some((node) => node.type === 'text' && node.text === '굵은 글씨' && ((node.format ?? 0) & 1) === 1),
  ).toBe(true)
  const links = nodes.filter((node) => node.type === 'link')
  expect(links.map((link) => [textOf(link), link.fields])).toEqual([
    ['고칠 링크', expect.objectContaining({ linkType: 'custom', url: 'https://example.com/new' })],
    ['바깥 링크', expect.objectContaining({ linkType: 'custom', url: 'https://example.com/food', newTab: true })],
    [
      '회사 소개 보기',
      expect.objectContaining({
        linkType: 'internal',
        doc: expect.objectContaining({ relationTo: 'pages', value: target.id }),
      }),
    ],
  ])
  expect(nodes.some((node) => node.type === 'text' && node.text === '지울 링크')).toBe(true)
  expect(nodes.find((node) => node.type === 'upload')).toMatchObject({ relationTo: 'media', value: media.id })

  // The public page.
  const html = await (await page.request.get(`/community/news/${id}`)).text()
  expect(html).toMatch(/<h2[^>]*>두 번째 제목<\/h2>/)
  expect(html).toMatch(/<ul[^>]*>[\s\S]*글머리 항목[\s\S]*<\/ul>/)
  expect(html).toMatch(/<ol[^>]*>[\s\S]*번호 항목[\s\S]*<\/ol>/)
  expect(html).toMatch(/<blockquote[^>]*>[\s\S]*인용한 문장[\s\S]*<\/blockquote>/)
  expect(html).toMatch(/<strong[^>]*>굵은 글씨<\/strong>/)
  expect(html).toMatch(/<a href="https:\/\/example.com\/food" rel="noopener noreferrer" target="_blank">바깥 링크/)
  expect(html).toContain('<a href="/intro/page-a">회사 소개 보기</a>')
  expect(html).toContain('href="https://example.com/new"')
  expect(html).not.toContain('https://example.com/gone')
  expect(html).toContain(`alt="${media.alt}"`)

  // Every server function the admin called on the way answered without an error.
  expect(calls.filter((call) => call.status >= 400)).toEqual([])
  expect(new Set(calls.map((call) => call.name))).toContain('form-state')
})

test("the admin's list, document, drawers and versions call their server functions without an error", async ({
  page,
}) => {
  const calls = recordServerFunctionCalls(page)
  await signInToAdmin(page)
  const { docs } = await (await page.request.get('/api/news?limit=1&depth=0&where[cover][exists]=true')).json()
  const post = docs[0] as { id: number; title: string }

  // The lists, searched.
  for (const collection of ['news', 'impact-stories', 'pages', 'media', 'inquiries', 'users']) {
    await page.goto(`/admin/collections/${collection}?search=${encodeURIComponent('가')}`)
    await expect(page.locator('.collection-list')).toBeVisible()
  }

  // The document: a change asks for the form's state; the cover's details open in a drawer.
  await page.goto(`/admin/collections/news/${post.id}`)
  const formState = page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))
  await page.getByRole('textbox', { name: /^제목/ }).fill(`${post.title} `)
  await formState
  const documentDrawer = page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))
  await page.locator('.upload-relationship-details__edit').first().click()
  await documentDrawer
  await expect(page.getByRole('dialog').getByText('대체 텍스트')).toBeVisible()
  await page.keyboard.press('Escape')

  // The versions and one version.
  await page.goto(`/admin/collections/news/${post.id}/versions`)
  await page.locator('tbody tr a').first().click()
  await expect(page).toHaveURL(/\/versions\/\w+/)
  await page.waitForLoadState('networkidle')

  expect(calls.filter((call) => call.status >= 400)).toEqual([])
  expect(calls.map((call) => call.name)).toEqual(expect.arrayContaining(['form-state', 'render-document']))
})
