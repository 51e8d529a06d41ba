import { describe, expect, it } from 'vitest'
import { isBuildAssetUrl, isChunkLoadError, mayReload, RELOAD_GUARD_MS, reloadKey } from '@/lib/reload-guard'

describe('mayReload', () => {
  const now = 1_700_000_000_000

  it('allows the first reload of a path', () => {
    expect(mayReload(null, now)).toBe(true)
  })

  it('refuses a second reload within 10 s, allows it after', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(mayReload(String(now - 1), now)).toBe(false)
    expect(mayReload(String(now - 9_999), now)).toBe(false)
    expect(mayReload(String(now - 10_000), now)).toBe(true)
  })

  it('allows when the stored value is garbled or in the future', () => {
    expect(mayReload('not a number', now)).toBe(true)
    expect(mayReload(String(now + 60_000), now)).toBe(true)
  })

  it('keeps one timestamp per path', () => {
    expect(reloadKey('/a')).not.toBe(reloadKey('/b'))
  })
})

describe('isChunkLoadError', () => {
  it('knows webpack and Turbopack chunk errors', () => {
    const named = Object.assign(new Error('whatever'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(named)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: /_next/static/chunks/123.js)'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/x.js from module 1'))).toBe(true)
  })

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false)
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
    expect(isChunkLoadError(42)).toBe(false)
  })
})

describe('isBuildAssetUrl', () => {
  it('matches files of our build only', () => {
    expect(isBuildAssetUrl('http://localhost:3000/_next/static/chunks/a.js')).toBe(true)
    expect(isBuildAssetUrl('https://cdn.example/analytics.js')).toBe(false)
    expect(isBuildAssetUrl('')).toBe(false)
  })
})
