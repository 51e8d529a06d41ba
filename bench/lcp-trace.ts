/**
 * Why a page's Lighthouse LCP is what it is: one Lighthouse run (mobile, simulated throttling, the
 * bench's browser flags) and the main thread's timeline up to 400 ms, unthrottled, as observed.
 *
 *   npx tsx bench/lcp-trace.ts http://localhost:3000/
 *
 * Lighthouse's Lantern model counts a script as blocking the LCP when the browser started
 * evaluating it before the LCP paint was presented (docs/performance.md, "The home page's LCP"). Compare the
 * `EvaluateScript` lines with the `largestContentfulPaint::Candidate` line.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM } from '../scripts/lib/browser'
import { BENCH_CHROME_FLAGS } from './lighthouse'

type TraceEvent = {
  name: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string; documentLoaderURL?: string } }
}

const SHOWN = new Set([
  'ParseHTML',
  'EvaluateScript',
  'Layout',
  'Paint',
  'Commit',
  'MarkDOMContent',
  'RunMicrotasks',
  'firstContentfulPaint',
  'largestContentfulPaint::Candidate',
])

const url = process.argv[2]
if (!url) throw new Error('사용법: npx tsx bench/lcp-trace.ts <주소>')
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: BENCH_CHROME_FLAGS })
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { audits } = result.lhr
  const observed = (audits.metrics?.details as { items?: Record<string, number>[] })?.items?.[0] ?? {}
  console.log(
    `LCP (Lantern) ${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms; observed FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, DOMContentLoaded ${observed.observedDomContentLoaded} ms`,
  )
  const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  )
  if (!navigation) throw new Error('no navigationStart in the trace')
  const start = navigation.ts
  const timeline = events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= start &&
        event.ts < start + 400_000 &&
        SHOWN.has(event.name),
    )
    .sort((a, b) => a.ts - b.ts)
  for (const event of timeline) {
    const at = ((event.ts - start) / 1000).toFixed(1).padStart(7)
    const lasted = event.dur ? (event.dur / 1000).toFixed(1).padStart(6) : '      '
    console.log(at, lasted, event.name, (event.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, ''))
  }
} finally {
  chrome.kill()
}
