import { describe, expect, it } from 'vitest'
import { serverMemoryEnv, withoutTypeScriptLoader } from '../../scripts/lib/server-memory'

const DEFAULTS = '--max-old-space-size=1024 --max-semi-space-size=32'

describe('serverMemoryEnv', () => {
  it('sizes the heap and caps the malloc arenas by default', () => {
    expect(serverMemoryEnv({})).toEqual({ NODE_OPTIONS: DEFAULTS, MALLOC_ARENA_MAX: '2' })
  })

  it('keeps the other NODE_OPTIONS', () => {
    expect(serverMemoryEnv({ NODE_OPTIONS: '--conditions=production' }).NODE_OPTIONS).toBe(
      `--conditions=production ${DEFAULTS}`,
    )
  })

  it("leaves the hosting team's own settings alone", () => {
    expect(serverMemoryEnv({ NODE_OPTIONS: '--max-old-space-size=2048', MALLOC_ARENA_MAX: '4' })).toEqual({
      NODE_OPTIONS: '--max-old-space-size=2048 --max-semi-space-size=32',
      MALLOC_ARENA_MAX: '4',
    })
  })
})

describe('withoutTypeScriptLoader', () => {
  it('drops the flags of tsx, however it was started', () => {
    expect(withoutTypeScriptLoader(['--import', 'tsx'])).toEqual([])
    expect(withoutTypeScriptLoader(['--import=tsx'])).toEqual([])
    expect(
      withoutTypeScriptLoader([
        '--require',
        '/srv/site/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///srv/site/node_modules/tsx/dist/loader.mjs',
      ]),
    ).toEqual([])
  })

  it('keeps every other flag', () => {
    expect(withoutTypeScriptLoader(['--import', 'tsx', '--inspect', '--require', './tracing.cjs'])).toEqual([
      '--inspect',
      '--require',
      './tracing.cjs',
    ])
  })
})
