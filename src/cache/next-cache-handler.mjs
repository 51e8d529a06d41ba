/**
 * Next's cache handler (next.config.mjs `cacheHandler`), on Next's documented interface only
 * (`get`, `set`, `revalidateTag`, `resetRequestCache`): rendered pages, route answers and cached
 * reads (`unstable_cache`) in this process's memory, and next/image's optimized images
 * (`images.customCacheHandler`).
 *
 * Pages and reads stay in memory (an LRU bounded in bytes, Next's `cacheMaxMemorySize`) and never
 * reach disk: a cache must not outlive the process that is told about changes, nor be shared
 * through the build folder by servers on different databases. Build-time copies of pages are not
 * read either: a page missing here is rendered on its first request, as every CMS page is.
 *
 * Tags: Next sends a page's tags (its own, the reads it made, and the implicit tags of its path
 * and layouts) in the entry's `x-next-cache-tags` header and a read's tags in `ctx.tags` and
 * `ctx.softTags`. `revalidateTag` records when each tag expires; `get` answers a miss for an
 * entry made before one of its tags expired, the way Next's own cache does. A tag only marked
 * stale (a later expiry) counts as expired at once: this cache cannot ask Next to render again in
 * the background, and showing the newer content is the safe side. The site itself only ever
 * expires at once (src/lib/revalidate.ts).
 *
 * Optimized images: Next would keep them on disk in .next/cache/images, which is off here too (and
 * read-only in the production image). Without a cache every request for an image would encode it
 * again (0.3–1 s of CPU for an AVIF), so they get a memory LRU of their own in front of files in
 * DATA_DIR/image-cache that every server process shares and that outlive a restart
 * (src/cache/image-files.mjs, ADR 0051). Staleness stays Next's: an entry older than
 * images.minimumCacheTTL is served once more and encoded again.
 *
 * `expireTags` expires tags published by any process on the cache channel
 * (src/cache/listener.mjs calls it). The state lives under one globalThis key: Next loads
 * this file through its own loader and the web server imports it, and both must see one cache.
 * Plain JavaScript: Next loads it at run time, outside the bundles.
 */
import { ALL_TAGS, IMAGES_GONE } from '../server/contract.mjs'
import { createImageFiles } from './image-files.mjs'

const IMAGE = 'IMAGE'
/** Next's `cacheMaxMemorySize` default, used when Next passes none. */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024
/** The response header in which Next hands a page's or route's tags to the cache. */
const TAGS_HEADER = 'x-next-cache-tags'

/**
 * Tags as Next writes them (its `revalidateTag`, `unstable_cache` and the tags header): every run
 * of characters outside tab and printable ASCII percent-encoded, so `page:/p/채용-안내` published
 * on the channel matches the tag a staff page's entry carries.
 * @param {string} tag
 */
export const headerSafeTag = (tag) =>
  /[^\t\x20-\x7e]/.test(tag) ? tag.replace(/[^\t\x20-\x7e]+/g, (run) => encodeURIComponent(run)) : tag

/** A Map in insertion order is an LRU: a hit is moved to the end, the first key goes first. */
function createLru(limitBytes) {
  /** @type {Map<string, { size: number } & Record<string, unknown>>} */
  const entries = new Map()
  let bytes = 0
  const forget = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
  }
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    set(key, entry) {
      forget(key)
      // One entry may not push out most of the others.
      if (entry.size > limitBytes / 8) return
      entries.set(key, entry)
      bytes += entry.size
      while (bytes > limitBytes) forget(entries.keys().next().value)
    },
    forget,
    clear() {
      entries.clear()
      bytes = 0
    },
  }
}

const bufferBytes = (buffer) => buffer?.length ?? 0

/** Roughly the bytes an entry holds, as Next's own memory cache counts them. */
function sizeOf(key, value) {
  let size = 25
  if (value?.kind === 'FETCH') size = JSON.stringify(value.data ?? '').length
  else if (value?.kind === 'APP_ROUTE') size = bufferBytes(value.body)
  else if (value?.kind === 'APP_PAGE') {
    size = value.html.length + bufferBytes(value.rscData) + (value.postponed?.length ?? 0)
    for (const [segment, buffer] of value.segmentData ?? []) size += segment.length + bufferBytes(buffer)
  } else if (value)
    size = (value.html?.length ?? 0) + (JSON.stringify(value.pageData ?? value.props ?? '')?.length ?? 0)
  return key.length + size
}

