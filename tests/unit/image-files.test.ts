/**
 * The shared files behind next/image's cache (src/cache/image-files.mjs), on a real folder: what
 * one server process writes another reads whole, a damaged file is a miss, the folder stays under
 * its limit by dropping the oldest files, and a folder it cannot write leaves requests unharmed.
 * The site's own use (one copy encodes, the other serves it) is in tests/int/cluster.int.test.ts.
 */
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createImageFiles } from '../../src/cache/image-files.mjs'

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'image-files-'))
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(dataDir, { recursive: true, force: true })
})

const entry = (bytes: number, fill = 1) => ({
  kind: 'IMAGE',
  etag: 'etag-1',
  upstreamEtag: 'upstream-1',
  extension: 'avif',
  revalidate: 14400,
  buffer: Buffer.alloc(bytes, fill),
})

describe('image files', () => {
  it('gives another process the whole entry, with the time it was made', async () => {
    await createImageFiles(dataDir).write('key-A_b', entry(2000, 7), 1_700_000_000_000)
    const read = await createImageFiles(dataDir).read('key-A_b')
    expect(read?.lastModified).toBe(1_700_000_000_000)
    expect(read?.value).toEqual(entry(2000, 7))
    expect(await readdir(path.join(dataDir, 'image-cache'))).toEqual(['key-A_b'])
  })

  it('treats a missing or damaged file as a miss', async () => {
    const files = createImageFiles(dataDir)
    expect(await files.read('missing')).toBeUndefined()
    await files.write('damaged', entry(100), Date.now())
    await writeFile(path.join(files.dir, 'damaged'), Buffer.from([0, 0, 0, 50, 123]))
    expect(await files.read('damaged')).toBeUndefined()
  })

  it('drops the oldest files once the folder passes its limit', async () => {
    const files = createImageFiles(dataDir, { limitBytes: 10_000 })
    for (const [index, key] of ['first', 'second', 'third'].entries()) {
      await files.write(key, entry(3000), Date.now())
      const at = new Date(Date.UTC(2026, 0, 1, index))
      await utimes(path.join(files.dir, key), at, at)
    }
    await files.settled()
    expect((await readdir(files.dir)).sort()).toEqual(['first', 'second', 'third'])
    // About 12 KB now: down to at most 7.5 KB, the oldest first, after the write has answered.
    await files.write('fourth', entry(3000), Date.now())
    await files.settled()
    expect((await readdir(files.dir)).sort()).toEqual(['fourth', 'third'])
  })

  it('forgets every file when told a file behind them is gone', async () => {
    const files = createImageFiles(dataDir)
    await files.write('a', entry(100), Date.now())
    await files.write('b', entry(100), Date.now())
    await files.clear()
    expect(await readdir(files.dir)).toEqual([])
    expect(await files.read('a')).toBeUndefined()
  })

  it('without a writable folder, writes nothing, says so once and fails no request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // A file where the folder should be.
    await writeFile(path.join(dataDir, 'image-cache'), 'not a folder')
    const files = createImageFiles(dataDir)
    await expect(files.write('a', entry(100), Date.now())).resolves.toBeUndefined()
    await expect(files.write('b', entry(100), Date.now())).resolves.toBeUndefined()
    expect(await files.read('a')).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('메모리 캐시만 씁니다')
  })
})
