/**
 * `/_next/static/…` for a Brotli client: the `.br` the build wrote at the best level (ADR 0050),
 * sent under Next's own head; Next offers only gzip, per request.
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
