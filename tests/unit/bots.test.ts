import { describe, expect, it } from 'vitest'
import { isCrawler, isNotAVisitor } from '@/lib/bots.mjs'

describe('isCrawler (error pages)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)',
    'Mozilla/5.0 (compatible; Daumoa/4.0; +http://cs.daum.net/faq/15/4118.html?faqId=28966)',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 PageSpeed',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 GTmetrix',
  ])('treats %s as a bot', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true)
  })

  it.each([
    // Our own Playwright tests: headless Chromium is a browser, not a crawler.
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    // Naver's and Daum's in-app browsers are people.
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.5.1)',
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 DaumApps/8.5.0',
    '',
  ])('treats %s as a person', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false)
  })

  it('treats a missing user agent as a person', () => {
    expect(isCrawler(undefined)).toBe(false)
    expect(isCrawler(null)).toBe(false)
  })
})

describe('isNotAVisitor (statistics)', () => {
  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; SM-X710N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    // Korean in-app browsers are people.
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 KAKAOTALK 10.8.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.9.1)',
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 DaumApps/8.5.0',
  ])('counts %s as a visit', (userAgent) => {
    expect(isNotAVisitor(userAgent)).toBe(false)
  })

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
    'Mozilla/5.0 (compatible; Daumoa/4.0)',
    'facebookexternalhit/1.1',
    'kakaotalk-scrap/1.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
    'curl/8.5.0',
    'node',
    '',
  ])('does not count %j', (userAgent) => {
    expect(isNotAVisitor(userAgent)).toBe(true)
  })

  it('does not count a missing user agent', () => {
    expect(isNotAVisitor(undefined)).toBe(true)
    expect(isNotAVisitor(null)).toBe(true)
  })
})

describe('the two policies together', () => {
  it('never counts a crawler of the error-page policy as a visit', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 Chrome/126.0 Safari/537.36 GTmetrix',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Chrome-Lighthouse',
    ])
      expect(isCrawler(agent) && isNotAVisitor(agent), agent).toBe(true)
  })

  it.each([
    // Headless browsers (our own Playwright tests, people's automation) see the error page a person sees …
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
    // … and so do link previews, HTTP tools and a request without a user agent: none of them is a visit.
    'facebookexternalhit/1.1',
    'curl/8.5.0',
    '',
  ])('disagree on purpose for %j: an error page, but no visit', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false)
    expect(isNotAVisitor(userAgent)).toBe(true)
  })
})
