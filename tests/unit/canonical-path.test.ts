import { describe, expect, it } from 'vitest'
import { canonicalTarget } from '../../src/server/steps/canonical-path.mjs'

describe('canonicalTarget', () => {
  it.each([
    ['/./user/edu/news', '/user/edu/news'],
    ['/%2E/user/edu/news', '/user/edu/news'],
    ['/%2e/user/edu/impact-story?page=2', '/user/edu/impact-story?page=2'],
    ['//user/edu/news', '/user/edu/news'],
    ['/user/../user/edu/news', '/user/edu/news'],
    ['/user/edu/./news', '/user/edu/news'],
    ['/x/%2e%2E/cms/home', '/cms/home'],
    ['/./user?q=한', '/user?q=%ED%95%9C'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['/.//evil.example', '/evil.example'],
    ['http://example.com/./user/edu/news?page=2', '/user/edu/news?page=2'],
  ])('%s → %s', (url, target) => {
    expect(canonicalTarget(url)).toBe(target)
  })

  it.each([
    '/',
    '*',
    'http://example.com/user/edu/news',
    '/user/edu/news',
    '/user/edu/news?page=2&next=/./x',
    '/.well-known/security.txt',
    '/a.b/c',
    '/%75ser',
  ])('%s is canonical', (url) => {
    expect(canonicalTarget(url)).toBeUndefined()
  })
})
