/**
 * Which paths page views count (src/page-views/served-paths.mjs): the build's pages from Next's
 * manifests, the app's lists of addresses kept until a tag of theirs expires, list pages that
 * exist, and the members' area only for a member. The app's lists on a real site: tests/int/track.int.test.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CheckUnavailable, createServedPathCheck, readBuiltPages } from '../../src/page-views/served-paths.mjs'

type List = { tags: string[]; load: () => Promise<string[]> }

/** A stand-in for the app's addresses, counting how often each list is loaded. */
function app(lists: Record<string, { tags: string[]; addresses: string[] }>, members: Record<string, string[]> = {}) {
  const loads: string[] = []
  const made: Record<string, List> = {}
  for (const [name, { tags, addresses }] of Object.entries(lists)) {
    made[name] = {
      tags,
      load: async () => {
        loads.push(name)
        return lists[name]?.addresses ?? addresses
      },
    }
  }
  const siteAddresses = {
    lists: Object.values(made),
    memberAddresses: async (cookie: string) => members[cookie] ?? (cookie === 'member' ? [] : null),
  }
  return { siteAddresses, loads, lists }
}

const built = () => new Set(['/login', '/search', '/user/edu', '/user/edu/news'])

describe('served paths', () => {
  it("counts the build's pages and the app's addresses, Hangul spelled either way, and nothing else", async () => {
    const { siteAddresses } = app({
      pages: { tags: ['pages:addresses'], addresses: ['/', '/foodtech', '/p/채용-안내'] },
      legal: { tags: ['global:legal'], addresses: ['/legal/terms'] },
    })
    const { isServed } = createServedPathCheck({ builtPages: built, addresses: () => siteAddresses })
    for (const served of ['/', '/foodtech', '/login', '/legal/terms', '/p/채용-안내', encodeURI('/p/채용-안내')])
      expect(await isServed(new URL(served, 'http://x').pathname, undefined), served).toBe(true)
    for (const junk of ['/wp-login.php', '/legal/privacy', '/cms/home', '/foodtech/', '/FOODTECH'])
      expect(await isServed(junk, undefined), junk).toBe(false)
  })

  it('loads each list once, and again only after a tag of its own (or every tag) expired', async () => {
    const { siteAddresses, loads, lists } = app({
      news: { tags: ['community:news'], addresses: ['/community/news/1'] },
      legal: { tags: ['global:legal'], addresses: [] },
    })
    const { isServed, expire } = createServedPathCheck({ builtPages: built, addresses: () => siteAddresses })
    expect(
      await Promise.all([isServed('/community/news/2', undefined), isServed('/community/news/1', undefined)]),
    ).toEqual([false, true])
    expect(loads.sort()).toEqual(['legal', 'news'])
    lists.news = { tags: ['community:news'], addresses: ['/community/news/1', '/community/news/2'] }
    expire(['page:/foodtech'])
    expect(await isServed('/community/news/2', undefined)).toBe(false)
    expire(['community:news'])
    expect(await isServed('/community/news/2', undefined)).toBe(true)
    expire(['*'])
    await isServed('/community/news/1', undefined)
    expect(loads.sort()).toEqual(['legal', 'legal', 'news', 'news', 'news'])
  })

  it('counts the pages of a list that exist, and elsewhere a `?page=` chooses nothing', async () => {
    const { siteAddresses } = app({
      news: {
        tags: ['community:news'],
        addresses: ['/community/news/list', '/community/news/list?page=1', '/community/news/list?page=2'],
      },
      members: { tags: ['community:news'], addresses: ['/user/edu/news?page=1'] },
    })
    const { isServed } = createServedPathCheck({ builtPages: built, addresses: () => siteAddresses })
    expect(await isServed('/community/news/list?page=2', undefined)).toBe(true)
    expect(await isServed('/community/news/list?page=3', undefined)).toBe(false)
    expect(await isServed('/search?page=2', undefined)).toBe(true)
    expect(await isServed('/user/edu/news?page=1', 'member')).toBe(true)
    expect(await isServed('/user/edu/news?page=2', 'member')).toBe(false)
  })

  it("counts the members' area only for a member, with the member's own pages", async () => {
    const { siteAddresses } = app({}, { 'member-with-one': ['/user/applications/AB12CD'] })
    const { isServed } = createServedPathCheck({ builtPages: built, addresses: () => siteAddresses })
    expect(await isServed('/user/edu', undefined)).toBe(false)
    expect(await isServed('/user/edu', 'guest')).toBe(false)
    expect(await isServed('/user/edu', 'member')).toBe(true)
    expect(await isServed('/user/applications/AB12CD', 'member')).toBe(false)
    expect(await isServed('/user/applications/AB12CD', 'member-with-one')).toBe(true)
    expect(await isServed('/user/nothing-here', 'member')).toBe(false)
  })

  it('reports an app that has not booted or a list that fails as unavailable, and loads it again next time', async () => {
    let booted = false
    let failing = true
    const list = {
      tags: [],
      load: async () => {
        if (failing) throw new Error('database down')
        return ['/foodtech']
      },
    }
    const siteAddresses = { lists: [list], memberAddresses: async () => null }
    const { isServed } = createServedPathCheck({
      builtPages: built,
      addresses: () => (booted ? siteAddresses : undefined),
    })
    await expect(isServed('/foodtech', undefined)).rejects.toBeInstanceOf(CheckUnavailable)
    booted = true
    await expect(isServed('/foodtech', undefined)).rejects.toBeInstanceOf(CheckUnavailable)
    failing = false
    expect(await isServed('/foodtech', undefined)).toBe(true)
  })

  it("knows the build's pages while the app's lists cannot load (page views wait out an outage)", async () => {
    const down = { tags: [], load: async () => Promise.reject(new Error('database down')) }
    const { isServed } = createServedPathCheck({
      builtPages: built,
      addresses: () => ({ lists: [down], memberAddresses: async () => null }),
    })
    expect(await isServed('/login', undefined)).toBe(true)
    await expect(isServed('/foodtech', undefined)).rejects.toBeInstanceOf(CheckUnavailable)
  })
})

