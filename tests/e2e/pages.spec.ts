import { expect, test } from './fixtures'

const isFont = (url: string) => new URL(url).pathname.endsWith('.woff2')

test('a public page arrives with its styles: no stylesheet is asked for before it paints', async ({ page }) => {
  const stylesheets: string[] = []
  // The font's rules are asked for on purpose 3 s after a first visit's load event (the next test
  // checks when): on a loaded machine five pages take longer than that.
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.resourceType() === 'stylesheet' && path !== '/fonts/pretendard.css') stylesheets.push(path)
  })
  for (const path of ['/', '/community/news/list', '/contact/general', '/login', '/search?q=푸드']) {
    await page.goto(path)
    await expect(page.locator('style[data-href="site"]')).toHaveCount(1)
    // Styled from the first answer: the page's layout and the site's text colour are in place.
    await expect(page.locator('body')).toHaveCSS('display', 'flex')
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(26, 26, 26)')
    // Once in the answer: in the head, not a second time in the flight data React hydrates from.
    const html = await (await page.request.get(path)).text()
    expect(html.split('.auth-form{').length - 1, path).toBe(1)
  }

  // The browser keeps the server's styles through client-side navigation (its build has no copy).
  await page.goto('/legal/privacy')
  await page.locator('footer a[href="/legal/terms"]:visible').first().click()
  await expect(page).toHaveURL('/legal/terms')
  await expect(page.locator('h1')).toHaveText('이용약관')
  await expect(page.locator('style[data-href="site"]')).toHaveCount(1)
  await expect(page.locator('body')).toHaveCSS('display', 'flex')
  expect(stylesheets).toEqual([])

  // The font's rules and files at the site's own addresses, cached for good; nothing else is read.
  const rules = await page.request.get('/fonts/pretendard.css?v=1.3.9')
  expect(rules.headers()['content-type']).toContain('text/css')
  expect(rules.headers()['cache-control']).toContain('immutable')
  const file = (await rules.text()).match(/url\((\/fonts\/pretendard\/[^)]+)\)/)?.[1] ?? ''
  const font = await page.request.get(file)
  expect(font.status()).toBe(200)
  expect(font.headers()['content-type']).toBe('font/woff2')
  for (const other of ['/fonts/pretendard/..%2F..%2Fpackage.json', '/fonts/pretendard/x.woff2'])
    expect((await page.request.get(other)).status()).toBe(404)
})

test('the home page shows Korean text; the self-hosted Korean font loads after the page, then is used', async ({
  page,
  baseURL,
}) => {
  const foreignRequests: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:'))
      foreignRequests.push(request.url())
  })
  let loaded = false
  const fontsBeforeLoad: string[] = []
  page.on('load', () => {
    loaded = true
  })
  page.on('request', (request) => {
    if (isFont(request.url()) && !loaded) fontsBeforeLoad.push(request.url())
  })

  // First visit: the system font, and no font download competing with the page's own files.
  const firstFont = page.waitForResponse((response) => isFont(response.url()) && response.ok())
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[가-힣]/)
  await expect(page.locator('html')).not.toHaveClass(/webfont/)
  await firstFont
  expect(fontsBeforeLoad).toEqual([])
  await expect.poll(() => page.evaluate(() => localStorage.getItem('webfont'))).toBe('1')

  // Next visit: Pretendard from the cache, switched on before the first paint.
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/webfont/)
  await page.evaluate(() => document.fonts.ready)
  const loadedFaces = await page.evaluate(
    () => [...document.fonts].filter((face) => face.family.includes('Pretendard') && face.status === 'loaded').length,
  )
  expect(loadedFaces).toBeGreaterThan(0)
  expect(foreignRequests).toEqual([])
})

test('an unknown address shows the Korean not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/없는/페이지')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다')

  await page.getByRole('link', { name: '메인으로 돌아가기' }).click()
  await expect(page).toHaveURL('/')
})

test('an image that fails to load shows its alt text, as next/image does', async ({ page }) => {
  // The image fails after hydration (a lazy image scrolled to), as next/image's own handler needs too.
  let hydrated = () => {}
  const afterHydration = new Promise<void>((resolve) => {
    hydrated = resolve
  })
  await page.route(/\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fseed-smart-kitchen\.webp/, async (route) => {
    await afterHydration
    await route.abort()
  })
  await page.goto('/')
  // The header's account end leaves its pending state once hydrated and the session is known.
  await expect(page.locator('.account-nav')).not.toHaveAttribute('data-pending', /.*/)
  hydrated()
  const image = page.getByRole('img', {
    name: '회색 조리대 위에 여러 개의 화구와 알림 불빛이 배치된 스마트 주방 일러스트',
  })
  await image.scrollIntoViewIfNeeded()
  await expect(image).not.toHaveCSS('color', 'rgba(0, 0, 0, 0)')
  // An image that loads keeps its alt text hidden while loading, as before.
  await expect(page.locator('img.hero-image')).toHaveCSS('color', 'rgba(0, 0, 0, 0)')
})

test('on a phone the hero comes inside the page and paints without a request; wider screens load its sources', async ({
  page,
}) => {
  const heroRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('seed-hero-night-orbit')) heroRequests.push(request.url())
  })
  const hero = page.locator('img.hero-image')
  const shown = () => hero.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect.poll(shown).toBe(750)
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:image\/webp;base64,/)
  expect(heroRequests).toEqual([])

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  await expect.poll(shown).toBeGreaterThan(750)
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
    '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fseed-hero-night-orbit.webp&w=',
  )
})

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: '본문 바로가기' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
})

test('the script policy blocks nothing the site itself runs, in the site and in the admin', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${location.pathname} ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    )
  })
  for (const pathname of ['/', '/community/news/list', '/login', '/admin/login']) {
    await page.goto(pathname)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
  }
  // The policy is enforced: a script the page did not bring is refused.
  await page.goto('/')
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return 'injected' in window
  })
  expect(ran).toBe(false)
})
