import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { reloadKey } from '../../src/lib/reload-guard'
import { siteDatabaseUrl } from '../helpers/members'
import { queryOnce } from '../helpers/postgres'
import { getFromEachServer } from '../helpers/servers'
import { isRunning, type RunningSite, root, startSite } from '../helpers/site'
import { axeViolations } from './axe'
import { type Browser, expect, type Page, test } from './fixtures'
import { holdScripts } from './hold-scripts'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
// Not one of the bots Next renders without streaming (Chrome-Lighthouse, Yeti, bingbot are), so
// the page hydrates and our error boundary decides.
const GTMETRIX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 GTmetrix'

test.describe('error pages', () => {
  test('an unknown address answers 404 with the status code, the Korean text and a working way home', async ({
    page,
  }) => {
    const response = await page.goto('/없는-주소')
    expect(response?.status()).toBe(404)
    const main = page.locator('main')
    await expect(main.getByText('404', { exact: false })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다')
    await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 | 푸드임팩트')
    await expect(main).toContainText('요청하신 페이지가 없거나 주소가 바뀌었습니다.')
    await expect(main).toContainText('메인 페이지로 돌아가 주세요')
    // Next renders this page only in the browser, whose build has no copy of the site's styles:
    // the header and footer are styled all the same (SiteStyles.tsx links them as a file).
    await expect(page.locator('body')).toHaveCSS('display', 'flex')
    await expect(page.locator('.site-footer')).toHaveCSS('background-color', 'rgb(244, 244, 242)')
    const { buildId } = await (await page.request.get('/api/build')).json()
    await expect(page.locator('link[rel="stylesheet"][href^="/site.css"]')).toHaveAttribute(
      'href',
      `/site.css?v=${buildId}`,
    )
    await page.getByRole('link', { name: '메인으로 돌아가기' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('페이지를 찾을 수 없습니다')
  })

  test('a 404 reads the same before its scripts run and without them: words, language, the way home', async ({
    page,
    browser,
  }) => {
    // Next sends its empty error document and renders the view in the browser; the server fills it.
    const release = await holdScripts(page)
    const response = await page.goto('/community/news/999999', { waitUntil: 'domcontentloaded' })
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다')
    await expect(page.locator('main')).toContainText('요청하신 페이지가 없거나 주소가 바뀌었습니다.')
    await expect(page.getByRole('link', { name: '메인으로 돌아가기' })).toHaveAttribute('href', '/')
    // Once the scripts run, React's view replaces it: one heading, the site's header around it.
    release()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다')

    const context = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await context.newPage()
    expect((await noScript.goto('/없는-주소'))?.status()).toBe(404)
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다')
    await noScript.getByRole('link', { name: '메인으로 돌아가기' }).click()
    await expect(noScript).toHaveURL('/')
    await expect(noScript.getByRole('heading', { level: 1 })).not.toHaveText('페이지를 찾을 수 없습니다')
    await context.close()
  })

  test('every kind of missing page keeps the not-found title once React has rendered it', async ({ page }) => {
    for (const path of [
      '/없는-주소',
      '/p/없는-페이지',
      '/contact/없는-문의',
      '/community/news/999999',
      '/community/news/list?page=999',
      '/legal/privacy/2000-01-01',
    ]) {
      const response = await page.goto(path, { waitUntil: 'load' })
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('banner'), path).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('페이지를 찾을 수 없습니다')
      await expect(page, path).toHaveTitle('페이지를 찾을 수 없습니다 | 푸드임팩트')
    }
  })

  test('axe finds no WCAG 2.2 AA violation on the 404 page', async ({ page }) => {
    await page.goto('/없는-주소')
    expect(await axeViolations(page, { bestPractice: true })).toEqual([])
  })
})

/**
 * The honest trigger for a server error: the database answers, but a table the list pages need is
 * gone (as after a broken migration). A site of its own (the shared one must keep its database),
 * one page visited first so the layout's site settings are cached, then pages that were never
 * rendered need a query. (With the database down instead, the server answers 503 with its own
 * maintenance page: the last test.)
 */
test.describe('when a page fails on the server', () => {
  test.describe.configure({ mode: 'serial' })
  let site: RunningSite

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    site = await startSite()
    // Each server process (one per core) keeps its own page cache: the page is cached in every
    // one of them, whichever answers the last test.
    for (const answer of (await getFromEachServer(site, '/legal/terms')).values()) {
      expect(answer.status).toBe(200)
    }
    await queryOnce(
      await siteDatabaseUrl(site),
      'ALTER TABLE news RENAME TO news_gone; ALTER TABLE impact_stories RENAME TO impact_stories_gone',
    )
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  test('a visitor gets the maintenance page with 500 and a way home', async ({ page }) => {
    test.setTimeout(120_000)
    const logged = waitForBoundaryLog(page)
    const response = await page.goto(`${site.url}/community/impact-story/list`)
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('시스템 점검 중입니다')
    const main = page.locator('main')
    await expect(main.getByText('500', { exact: false })).toBeVisible()
    await expect(main).toContainText('이용에 불편을 드려 죄송합니다')
    await expect(page.getByRole('link', { name: '메인으로 돌아가기' })).toHaveAttribute('href', '/')
    await logged
    // The boundary has rendered (its log is its effect), which cleared what the server filled in.
    await expect(page).toHaveTitle('시스템 점검 중입니다')
    await expect(page.locator('body')).toHaveCSS('display', 'flex')
  })

  test('the same page reads before the scripts run and without them; a crawler still gets an empty page', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await context.newPage()
    expect((await noScript.goto(`${site.url}/community/impact-story/list?page=2`))?.status()).toBe(500)
    await expect(noScript.locator('html')).toHaveAttribute('lang', 'ko')
    await expect(noScript).toHaveTitle('시스템 점검 중입니다')
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('시스템 점검 중입니다')
    await expect(noScript.locator('main')).toContainText('이용에 불편을 드려 죄송합니다')
    await expect(noScript.getByRole('link', { name: '메인으로 돌아가기' })).toHaveAttribute('href', '/')
    await context.close()

    const crawler = await browser.newContext({ javaScriptEnabled: false, userAgent: GOOGLEBOT })
    const crawled = await crawler.newPage()
    expect((await crawled.goto(`${site.url}/community/impact-story/list?page=3`))?.status()).toBe(500)
    await expect(crawled.getByText('시스템 점검 중입니다')).toHaveCount(0)
    await crawler.close()
  })

  test('a page-speed tool gets an empty page and the error is only logged', async ({ browser }) => {
    test.setTimeout(120_000)
    const { page, close } = await pageAs(browser, GTMETRIX)
    const logged = waitForBoundaryLog(page)
    const response = await page.goto(`${site.url}/community/news/list`)
    expect(response?.status()).toBe(500)
    await logged
    await expect(page.locator('main')).toBeAttached()
    await expect(page.locator('main')).toBeEmpty()
    await expect(page.getByText('시스템 점검 중입니다')).toHaveCount(0)
    await close()
  })

  test('Googlebot gets no maintenance page; the error is only logged', async ({ browser }) => {
    test.setTimeout(120_000)
    const { page, close } = await pageAs(browser, GOOGLEBOT)
    // Next renders for Googlebot (and Chrome-Lighthouse, Yeti, bingbot, …) without streaming; a
    // failed render stays its empty error shell and React logs the error: our boundary never runs.
    const logged = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'error' && /React error #441|\[error-boundary\]/.test(message.text()),
      timeout: 60_000,
    })
    const response = await page.goto(`${site.url}/community/impact-story/list?page=1`)
    expect(response?.status()).toBe(500)
    await logged
    await expect(page.getByText('시스템 점검 중입니다')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
    await close()
  })

  test('with Postgres stopped, a visitor gets the 503 maintenance page, and axe finds no violation', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const pidFile = path.join(site.dataDir, 'postgres', 'postmaster.pid')
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    process.kill(pid, 'SIGINT')
    await expect.poll(() => isRunning(pid), { timeout: 30_000 }).toBe(false)

    const response = await page.goto(`${site.url}/community/news/list?page=2`)
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toMatch(/^\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('잠시 점검 중입니다')
    await expect(page.locator('main')).toContainText('안전하게 보관되어 있습니다')
    await expect(page.getByRole('link', { name: '메인으로 돌아가기' })).toHaveAttribute('href', '/')
    expect(await axeViolations(page, { bestPractice: true })).toEqual([])
    // A cached page still answers from the cache.
    expect((await page.goto(`${site.url}/legal/terms`))?.status()).toBe(200)
  })
})

