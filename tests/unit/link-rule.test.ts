import { describe, expect, it } from 'vitest'
import { checkLink, linkKind, safeHref } from '@/lib/link-rule'
import { checkExternalUrl } from '@/navigation/link-fields'

/** Links staff could type that lead off the site while looking like its paths, or run script. */
const BAD = [
  '/\\evil.example/login',
  '//evil.example',
  '/\t/evil.example',
  '/.//evil.example',
  '/a//b',
  'http://x.example',
  'HTTP://x.example',
  'data:text/html,x',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'vbscript:x',
  'mailto:a@b.example',
  ' https://example.com',
  'https://example.com ',
  '\u0007https://example.com',
  '\u202Ehttps://example.com',
  'https:example.com',
  'https://user:pw@example.com',
  'https://localhost',
  'https://evil.example\\@example.com',
  'intro/page-a',
  '/p/채용\u3164',
  '',
]

describe('the link rule', () => {
  it.each(BAD)('refuses %j', (value) => {
    expect(linkKind(value)).toBeUndefined()
    expect(safeHref(value)).toBeUndefined()
    expect(checkLink('카드 링크')(value)).toBe(
      value === ''
        ? true
        : '카드 링크: 이 사이트의 경로(/ 로 시작, 예: /intro/page-a)나 https:// 로 시작하는 주소를 입력해 주세요.',
    )
  })

  it('takes a path of this site (Hangul too) and an https address', () => {
    expect(linkKind('/intro/page-a')).toBe('site')
    expect(linkKind('/p/채용')).toBe('site')
    expect(linkKind('/community/news?page=2#top')).toBe('site')
    expect(linkKind('https://example.com')).toBe('https')
    expect(linkKind('https://example.com/안내?a=1')).toBe('https')
    for (const value of ['/intro/page-a', '/p/채용', 'https://example.com']) {
      expect(checkLink('카드 링크')(value)).toBe(true)
      expect(safeHref(value)).toBe(value)
    }
  })

  it('takes only https where a field is for other sites, naming the field', () => {
    expect(checkLink('소셜 링크 주소', { accept: 'https', required: true })('/intro')).toBe(
      '소셜 링크 주소: https:// 로 시작하는 올바른 주소를 입력해 주세요. 예: https://example.com/안내',
    )
    expect(checkLink('소셜 링크 주소', { accept: 'https', required: true })('')).toBe('소셜 링크 주소를 입력해 주세요.')
    expect(checkExternalUrl('https://example.com/a')).toBe(true)
    expect(checkExternalUrl(' https://example.com/a')).toContain('https:// 로 시작하는 올바른 주소를 입력해 주세요')
    expect(checkExternalUrl('//evil.example')).toContain('외부 주소')
  })
})
