import { describe, expect, it } from 'vitest'
import { guestCopyPath, guestCopyQuery, isGuestCopyPath } from '@/auth/guest-copies'

const copy = (path: string, query = '') => guestCopyPath(path, new URLSearchParams(query))
const queryOf = (target: string | undefined) => guestCopyQuery(target?.split('/').pop() ?? '')

describe('guestCopyPath', () => {
  it('folds the query values a guest-only page reads into its copy, and only those', () => {
    expect(copy('/login')).toBe('/guest-copy/login/-')
    expect(copy('/find-id', 'redirect=/user/edu&utm_source=kakao')).toBe('/guest-copy/find-id/-')
    const login = copy('/login', 'redirect=%2Fuser%2Fedu%2Fnews%3Fpage%3D2&verified=1&utm_source=x')
    expect(queryOf(login)).toEqual({ redirect: '/user/edu/news?page=2', verified: '1' })
    expect(queryOf(copy('/signup', 'error=signup_disabled&verified=1'))).toEqual({ error: 'signup_disabled' })
    expect(queryOf(copy('/login', 'redirect=/한글/주소'))).toEqual({ redirect: '/한글/주소' })
  })

  it('drops a value given twice, as the page reads it, and leaves a long value to the page itself', () => {
    expect(copy('/login', 'redirect=/a&redirect=/b')).toBe('/guest-copy/login/-')
    expect(copy('/login', `redirect=/${'a'.repeat(600)}`)).toBeUndefined()
  })

  it('has no copy of other pages', () => {
    for (const path of ['/reset-pw', '/user/edu', '/login/x', '/LOGIN', '/']) expect(copy(path)).toBeUndefined()
  })
})

describe('guestCopyQuery', () => {
  it('reads no address the proxy does not make', () => {
    expect(guestCopyQuery('-')).toEqual({})
    expect(guestCopyQuery('a/b')).toBeUndefined()
    expect(guestCopyQuery('a'.repeat(2001))).toBeUndefined()
  })
})

describe('isGuestCopyPath', () => {
  it('finds the copies however spelled', () => {
    for (const target of ['/guest-copy/login/-', '/%67uest-copy/login/-', '/GUEST-COPY/login/-', '//guest-copy/x'])
      expect(isGuestCopyPath(target)).toBe(true)
    for (const target of ['/login', '/guest-copyx/1', '/p/guest-copy']) expect(isGuestCopyPath(target)).toBe(false)
  })
})