test.describe('new builds', () => {
  test('the server tells its build id, uncached, the same as the build on disk', async ({ request }) => {
    const response = await request.get('/api/build')
    expect(response.headers()['cache-control']).toBe('no-store')
    const onDisk = (await readFile(path.join(root, '.next', 'BUILD_ID'), 'utf8')).trim()
    expect(await response.json()).toEqual({ buildId: onDisk })
  })

  test("the site's styles as a file are this build's, cached for good only under its id", async ({ request }) => {
    const { buildId } = await (await request.get('/api/build')).json()
    const inPage = (await (await request.get('/legal/terms')).text()).match(
      /<style data-precedence="site" data-href="site">([^<]*)<\/style>/,
    )?.[1]
    const file = await request.get(`/site.css?v=${buildId}`)
    expect(file.headers()['content-type']).toBe('text/css; charset=utf-8')
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(inPage?.length).toBeGreaterThan(10_000)
    expect(await file.text()).toBe(inPage)
    // Another build's address (a rolling deploy asking the other server) is never kept.
    for (const other of ['/site.css?v=an-older-build', '/site.css'])
      expect((await request.get(other)).headers()['cache-control'], other).toBe('no-store')
  })

  test('with the same build deployed, a link click stays a client-side navigation', async ({ page }) => {
    const checked = page.waitForResponse('**/api/build')
    await page.goto('/community/news/list')
    await checked
    await settle(page)
    await page.evaluate(() => Object.assign(window, { __marker: 'kept' }))
    await page.locator('.post-title a').first().click()
    await expect(page).toHaveURL(/\/community\/news\/\d+$/)
    expect(await page.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept')
  })

  test('once a newer build is live, the next link click is a full page load', async ({ page }) => {
    await page.route('**/api/build', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }))
    const checked = page.waitForResponse('**/api/build')
    await page.goto('/community/news/list')
    await checked
    await settle(page)
    await page.evaluate(() => Object.assign(window, { __marker: 'kept' }))
    const loaded = page.waitForEvent('load')
    await page.locator('.post-title a').first().click()
    await loaded
    await expect(page).toHaveURL(/\/community\/news\/\d+$/)
    expect(await page.evaluate(() => (window as { __marker?: string }).__marker)).toBeUndefined()
  })
})

