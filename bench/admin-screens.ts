/**
 * `BENCH_ONLY=admin npm run bench`: how long staff wait for the admin's screens, cold (the first
 * open after the server started: Next and Payload load that screen's code) and warm (the same
 * screen again), on a fresh site with its seeded content and an idle machine. Timed in a real
 * Chromium from navigation to the screen's form being usable (its title field visible, no
 * loading shimmer), for a news post's create and edit views, a page's edit view and the news
 * list. The target for a first create or edit view is under 2 s.
 */
import { chromium } from 'playwright'
import { CHROMIUM } from '../scripts/lib/browser'
import { type RunningSite, TEST_ADMIN } from '../tests/helpers/site'

interface ScreenTime {
  screen: string
  coldMs: number
  warmMs: number
}

export async function benchAdminScreens(site: RunningSite): Promise<ScreenTime[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM })
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'ko-KR' })
    await page.goto(`${site.url}/admin/login`)
    await page.getByLabel('이메일').fill(TEST_ADMIN.email)
    await page.getByLabel('비밀번호').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: '로그인' }).click()
    await page.waitForURL(/\/admin$/, { timeout: 60_000 })
    const api = async (path: string) =>
      (await (
        await page.request.get(`${site.url}${path}`, { headers: { 'sec-fetch-site': 'same-origin' } })
      ).json()) as {
        docs: { id: number }[]
      }
    const news = (await api('/api/news?limit=1&depth=0')).docs[0]?.id
    const pageId = (await api('/api/pages?limit=1&depth=0')).docs[0]?.id
    const screens: [name: string, path: string, ready: string][] = [
      ['뉴스 새로 만들기', '/admin/collections/news/create', 'input[name="title"]'],
      ['뉴스 수정', `/admin/collections/news/${news}`, 'input[name="title"]'],
      ['페이지 수정', `/admin/collections/pages/${pageId}`, 'input[name="title"]'],
      ['뉴스 목록', '/admin/collections/news', 'table tbody tr'],
    ]
    const open = async (path: string, ready: string) => {
      const started = performance.now()
      await page.goto(`${site.url}${path}`)
      await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 })
      await page
        .locator('.shimmer-effect')
        .first()
        .waitFor({ state: 'detached', timeout: 60_000 })
        .catch(() => {})
      return Math.round(performance.now() - started)
    }
    const times: ScreenTime[] = []
    for (const [screen, path, ready] of screens) {
      const coldMs = await open(path, ready)
      const warmMs = await open(path, ready)
      times.push({ screen, coldMs, warmMs })
      // A create view left untouched is discarded by the app; nothing to clean up.
    }
    return times
  } finally {
    await browser.close()
  }
}

export function printAdminScreens(times: ScreenTime[]) {
  console.log('관리자 화면 (처음 열 때 / 다시 열 때, ms; 목표: 처음 여는 작성·수정 화면 2,000 ms 미만)')
  console.table(times.map((time) => ({ 화면: time.screen, '처음(ms)': time.coldMs, '다시(ms)': time.warmMs })))
}