describe("the build's pages", () => {
  let distDir: string | undefined
  afterEach(async () => {
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  it('are the app routes without parameters, and the fixed addresses rewritten onto them', async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'built-pages-'))
    await writeFile(
      path.join(distDir, 'app-path-routes-manifest.json'),
      JSON.stringify({
        '/(site)/(main-nav)/login/page': '/login',
        '/(site)/(main-nav)/auth-error/page': '/auth-error',
        '/(site)/(main-nav)/cms/[...path]/page': '/cms/[...path]',
        '/(site)/(main-nav)/[...missing]/page': '/[...missing]',
        '/(site)/(user-nav)/user/edu/page': '/user/edu',
        '/(site)/(user-nav)/user/edu/cached/[category]/[page]/page': '/user/edu/cached/[category]/[page]',
        '/_not-found/page': '/_not-found',
        '/api/health/route': '/api/health',
        '/robots.txt/route': '/robots.txt',
      }),
    )
    await writeFile(
      path.join(distDir, 'routes-manifest.json'),
      JSON.stringify({
        rewrites: {
          beforeFiles: [
            { source: '/api/auth/error', destination: '/auth-error' },
            { source: '/foodtech', destination: '/cms/foodtech' },
            { source: '/community/:category/list', destination: '/community/:category/list/1' },
            { source: '/elsewhere', destination: '/login', has: [{ type: 'query', key: 'x' }] },
          ],
          afterFiles: [],
          fallback: [],
        },
      }),
    )
    expect([...readBuiltPages(distDir)].sort()).toEqual(['/api/auth/error', '/auth-error', '/login', '/user/edu'])
  })
})
