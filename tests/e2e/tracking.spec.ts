import { CookieJar, get, postJson } from '../helpers/http'
import { createVerifiedMember } from '../helpers/members'
import { TEST_ADMIN } from '../helpers/site'
import { expect, type Request, test } from './fixtures'

// Headless Chromium names itself HeadlessChrome, which the tracker ignores as a bot. A client
// address of this run's own: a view is counted once per client and page in 30 minutes.
const run = Date.now()
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  extraHTTPHeaders: { 'x-forwarded-for': `198.18.${(run >> 8) & 255}.${run & 255}` },
})

type TrackEvent = { path: string; pathFrom: string; referrer: string; eventType: string; sessionId: string }

async function storedViews(baseURL: string, sessionId: string) {
  const editor = new CookieJar()
  expect((await postJson(baseURL, '/api/users/login', TEST_ADMIN, { jar: editor })).status).toBe(200)
  const response = await get(baseURL, `/api/page-views?where[sessionId][equals]=${sessionId}&sort=createdAt`, {
    jar: editor,
  })
  expect(response.status).toBe(200)
  return (await response.json()).docs as { path: string; pathFrom: string | null; deviceClass: string }[]
}

test('a client-side navigation stores one page view with its path, the previous path and the same session', async ({
  page,
  baseURL,
}) => {
  const tracked: Request[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/track')) tracked.push(request)
  })

  const firstTrack = page.waitForResponse((response) => response.url().endsWith('/api/track'))
  await page.goto('/')
  expect((await firstTrack).status()).toBe(204)
  const first = tracked[0]?.postDataJSON() as TrackEvent
  expect(first).toMatchObject({ path: '/', pathFrom: '', eventType: 'pageView' })
  expect(first.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  const lastTrackAtAfterFirst = await page.evaluate(() => localStorage.getItem('lastTrackAt'))
  expect(lastTrackAtAfterFirst).not.toBeNull()

  // Opening the mobile menu (?menu=…) is not a page view.
  await page.evaluate(() => window.history.pushState(null, '', '/?menu=open'))
  await expect(page).toHaveURL(/\?menu=open$/)

  const beforeClick = Date.now()
  const secondTrack = page.waitForResponse((response) => response.url().endsWith('/api/track'))
  const nav = page.getByRole('navigation', { name: '주 메뉴' })
  await nav.getByRole('button', { name: '커뮤니티' }).hover()
  await nav.getByRole('link', { name: '뉴스' }).click()
  await expect(page).toHaveURL('/community/news/list')
  expect((await secondTrack).status()).toBe(204)

  expect(tracked).toHaveLength(2)
  const second = tracked[1]?.postDataJSON() as TrackEvent
  expect(second).toMatchObject({
    path: '/community/news/list',
    pathFrom: '/',
    eventType: 'pageView',
    sessionId: first.sessionId,
  })

  const lastTrackAt = Date.parse((await page.evaluate(() => localStorage.getItem('lastTrackAt'))) ?? '')
  expect(lastTrackAt).toBeGreaterThanOrEqual(beforeClick - 1000)

  const views = await storedViews(baseURL ?? '', first.sessionId)
  expect(views).toMatchObject([
    { path: '/', pathFrom: null, deviceClass: 'desktop' },
    { path: '/community/news/list', pathFrom: '/', deviceClass: 'desktop' },
  ])
  expect(views).toHaveLength(2)
})

test('a new page load is a new app start: a new session', async ({ page }) => {
  const sessions: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/track')) sessions.push((request.postDataJSON() as TrackEvent).sessionId)
  })
  let tracked = page.waitForResponse((response) => response.url().endsWith('/api/track'))
  await page.goto('/foodtech')
  await tracked
  tracked = page.waitForResponse((response) => response.url().endsWith('/api/track'))
  await page.reload()
  await tracked
  expect(sessions).toHaveLength(2)
  expect(sessions[1]).not.toBe(sessions[0])
})

test('a password typed before the scripts ran reaches neither an address nor the page views editors read', async ({
  page,
  baseURL,
}) => {
  const member = await createVerifiedMember({ url: baseURL ?? '' })
  // The login page's scripts are held, as on a phone that has not loaded them yet; pages after it load normally.
  let holding = true
  await page.route(/\/_next\/static\/.*\.js/, async (route) => {
    if (holding) return // never answered: the form is sent before its scripts run
    await route.continue()
  })
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  await page.goto('/login?redirect=/user/edu/news', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password)
  holding = false
  const landed = page.waitForRequest((request) => request.url().endsWith('/api/track'))
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(`${baseURL}/user/edu/news`)
  const sessionId = ((await landed).postDataJSON() as TrackEvent).sessionId
  await page.waitForResponse((response) => response.url().endsWith('/api/track'))

  for (const url of visited) expect(url).not.toContain(encodeURIComponent(member.password))
  expect(visited.join(' ')).not.toMatch(/[?&](email|password)=/)
  const views = await storedViews(baseURL ?? '', sessionId)
  expect(views.map((view) => view.path)).toContain('/user/edu/news')
  expect(JSON.stringify(views)).not.toContain(member.password)
  expect(JSON.stringify(views)).not.toContain(encodeURIComponent(member.email))
  // The page before was the site's own: no referrer is kept.
  expect(views.every((view) => (view as { referrer?: string | null }).referrer == null)).toBe(true)
})
