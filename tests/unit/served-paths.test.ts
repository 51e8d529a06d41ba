import { describe, expect, it } from 'vitest'
import { CheckUnavailable, createServedPathCheck } from '../../src/server/served-paths.mjs'

/** A stand-in for the site's answers: the check itself is what is under test here. */
function site(statuses: Record<string, number>) {
  const asked: { path: string; cookie?: string }[] = []
  const head = async (path: string, headers: Record<string, string>) => {
    asked.push({ path, cookie: headers.cookie })
    return statuses[path] ?? 404
  }
  return { head, asked }
}

describe('createServedPathCheck', () => {
  it('asks the site once per path and remembers its answer', async () => {
    const { head, asked } = site({ '/news': 200 })
    const isServed = createServedPathCheck({ head })
    expect(await Promise.all([isServed('/news', undefined), isServed('/news', undefined)])).toEqual([true, true])
    expect(await isServed('/news', 'a=b')).toBe(true)
    expect(await isServed('/junk', undefined)).toBe(false)
    expect(await isServed('/junk', undefined)).toBe(false)
    expect(asked.map((entry) => entry.path)).toEqual(['/news', '/junk'])
  })

  it('asks again once a remembered answer is old', async () => {
    let time = 0
    const { head, asked } = site({ '/news': 200 })
    const isServed = createServedPathCheck({ head, now: () => time })
    await isServed('/junk', undefined)
    time += 61_000
    await isServed('/junk', undefined)
    await isServed('/news', undefined)
    time += 9 * 60_000
    await isServed('/news', undefined)
    expect(asked.map((entry) => entry.path)).toEqual(['/junk', '/junk', '/news'])
  })

  it("checks the members' area with the visitor's cookie every time, and never for a guest", async () => {
    const { head, asked } = site({ '/user/edu': 200 })
    const isServed = createServedPathCheck({ head })
    expect(await isServed('/user/edu', undefined)).toBe(false)
    expect(await isServed('/user/edu', 'session=1')).toBe(true)
    expect(await isServed('/user/edu', 'session=1')).toBe(true)
    expect(asked).toEqual([
      { path: '/user/edu', cookie: 'session=1' },
      { path: '/user/edu', cookie: 'session=1' },
    ])
  })

  it('reports a site that cannot answer as unavailable, and remembers nothing', async () => {
    let status = 503
    const isServed = createServedPathCheck({ head: async () => status })
    await expect(isServed('/news', undefined)).rejects.toBeInstanceOf(CheckUnavailable)
    status = 200
    expect(await isServed('/news', undefined)).toBe(true)
  })

  it('serves only HTML pages: a 200 of robots.txt, the feed or an API is no page view', async () => {
    const answers: Record<string, { status: number; page: boolean }> = {
      '/news': { status: 200, page: true },
      '/robots.txt': { status: 200, page: false },
      '/api/ready': { status: 200, page: false },
    }
    const isServed = createServedPathCheck({ head: async (path) => answers[path] ?? { status: 404, page: true } })
    expect(await isServed('/news', undefined)).toBe(true)
    expect(await isServed('/robots.txt', undefined)).toBe(false)
    expect(await isServed('/api/ready', undefined)).toBe(false)
  })

  it('runs at most 8 checks at once and lets the others wait their turn', async () => {
    let running = 0
    let most = 0
    const head = async () => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 1))
      running -= 1
      return 200
    }
    const isServed = createServedPathCheck({ head })
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => isServed(`/news/${i}`, undefined)))
    expect(answers.every(Boolean)).toBe(true)
    expect(most).toBe(8)
  })
})
