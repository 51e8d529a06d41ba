/**
 * Lighthouse (mobile preset, the default) in Debian's Chromium: category scores, LCP, CLS and
 * the JavaScript transferred, for one URL at a time.
 *
 * Three runs per page, reported by Lighthouse's own median run (`computeMedianRun`, what
 * Lighthouse CI does), with every run's score and LCP beside it.
 *
 * Paint holding is switched off in this browser. With it, about half the runs of `/` (4 of 6,
 * 5 of 6, 3 of 6 in three batches) showed their first frame a whole second late: the page had
 * painted and committed it at 0.35 s, and no frame was drawn until 1.29 s while the main thread
 * sat idle. That is viz withholding BeginFrames from a frame sink whose frames go undrawn
 * (GoogleChrome/lighthouse#17148, open, also on PageSpeed Insights), and Lighthouse's LCP model
 * then counts every script of the page as blocking that paint. Without it: 0 of 16. A first
 * visit from a blank tab has no previous page to hold (docs/performance.md, "The home page's LCP").
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM, ensureBrowser } from '../scripts/lib/browser'
import { getFromEachServer } from '../tests/helpers/servers'
import type { RunningSite } from '../tests/helpers/site'
import { startBareNext } from './bare-next'

export interface LighthouseFigures {
  url: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  jsKb: number
  /**
   * Every run's performance score, LCP and the LCP the browser actually showed (before
   * Lighthouse's model of a slow phone), in the order run; the figures above are the median run's.
   */
  runs: { performance: number; lcpMs: number; observedLcpMs: number }[]
}

const RUNS_PER_PAGE = 3

/** The browser every Lighthouse run of the bench uses (paint holding off: see above). */
export const BENCH_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=PaintHolding',
]

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/** Each page in a new browser profile: a first visit (Lighthouse keeps localStorage between runs). */
async function lighthouseFirstVisit(url: string, cookie?: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: BENCH_CHROME_FLAGS,
  })
  try {
    // A member's page is opened with the member's session cookie, as a signed-in visit.
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      cookie ? { extends: 'lighthouse:default', settings: { extraHeaders: { Cookie: cookie } } } : undefined,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

type Report = Awaited<ReturnType<typeof lighthouseFirstVisit>>

function figuresOf(lhr: Report, runs: Report[]): LighthouseFigures {
  const { categories, audits } = lhr
  const resources = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items
  const script = resources?.find((item) => item.resourceType === 'script')
  const lcpMs = (run: Report) => Math.round(run.audits['largest-contentful-paint']?.numericValue ?? 0)
  return {
    url: lhr.finalDisplayedUrl,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: lcpMs(lhr),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    jsKb: Math.round((script?.transferSize ?? 0) / 1024),
    runs: runs.map((run) => ({
      performance: score(run.categories.performance?.score),
      lcpMs: lcpMs(run),
      observedLcpMs: Math.round(
        (run.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })?.items?.[0]
          ?.observedLargestContentfulPaint ?? 0,
      ),
    })),
  }
}

/**
 * The server as a visitor after the first one finds it: the page and every next/image variant it
 * names already rendered and encoded once by each server process (each keeps its own caches),
 * while the browser still starts cold.
 */
async function warmServer(site: RunningSite, path: string, headers: Record<string, string>) {
  const [first] = (await getFromEachServer(site, path, headers)).values()
  const html = first?.body.toString('utf8').replaceAll('&amp;', '&') ?? ''
  for (const image of new Set(html.match(/\/_next\/image\?url=[^"\s,&]+&w=\d+&q=\d+/g))) {
    await getFromEachServer(site, image, { accept: 'image/avif,image/webp,*/*' })
  }
}

/** The runs of one address, as Lighthouse's median run with every run beside it. */
async function medianRun(url: string, cookie?: string): Promise<LighthouseFigures> {
  const runs: Report[] = []
  for (let run = 0; run < RUNS_PER_PAGE; run++) runs.push(await lighthouseFirstVisit(url, cookie))
  return figuresOf(computeMedianRun(runs), runs)
}

/** A bare Next page (bench/bare-next.ts) measured as the site's pages are, in the same run. */
export async function lighthouseOnBareNext(): Promise<LighthouseFigures> {
  ensureBrowser()
  const bare = await startBareNext()
  try {
    return await medianRun(bare.url)
  } finally {
    await bare.stop()
  }
}

/** A page to measure; `member` pages are opened signed in. */
export interface LighthousePage {
  path: string
  member?: boolean
}

export async function runLighthouse(
  site: RunningSite,
  pages: LighthousePage[],
  memberCookie?: () => Promise<string>,
): Promise<LighthouseFigures[]> {
  ensureBrowser()
  const figures: LighthouseFigures[] = []
  for (const page of pages) {
    const cookie = page.member && memberCookie ? await memberCookie() : undefined
    await warmServer(site, page.path, cookie ? { cookie } : {})
    const url = new URL(page.path, site.url).toString()
    const median = await medianRun(url, cookie)
    // The path asked for: a member's page that answered with the login page would be a guest's.
    if (page.member && new URL(median.url).pathname !== new URL(url).pathname)
      throw new Error(`${page.path}: opened ${median.url}, not the member's page`)
    figures.push(median)
  }
  return figures
}

/**
 * Every kind of page a visitor or a member opens (spec's route table, forms included): the
 * articles and the application are found on the running site.
 */
export async function everyPage(site: RunningSite, memberCookie: () => Promise<string>): Promise<LighthousePage[]> {
  const firstLink = async (path: string, pattern: RegExp, headers: Record<string, string> = {}) => {
    const html = await (await fetch(new URL(path, site.url), { headers })).text()
    const found = html.match(pattern)?.[1]
    if (!found) throw new Error(`no link matching ${pattern} on ${path}`)
    return found
  }
  const member = { cookie: await memberCookie() }
  const publicPaths = [
    '/',
    '/intro/page-a',
    '/intro/page-b',
    '/intro/page-c',
    '/foodtech',
    '/impact-franchise',
    '/impact-franchise/page-a',
    '/invest',
    '/community/news/list',
    await firstLink('/community/news/list', /href="(\/community\/news\/\d+)"/),
    '/community/impact-story/list',
    await firstLink('/community/impact-story/list', /href="(\/community\/impact-story\/\d+)"/),
    '/contact/general',
    '/contact/edu',
    '/contact/impact',
    '/contact/invest',
    '/contact/lookup',
    '/search?q=%EC%B0%BD%EC%97%85',
    '/login',
    '/signup',
    '/find-id',
    '/find-pw',
    '/legal/terms',
    '/legal/privacy',
  ]
  const memberPaths = [
    '/user/edu',
    '/user/edu/news',
    await firstLink('/user/edu/news', /href="(\/user\/edu\/news-detail\/\d+)"/, member),
    '/user/edu/impact-story',
    await firstLink('/user/edu/impact-story', /href="(\/user\/edu\/impact-story\/\d+)"/, member),
    '/user/profile',
    '/user/applications',
    await firstLink('/user/applications', /href="(\/user\/applications\/Q[^"]+)"/, member),
  ]
  return [...publicPaths.map((path) => ({ path })), ...memberPaths.map((path) => ({ path, member: true }))]
}
