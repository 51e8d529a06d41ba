/**
 * Crawlers and page-speed tools, by user agent. They get no error page (the error is only
 * logged) and are not counted as visitors.
 *
 * Not listed on purpose: `HeadlessChrome`. Our own Playwright tests (and real people's automation)
 * run headless Chromium; Lighthouse and PageSpeed Insights say `Chrome-Lighthouse`, which is listed.
 * `Daumoa` is Daum's crawler; plain "Daum" would also match the DaumApps in-app browser (people).
 */
export const BOT_USER_AGENT =
  /Googlebot|Google-InspectionTool|AdsBot-Google|Mediapartners-Google|bingbot|Yeti\/|Daumoa|Lighthouse|PageSpeed|GTmetrix/i

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent)
}
