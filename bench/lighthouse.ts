/**
 * Lighthouse (mobile preset, the default) in Debian's Chromium: category scores, LCP, CLS and
 * the JavaScript transferred, for one URL at a time.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { getOnNewConnection } from '../tests/helpers/http'

export interface LighthouseFigures {
  url: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  jsKb: number
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/** Each page in a new browser profile: a first visit (Lighthouse keeps localStorage between runs). */
async function lighthouseFirstVisit(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { categories, audits } = result.lhr
    const resources = (
      audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items
    const script = resources?.find((item) => item.resourceType === 'script')
    return {
      url,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      jsKb: Math.round((script?.transferSize ?? 0) / 1024),
    }
  } finally {
    chrome.kill()
  }
}

/**
 * The server as a visitor after the first one finds it: every page and every next/image variant
 * it names already rendered and encoded once by each server process (each keeps its own caches;
 * new connections go to them in turn), while the browser still starts cold.
 */
async function warmServer(url: string, servers: number) {
  const html = (await getOnNewConnection(new URL(url))).body.toString('utf8').replaceAll('&amp;', '&')
  const images = new Set(html.match(/\/_next\/image\?url=[^"\s,&]+&w=\d+&q=\d+/g))
  for (let server = 0; server < servers; server++) {
    await getOnNewConnection(new URL(url))
    for (const image of images) {
      // Twice each: the new connections alternate between the processes.
      for (let copy = 0; copy < 2; copy++) {
        await getOnNewConnection(new URL(image, url), { accept: 'image/avif,image/webp,*/*' })
      }
    }
  }
}

export async function runLighthouse(urls: string[], servers: number): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = []
  for (const url of urls) {
    await warmServer(url, servers)
    figures.push(await lighthouseFirstVisit(url))
  }
  return figures
}
