import { describe, expect, it } from 'vitest'
import { cachedEduPath, isCachedEduPath } from '@/lib/members-cache-path.mjs'

describe('isCachedEduPath', () => {
  it.each([
    '/user/edu/cached',
    '/user/edu/cached/news/1',
    '/user/edu/cached/news/post/7?_rsc=1',
    '/user/edu/%63ached/news/1',
    '/user%2Fedu%2Fcached/news/1',
    '/USER/Edu/CACHED/news/1',
    '//user//edu/cached/news/1',
    '/user/edu/./cached/news/1',
    '/user/edu/x/../cached/news/1',
    '/user\\edu\\cached/news/1',
    'http://example.com/user/edu/cached/news/1',
  ])('%s reaches the cached copies', (target) => {
    expect(isCachedEduPath(target)).toBe(true)
  })

  it.each(['/user/edu/news', '/user/edu/cachedx/1', '/user/edu', '/user/edu/news?next=/user/edu/cached/news/1'])(
    '%s does not',
    (target) => {
      expect(isCachedEduPath(target)).toBe(false)
    },
  )
})

describe('cachedEduPath', () => {
  const copy = (path: string, query = '') => cachedEduPath(path, new URLSearchParams(query))

  it('maps the lists with their page and the articles to their copies', () => {
    expect(copy('/user/edu/news')).toBe('/user/edu/cached/news/1')
    expect(copy('/user/edu/news', 'page=3')).toBe('/user/edu/cached/news/3')
    expect(copy('/user/edu/impact-story', 'page=2')).toBe('/user/edu/cached/impact-story/2')
    expect(copy('/user/edu/news-detail/42')).toBe('/user/edu/cached/news/post/42')
    expect(copy('/user/edu/impact-story/7')).toBe('/user/edu/cached/impact-story/post/7')
  })

  it('leaves to the per-request pages what has no copy or is not a valid address', () => {
    for (const [path, query] of [
      ['/user/edu', ''],
      ['/user/profile', ''],
      ['/user/edu/news', 'page=0'],
      ['/user/edu/news', 'page=abc'],
      ['/user/edu/news', 'page=1&page=2'],
      ['/user/edu/news-detail/abc', ''],
      ['/user/edu/news-detail/0', ''],
      ['/user/edu/impact-story/7/extra', ''],
    ] as const) {
      expect(copy(path, query), `${path}?${query}`).toBeUndefined()
    }
  })
})
