/**
 * Next's cache handler (next.config.mjs `cacheHandler`): Next's own default for pages and data
 * (FileSystemCache, in memory since isrFlushToDisk is off), plus the optimized images of
 * next/image (`images.customCacheHandler`).
 *
 * Why: Next keeps optimized images on disk in .next/cache/images, and that disk is off here (pages
 * must not outlive the process told about changes, and the production image's app folder is
 * read-only). Without a cache every request for an image would encode it again: 0.3–1 s of CPU
 * for an AVIF. So images get a cache of their own here: a memory LRU in front (bounded in bytes),
 * and behind it files in DATA_DIR/image-cache that every server process shares and that outlive a
 * restart. Before the files, each process encoded each size once after every start, and the first
 * visitors waited 0.4–1 s per image (ADR 0051). Staleness stays Next's: an entry older than
 * images.minimumCacheTTL is served once more and encoded again.
 *
 * `expireTags` expires tags in this process's cache the way Next's revalidateTag(tag, { expire: 0 })
 * does at the end of a request (FileSystemCache.revalidateTag, whose tag manifest every cache
 * instance of the process shares): the cache listener (src/server/cache-listener.mjs) calls it for
 * changes published by any process. IMAGES_GONE also forgets every resized image.
 * Plain JavaScript: Next loads it at run time, outside the bundles; the web server imports the
 * same file, so both use one module.
 */

import { NEXT_CACHE_IMPLICIT_TAG_ID } from 'next/dist/lib/constants.js'
import encodeHeaderSafeModule from 'next/dist/server/lib/encode-header-safe.js'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { ALL_TAGS, IMAGES_GONE } from './contract.mjs'
import { createImageFiles } from './image-files.mjs'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache
const { encodeHeaderSafe } = encodeHeaderSafeModule
const IMAGE = 'IMAGE'
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024

/** key → { value, lastModified, size }; a Map keeps insertion order, so the first key is the least recently used. */
const images = new Map()
let imageBytes = 0
/** The shared files; none without a data folder (a build, a unit test of the server alone). */
const imageFiles = process.env.DATA_DIR ? createImageFiles(process.env.DATA_DIR) : undefined

function forget(key) {
  const entry = images.get(key)
  if (!entry) return
  images.delete(key)
  imageBytes -= entry.size
}

function remember(key, value, lastModified) {
  forget(key)
  const size = key.length + value.buffer.byteLength
  if (size > IMAGE_CACHE_BYTES / 8) return
  images.set(key, { value, lastModified, size })
  imageBytes += size
  while (imageBytes > IMAGE_CACHE_BYTES) forget(images.keys().next().value)
}

/** Every resized image, in memory and in the shared files: an uploaded file was deleted or replaced. */
async function forgetImages() {
  images.clear()
  imageBytes = 0
  await imageFiles?.clear()
}

export default class CacheHandler extends FileSystemCache {
  async get(key, ctx) {
    if (ctx?.kind !== IMAGE) return super.get(key, ctx)
    const entry = images.get(key)
    if (entry) {
      images.delete(key)
      images.set(key, entry)
      return { value: entry.value, lastModified: entry.lastModified }
    }
    // Another process, or this site before a restart, may have encoded it already.
    const stored = await imageFiles?.read(key)
    if (!stored) return null
    remember(key, stored.value, stored.lastModified)
    return stored
  }

  async set(key, data, ctx) {
    if (data?.kind !== IMAGE) return super.set(key, data, ctx)
    const lastModified = Date.now()
    remember(key, data, lastModified)
    await imageFiles?.write(key, data, lastModified)
  }
}

/** Next's implicit tag of every page (revalidatePath('/', 'layout')). */
const EVERY_PAGE = `${NEXT_CACHE_IMPLICIT_TAG_ID}/layout`

/**
 * Expires cache tags at once in this process (ALL_TAGS: every page and cached read). Each tag in
 * the form Next stores it: revalidateTag percent-encodes what is not printable ASCII (a staff
 * page's Hangul address), and so must we, or such a page stays cached on the other processes.
 * @param {string[]} tags
 */
export async function expireTags(tags) {
  if (tags.includes(IMAGES_GONE)) await forgetImages()
  const expired = tags.map((tag) => (tag === ALL_TAGS ? EVERY_PAGE : encodeHeaderSafe(tag)))
  await FileSystemCache.prototype.revalidateTag.call(CacheHandler, expired, { expire: 0 })
}
