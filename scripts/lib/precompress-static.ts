/**
 * The build's Brotli copies of the browser's files, served by the server in place of gzip
 * (src/server/precompressed.mjs, docs/adr/0050-precompressed-static-files.md).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { MIN_BYTES } from '../../src/server/precompressed.mjs'

/** What is worth compressing: text. Fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|map)$/
const compress = promisify(brotliCompress)

/**
 * Writes `<file>.br` (Brotli, quality 11) beside each compressible file of `staticDir` that has none
 * newer than itself and shrinks by compressing. Run after `next build`; two at a time (each is one
 * thread of libuv's pool). Returns the files written and the bytes before and after.
 */
export async function precompressStatic(staticDir: string) {
  const entries = await readdir(staticDir, { withFileTypes: true, recursive: true }).catch(() => [])
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const totals = { files: 0, bytes: 0, compressedBytes: 0 }
  const compressOne = async (file: string) => {
    const source = await stat(file)
    if (source.size < MIN_BYTES) return
    const existing = await stat(`${file}.br`).catch(() => undefined)
    if (existing && existing.mtimeMs >= source.mtimeMs) return
    const bytes = await readFile(file)
    const compressed = await compress(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
    if (compressed.length >= bytes.length) return
    await writeFile(`${file}.br`, compressed)
    totals.files += 1
    totals.bytes += bytes.length
    totals.compressedBytes += compressed.length
  }
  const queue = [...files]
  await Promise.all(
    [1, 2].map(async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await compressOne(file)
    }),
  )
  return totals
}
