/**
 * next/image's optimized images as files in DATA_DIR/image-cache, shared by every server process
 * of the site and kept across restarts (the disk layer of src/cache/next-cache-handler.mjs).
 *
 * One file per cache key (Next's key is a base64url hash of the address, width, quality and
 * format): a 4-byte header length, the entry's fields as JSON, then the image's bytes. A file is
 * written under a temporary name and renamed, so a reader in another process sees a whole entry
 * or none. The folder is bounded in bytes: past the limit the oldest files go first.
 * Failures never fail a request: an unreadable file is a miss, an unwritable folder leaves the
 * memory cache alone (said once in the log).
 */
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

const HEADER_BYTES = 4
const DEFAULT_LIMIT_BYTES = 512 * 1024 * 1024
/** After pruning, the folder holds at most this share of the limit, so pruning is rare. */
const PRUNE_TO = 0.75
/** A temporary file older than this was left by a process that stopped mid-write. */
const ABANDONED_AFTER_MS = 60_000

/**
 * @param {string} dataDir
 * @param {{ limitBytes?: number }} [options]
 */
export function createImageFiles(dataDir, { limitBytes = DEFAULT_LIMIT_BYTES } = {}) {
  const dir = path.join(dataDir, 'image-cache')
  const fileOf = (key) => path.join(dir, key)
  let ready
  /** Bytes in the folder as this process knows them: learned once, then counted as it writes. */
  let knownBytes
  let warned = false

  const warnOnce = (error) => {
    if (warned) return
    warned = true
    console.warn(`[image-cache] 이미지 캐시 폴더 ${dir}에 쓰지 못해 메모리 캐시만 씁니다: ${error.message}`)
  }

  async function entries() {
    const names = await readdir(dir).catch(() => [])
    const found = await Promise.all(
      names.map(async (name) => {
        const file = path.join(dir, name)
        const info = await stat(file).catch(() => undefined)
        return info?.isFile() ? { file, name, size: info.size, mtimeMs: info.mtimeMs } : undefined
      }),
    )
    return found.filter((entry) => entry !== undefined)
  }

  async function prune() {
    const now = Date.now()
    const all = (await entries()).filter((entry) => {
      if (!entry.name.endsWith('.tmp')) return true
      if (now - entry.mtimeMs > ABANDONED_AFTER_MS) void unlink(entry.file).catch(() => {})
      return false
    })
    let total = all.reduce((sum, entry) => sum + entry.size, 0)
    all.sort((a, b) => a.mtimeMs - b.mtimeMs)
    for (const entry of all) {
      if (total <= limitBytes * PRUNE_TO) break
      await unlink(entry.file).catch(() => {})
      total -= entry.size
    }
    knownBytes = total
  }

  let accounting = Promise.resolve()
  /** Counts a written file (the first time, the whole folder) and prunes past the limit; never throws. */
  function account(bytes) {
    accounting = accounting
      .then(async () => {
        if (knownBytes === undefined) knownBytes = (await entries()).reduce((sum, entry) => sum + entry.size, 0)
        else knownBytes += bytes
        if (knownBytes > limitBytes) await prune()
      })
      .catch(() => {})
    return accounting
  }

  return {
    dir,

    /** @returns {Promise<{ value: object, lastModified: number } | undefined>} */
    async read(key) {
      let bytes
      try {
        bytes = await readFile(fileOf(key))
      } catch {
        return undefined
      }
      try {
        const headerLength = bytes.readUInt32BE(0)
        const { lastModified, ...fields } = JSON.parse(
          bytes.subarray(HEADER_BYTES, HEADER_BYTES + headerLength).toString('utf8'),
        )
        const buffer = bytes.subarray(HEADER_BYTES + headerLength)
        if (typeof lastModified !== 'number' || buffer.length === 0) return undefined
        return { value: { ...fields, kind: 'IMAGE', buffer }, lastModified }
      } catch {
        return undefined
      }
    },

    /** @param {string} key @param {{ buffer: Buffer }} value @param {number} lastModified */
    async write(key, value, lastModified) {
      const { buffer, kind: _kind, ...fields } = value
      const header = Buffer.from(JSON.stringify({ ...fields, lastModified }), 'utf8')
      const length = Buffer.alloc(HEADER_BYTES)
      length.writeUInt32BE(header.length)
      const temporary = `${fileOf(key)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      try {
        ready ??= mkdir(dir, { recursive: true })
        await ready
        await writeFile(temporary, Buffer.concat([length, header, buffer]))
        await rename(temporary, fileOf(key))
      } catch (error) {
        ready = undefined
        await unlink(temporary).catch(() => {})
        warnOnce(error)
        return
      }
      // The answer waits for the file, not for the folder's accounting: that runs after it.
      void account(HEADER_BYTES + header.length + buffer.length)
    },

    /** Deletes every file (a file behind them was deleted or replaced); the next request encodes again. */
    async clear() {
      await accounting
      const finished = (await entries()).filter((entry) => !entry.name.endsWith('.tmp'))
      await Promise.all(finished.map((entry) => unlink(entry.file).catch(() => {})))
      knownBytes = 0
    },

    /** Resolves once the bytes written so far are counted and any pruning they started is done. */
    settled: () => accounting,
  }
}
