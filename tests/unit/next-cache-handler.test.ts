/**
 * Next's cache handler (src/cache/next-cache-handler.mjs) through the calls Next makes (`get`,
 * `set`, `revalidateTag`) and the cache channel's `expireTags`: tags from a page's header and a
 * read's context (implicit tags included), expiry only of entries made before it, Hangul tags,
 * everything at once, and images apart. Across processes: tests/int/instances.int.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import CacheHandler, { expireTags, headerSafeTag } from '../../src/cache/next-cache-handler.mjs'

afterEach(() => {
  vi.useRealTimers()
})

let keys = 0
const newKey = () => `/route-cache/APP_PAGE/test/$/key-${++keys}`

const page = (tags: string[], html = '<p>안녕하세요</p>') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
})
const read = (data: unknown) => ({ kind: 'FETCH', data: { body: JSON.stringify(data) }, revalidate: false })
const PAGE_CTX = { kind: 'APP_PAGE', isFallback: false }
const cacheControl = { revalidate: false, expire: undefined }

/** Lets the clock move on, so an expiry and a later entry are told apart as in a real process. */
async function later() {
  await new Promise((resolve) => setTimeout(resolve, 2))
}

describe('Next cache handler', () => {
  it('answers what was set, with when it was made and its cache control', async () => {
    const cache = new CacheHandler({ maxMemoryCacheSize: 1024 * 1024 })
    const key = newKey()
    const before = Date.now()
    await cache.set(key, page(['page:/foodtech']), { cacheControl })
    const hit = await cache.get(key, PAGE_CTX)
    expect(hit?.value).toEqual(page(['page:/foodtech']))
    expect(hit?.cacheControl).toEqual(cacheControl)
    expect(hit?.lastModified).toBeGreaterThanOrEqual(before)
    expect(await cache.get(newKey(), PAGE_CTX)).toBeNull()
  })

  it('shares one store between the handlers Next makes per request', async () => {
    const key = newKey()
    await new CacheHandler().set(key, page([]), { cacheControl })
    expect(await new CacheHandler().get(key, PAGE_CTX)).not.toBeNull()
  })

  it("expires a page by any tag of its header, Next's implicit tags included, on the channel or through Next", async () => {
    const cache = new CacheHandler()
    const [byChannel, byNext, untouched] = [newKey(), newKey(), newKey()]
    await cache.set(byChannel, page(['page:/invest', '_N_T_/layout', '_N_T_/invest']), { cacheControl })
    await cache.set(byNext, page(['community:news', '_N_T_/layout']), { cacheControl })
    await cache.set(untouched, page(['global:legal']), { cacheControl })
    await later()
    await expireTags(['page:/invest'])
    await cache.revalidateTag(['community:news'], { expire: 0 })
    expect(await cache.get(byChannel, PAGE_CTX)).toBeNull()
    expect(await cache.get(byNext, PAGE_CTX)).toBeNull()
    expect(await cache.get(untouched, PAGE_CTX)).not.toBeNull()
  })

  it('serves an entry made after the expiry of its tag', async () => {
    const cache = new CacheHandler()
    const key = newKey()
    await cache.set(key, page(['page:/intro/page-a']), { cacheControl })
    await later()
    await expireTags(['page:/intro/page-a'])
    expect(await cache.get(key, PAGE_CTX)).toBeNull()
    await later()
    await cache.set(key, page(['page:/intro/page-a'], '<p>새 글</p>'), { cacheControl })
    expect((await cache.get(key, PAGE_CTX))?.value).toMatchObject({ html: '<p>새 글</p>' })
  })

  it('expires a cached read by its own tags and by the soft (implicit) tags Next asks it with', async () => {
    const cache = new CacheHandler()
    const [own, soft] = [newKey(), newKey()]
    await cache.set(own, read(1), { fetchCache: true, tags: ['global:site-settings'] })
    await cache.set(soft, read(2), { fetchCache: true, tags: ['media'] })
    const ctx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: ['_N_T_/layout', '_N_T_/search'] })
    await later()
    await expireTags(['global:site-settings'])
    await cache.revalidateTag('_N_T_/search')
    expect(await cache.get(own, ctx(['global:site-settings']))).toBeNull()
    expect(await cache.get(soft, ctx(['media']))).toBeNull()
    const fresh = newKey()
    await cache.set(fresh, read(3), { fetchCache: true, tags: ['media'] })
    expect((await cache.get(fresh, ctx(['media'])))?.value).toEqual(read(3))
  })

  it("expires a staff page's Hangul tag published on the channel, which Next stores percent-encoded", async () => {
    const cache = new CacheHandler()
    const key = newKey()
    expect(headerSafeTag('page:/p/채용-안내')).toBe(
      `page:/p/${encodeURIComponent('채용')}-${encodeURIComponent('안내')}`,
    )
    expect(headerSafeTag('page:/foodtech')).toBe('page:/foodtech')
    await cache.set(key, page([headerSafeTag('page:/p/채용-안내')]), { cacheControl })
    await later()
    await expireTags(['page:/p/채용-안내'])
    expect(await cache.get(key, PAGE_CTX)).toBeNull()
  })

  it('expires every page and read at once on ALL_TAGS', async () => {
    const cache = new CacheHandler()
    const [pageKey, readKey] = [newKey(), newKey()]
    await cache.set(pageKey, page(['global:legal']), { cacheControl })
    await cache.set(readKey, read(4), { fetchCache: true, tags: [] })
    await later()
    await expireTags(['*'])
    expect(await cache.get(pageKey, PAGE_CTX)).toBeNull()
    expect(await cache.get(readKey, { kind: 'FETCH', tags: [], softTags: [] })).toBeNull()
  })

  it('keeps optimized images apart: a page tag leaves them, IMAGES_GONE drops them', async () => {
    const cache = new CacheHandler()
    const key = `image-${++keys}`
    const image = { kind: 'IMAGE', etag: 'e', extension: 'avif', revalidate: 14400, buffer: Buffer.alloc(100, 1) }
    await cache.set(key, image, {})
    await later()
    await expireTags(['*', 'media'])
    expect((await cache.get(key, { kind: 'IMAGE' }))?.value).toEqual(image)
    await expireTags(['images:gone'])
    expect(await cache.get(key, { kind: 'IMAGE' })).toBeNull()
  })
})
