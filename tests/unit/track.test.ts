import { describe, expect, it } from 'vitest'
import { countedPath, deviceClass, referrerOrigin } from '../../src/page-views/intake.mjs'

const ua = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  galaxy:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  galaxyTab:
    'Mozilla/5.0 (Linux; Android 14; SM-X710N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  kakaotalk:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 KAKAOTALK 10.8.0',
  naverApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.9.1)',
}

describe('deviceClass', () => {
  it('tells desktop, mobile and tablet apart', () => {
    expect(deviceClass(ua.windows)).toBe('desktop')
    expect(deviceClass(ua.iphone)).toBe('mobile')
    expect(deviceClass(ua.galaxy)).toBe('mobile')
    expect(deviceClass(ua.galaxyTab)).toBe('tablet')
    expect(deviceClass(ua.ipad)).toBe('tablet')
  })
})

describe('referrerOrigin', () => {
  const site = ['www.foodimpact.example', 'localhost:3000']

  it("keeps another site's origin only: no path, query, fragment or user name", () => {
    expect(referrerOrigin('https://search.naver.com/search.naver?query=x#top', site)).toBe('https://search.naver.com')
    expect(referrerOrigin('https://user:secret@evil.example:8443/login?password=hunter2', site)).toBe(
      'https://evil.example:8443',
    )
  })

  it("stores nothing for the site's own pages, other schemes and what is no address", () => {
    expect(referrerOrigin('https://www.foodimpact.example/login?email=a@b.kr&password=hunter2', site)).toBeNull()
    expect(referrerOrigin('http://LOCALHOST:3000/login?password=x', site)).toBeNull()
    for (const value of ['android-app://com.google.android.gm/', 'javascript:alert(1)', 'not a url', '', null])
      expect(referrerOrigin(value, site), String(value)).toBeNull()
  })
})

describe('countedPath', () => {
  it('keeps the page number and drops every other query parameter', () => {
    expect(countedPath('/community/notice/list?page=2')).toBe('/community/notice/list?page=2')
    expect(countedPath('/?utm_source=x&junk=1')).toBe('/')
    expect(countedPath('/contact/complete?ref=AB12&kind=general')).toBe('/contact/complete')
    expect(countedPath('/user/edu/news?page=2&page=3')).toBe('/user/edu/news')
  })

  it('writes the path as a URL parser does', () => {
    expect(countedPath('/한글')).toBe('/%ED%95%9C%EA%B8%80')
    expect(countedPath('/a/./b/../c')).toBe('/a/c')
  })

  it('refuses what is not a path on this site', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', '/.//evil.example'])
      expect(countedPath(path), path).toBeUndefined()
  })
})