/** The tags an entry answers to: a response's from its header, a read's from the request for it. */
function tagsOf(value, ctx) {
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

const SHARED = Symbol.for('site.nextCache')
/**
 * The process's cache:
 * @typedef {{
 *   pages: ReturnType<typeof createLru> | undefined,
 *   images: ReturnType<typeof createLru>,
 *   imageFiles: ReturnType<typeof createImageFiles> | undefined,
 *   expiredAt: Map<string, number>,
 *   everythingExpiredAt: number,
 *   lastExpiredAt: number,
 * }} CacheState
 */
globalThis[SHARED] ??= {
  pages: undefined,
  images: createLru(IMAGE_CACHE_BYTES),
  // None without a data folder (a build, a unit test of the server alone).
  imageFiles: process.env.DATA_DIR ? createImageFiles(process.env.DATA_DIR) : undefined,
  expiredAt: new Map(),
  everythingExpiredAt: Number.NEGATIVE_INFINITY,
  lastExpiredAt: Number.NEGATIVE_INFINITY,
}
/** @type {CacheState} */
const state = globalThis[SHARED]

/** Whether everything, or one of the entry's tags, expired after the entry was made. */
function isExpired(entry, tags) {
  if (entry.lastModified < state.everythingExpiredAt) return true
  return tags.some((tag) => (state.expiredAt.get(tag) ?? Number.NEGATIVE_INFINITY) > entry.lastModified)
}

/**
 * Records that tags expired now; entries are dropped when next asked for, since a read's implicit
 * tags are only known then.
 * @param {string[]} tags header-safe tags
 */
function recordExpiry(tags) {
  const now = Date.now()
  for (const tag of tags) state.expiredAt.set(tag, now)
  if (tags.length > 0) state.lastExpiredAt = now
}

/** When any tag last expired in this process (pages kept in front of Next answer until then). */
export const lastTagExpiry = () => state.lastExpiredAt

/** Every resized image, in memory and in the shared files: an uploaded file was deleted or replaced. */
async function forgetImages() {
  state.images.clear()
  await state.imageFiles?.clear()
}

export default class CacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} [options] what Next passes (`cacheMaxMemorySize`) */
  constructor(options = {}) {
    // Next makes a handler per request; the first one sizes the process's store.
    state.pages ??= createLru(options.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES)
  }

  /** @returns {Promise<{ value: any, lastModified: number, cacheControl?: unknown } | null>} */
  async get(key, ctx) {
    if (ctx?.kind === IMAGE) return getImage(key)
    const entry = state.pages?.get(key)
    if (!entry) return null
    if (isExpired(entry, [...entry.tags, ...tagsOf(entry.value, ctx)])) {
      state.pages?.forget(key)
      return null
    }
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl }
  }

  async set(key, data, ctx) {
    if (data?.kind === IMAGE) return setImage(key, data)
    state.pages?.set(key, {
      value: data,
      lastModified: Date.now(),
      // A read's own tags come with it; its implicit ones only with each `get`.
      tags: data?.kind === 'FETCH' ? (ctx?.tags ?? []) : tagsOf(data),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      size: sizeOf(key, data),
    })
  }

  /**
   * Called by Next at the end of a request that expired tags (`revalidateTag`, `revalidatePath`,
   * already header-safe). Expired at once, whatever the durations (see above).
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [_durations]
   */
  async revalidateTag(tags, _durations) {
    recordExpiry(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache() {}
}

/** @returns {Promise<{ value: unknown, lastModified: number } | null>} */
async function getImage(key) {
  const entry = state.images.get(key)
  if (entry) return { value: entry.value, lastModified: entry.lastModified }
  // Another process, or this site before a restart, may have encoded it already.
  const stored = await state.imageFiles?.read(key)
  if (!stored) return null
  rememberImage(key, stored.value, stored.lastModified)
  return stored
}

function rememberImage(key, value, lastModified) {
  state.images.set(key, { value, lastModified, size: key.length + value.buffer.byteLength })
}

async function setImage(key, data) {
  const lastModified = Date.now()
  rememberImage(key, data, lastModified)
  await state.imageFiles?.write(key, data, lastModified)
}

/**
 * Expires cache tags at once in this process, as published on the cache channel: ALL_TAGS every
 * page and read, IMAGES_GONE every resized image, any other tag as the app names it.
 * @param {string[]} tags
 */
export async function expireTags(tags) {
  if (tags.includes(IMAGES_GONE)) await forgetImages()
  if (tags.includes(ALL_TAGS)) {
    state.everythingExpiredAt = Date.now()
    state.lastExpiredAt = state.everythingExpiredAt
    state.pages?.clear()
  }
  recordExpiry(tags.filter((tag) => tag !== ALL_TAGS).map(headerSafeTag))
}