test.describe('chunk failures', () => {
  test('a ChunkLoadError reloads the page once; another within 10 s does not', async ({ page }) => {
    let loads = 0
    page.on('load', () => {
      loads++
    })
    let mounted = page.waitForRequest('**/api/build')
    await page.goto('/community/news/list')
    await mounted
    mounted = page.waitForRequest('**/api/build')
    const reloaded = page.waitForEvent('load')
    await page.evaluate(failChunk)
    await reloaded
    expect(loads).toBe(2)

    await mounted
    // The watcher stores the time of each reload it makes before making it: the one stored by the
    // first reload still stands once the watcher has handled the second failure.
    const storedReload = () => page.evaluate((key) => sessionStorage.getItem(key), reloadKey('/community/news/list'))
    const firstReload = await storedReload()
    expect(firstReload).not.toBeNull()
    await page.evaluate(failChunkAndLetTheWatcherHandleIt)
    expect(await storedReload()).toBe(firstReload)
    expect(loads).toBe(2)
  })

  test('a script of the build that fails to load reloads the page', async ({ page }) => {
    let loads = 0
    page.on('load', () => {
      loads++
    })
    const mounted = page.waitForRequest('**/api/build')
    await page.goto('/legal/terms')
    await mounted
    const reloaded = page.waitForEvent('load')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.src = `/_next/static/chunks/removed-by-a-deploy-${Date.now()}.js`
      document.head.append(script)
    })
    await reloaded
    expect(loads).toBe(2)
  })
})

/** A real unhandled rejection, as Turbopack's runtime raises it for a chunk that is gone. */
function failChunk() {
  const error = new Error('Failed to load chunk /_next/static/chunks/gone.js')
  error.name = 'ChunkLoadError'
  void Promise.reject(error)
}

/** failChunk, settling after the page's earlier 'unhandledrejection' listeners (the watcher's) ran. */
function failChunkAndLetTheWatcherHandleIt() {
  return new Promise<void>((resolve) => {
    window.addEventListener('unhandledrejection', () => setTimeout(resolve), { once: true })
    const error = new Error('Failed to load chunk /_next/static/chunks/gone.js')
    error.name = 'ChunkLoadError'
    void Promise.reject(error)
  })
}

/** Lets the watcher's handling of the answer it just received finish. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
}

function waitForBoundaryLog(page: Page) {
  return page.waitForEvent('console', {
    predicate: (message) => message.type() === 'error' && message.text().includes('[error-boundary]'),
    timeout: 60_000,
  })
}

async function pageAs(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent, locale: 'ko-KR' })
  const page = await context.newPage()
  return { page, close: () => context.close() }
}
