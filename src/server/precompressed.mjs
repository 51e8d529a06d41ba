/**
 * The browser's files (`/_next/static/…`: scripts, styles) in Brotli, compressed once at build time
 * at its best level, instead of gzip at level 6 on every request.
 *
 * Why: on the public pages the scripts are 14 files, 154 KB in gzip and 132 KB in Brotli 11; every
 * visitor downloads them on a first visit, and gzip on each request spent CPU re-compressing the
 * same immutable bytes for each of them. Next serves its static files itself and offers only gzip;
 * so the build writes `<file>.br` beside each of them (scripts/lib/precompress-static.ts), and for a client that
 * accepts Brotli the answer (src/server/answer.mjs) keeps Next's head (its headers, caching, 304
 * and ranges untouched) and sends the `.br` bytes as the body of a whole 200 instead of Next's.
 * Everything else, and a client without Brotli, is gzipped as any other answer.
 * docs/adr/0050-precompressed-static-files.md.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const STATIC_PREFIX = '/_next/static/'
/** Smaller files gain nothing from compressing (the threshold answers use too). */
export const MIN_BYTES = 1024

/**
 * The `.br` files of `staticDir`, read into memory (about 1 MB for the whole site), by the address
 * they stand for; only those at least as new as their source (a `.br` left from an older build of
 * a file with the same name is never sent). In memory, an answer never waits on, or fails at, a
 * file read after its head has gone out.
 * @param {string} staticDir
 * @returns {Map<string, Buffer>}
 */
export function scanPrecompressed(staticDir) {
  const found = new Map()
  let entries = []
  try {
    entries = readdirSync(staticDir, { withFileTypes: true, recursive: true })
  } catch {
    return found
  }
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.br')) continue
    const file = path.join(entry.parentPath, entry.name)
    const source = file.slice(0, -'.br'.length)
    try {
      if (statSync(file).mtimeMs < statSync(source).mtimeMs) continue
      found.set(STATIC_PREFIX + path.relative(staticDir, source).split(path.sep).join('/'), readFileSync(file))
    } catch {
      // Its source is gone: not an address Next serves.
    }
  }
  return found
}

/**
 * Whether an Accept-Encoding header accepts `coding` (`br`, not `br;q=0`).
 * @param {string | string[] | undefined} header
 * @param {'br' | 'gzip'} coding
 */
export function accepts(header, coding) {
  if (!header) return false
  return String(header)
    .split(',')
    .some((part) => {
      const [name, ...parameters] = part.trim().split(';')
      if (name?.trim().toLowerCase() !== coding) return false
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return quality === undefined || Number(quality.slice(2)) > 0
    })
}
