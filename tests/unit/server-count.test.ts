import { describe, expect, it } from 'vitest'
import { MAX_DEFAULT_SERVERS, serverCount } from '../../src/server/server-count.mjs'

describe('serverCount', () => {
  it('runs one server per core by default, at most the default cap', () => {
    expect(serverCount({}, 1)).toBe(1)
    expect(serverCount({}, 2)).toBe(2)
    expect(serverCount({}, 64)).toBe(MAX_DEFAULT_SERVERS)
  })

  it('follows WEB_CONCURRENCY, also above the cap', () => {
    expect(serverCount({ WEB_CONCURRENCY: '1' }, 8)).toBe(1)
    expect(serverCount({ WEB_CONCURRENCY: '6' }, 2)).toBe(6)
  })

  it('ignores a WEB_CONCURRENCY that is not a positive whole number', () => {
    for (const value of ['', '0', '-2', '1.5', 'two']) expect(serverCount({ WEB_CONCURRENCY: value }, 2)).toBe(2)
  })
})
