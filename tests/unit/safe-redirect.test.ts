import { describe, expect, it } from 'vitest'
import { loginPath, safeRedirect, sitePath } from '@/lib/safe-redirect'

describe('sitePath', () => {
  it.each([
    ['/user/edu', '/user/edu'],
    ['/user/edu/news?page=2', '/user/edu/news?page=2'],
    ['/community/notice/list?page=2#top', '/community/notice/list?page=2#top'],
    ['/%ED%95%9C%EA%B8%80', '/%ED%95%9C%EA%B8%80'],
    ['/한글?검색=뉴스', '/%ED%95%9C%EA%B8%80?%EA%B2%80%EC%83%89=%EB%89%B4%EC%8A%A4'],
    ['/a?next=//evil.example', '/a?next=//evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/a/../b', '/b'],
  ])('keeps %s on this site as %s', (value, target) => {
    expect(sitePath(value)).toBe(target)
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '\\\\evil.example',
    'http://evil.example/',
    'javascript:alert(1)',
    'user/edu',
    '',
    '/a\u0000b',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (value) => {
    expect(sitePath(value)).toBeUndefined()
  })

  it('always gives a value Node accepts as a header', () => {
    for (const value of ['/한글', '/a b', '/"<>`', '/é?é=é#é', '/%ED%95%9C']) {
      const target = sitePath(value) ?? ''
      expect(target).toMatch(/^\/[\x21-\x7e]*$/)
    }
  })
})

describe('safeRedirect and loginPath', () => {
  it('falls back for an address off the site', () => {
    expect(safeRedirect('//evil.example')).toBe('/')
    expect(safeRedirect(undefined, '/user')).toBe('/user')
  })

  it('sends back to the address, query kept and encoded once', () => {
    expect(loginPath('/user/edu/news?page=2')).toBe('/login?redirect=%2Fuser%2Fedu%2Fnews%3Fpage%3D2')
    expect(loginPath('/user/edu/news-detail/%ED%95%9C')).toBe(
      '/login?redirect=%2Fuser%2Fedu%2Fnews-detail%2F%25ED%2595%259C',
    )
    expect(loginPath('/')).toBe('/login')
    expect(loginPath('//evil.example')).toBe('/login')
  })
})
