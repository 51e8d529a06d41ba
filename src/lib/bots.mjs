/**
 * Who is not a person, by user agent: one module, two policies.
 *
 *  - `isCrawler` (error pages): crawlers and page-speed tools get no error page (the error is only
 *    logged), so an error is never indexed or measured as a page's content. Not listed on purpose:
 *    `HeadlessChrome` (our Playwright tests and people's own automation run headless Chromium and
 *    must see the page a person sees). `Daumoa` is Daum's crawler; plain "Daum" would also match the
 *    DaumApps in-app browser (people). Lighthouse and PageSpeed Insights say `Chrome-Lighthouse`.
 *  - `isNotAVisitor` (statistics, src/page-views/intake.mjs): every crawler above, and also link
 *    previews, monitors, HTTP libraries, headless browsers and a missing user agent: none of them
 *    is a visit worth counting. Yeti (Naver) and Daumoa (Daum) are the Korean search engines' crawlers.
 *
 * Plain JavaScript: the web server loads it without a TypeScript loader.
 */
const CRAWLERS =
  /Googlebot|Google-InspectionTool|AdsBot-Google|Mediapartners-Google|bingbot|Yeti\/|Daumoa|Lighthouse|PageSpeed|GTmetrix/i

const NOT_VISITORS =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|yeti|daumoa|bingpreview|facebookexternalhit|kakaotalk-scrap|embedly|preview|headless|lighthouse|pagespeed|phantomjs|selenium|puppeteer|playwright|curl|wget|python|httpclient|http-client|go-http|axios|node-fetch|undici|okhttp|java\/|libwww|monitor|uptime|pingdom|^node$/i

/**
 * @param {string | null | undefined} userAgent
 * @returns {boolean} a crawler or page-speed tool (no error page for it)
 */
export function isCrawler(userAgent) {
  return !!userAgent && CRAWLERS.test(userAgent)
}

/**
 * @param {string | null | undefined} userAgent
 * @returns {boolean} not a person's visit (not counted in the statistics)
 */
export function isNotAVisitor(userAgent) {
  return !userAgent || CRAWLERS.test(userAgent) || NOT_VISITORS.test(userAgent)
}
