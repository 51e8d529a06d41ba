import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startCacheListener } from '@/cache/listener.mjs'

/** A pool whose one connection takes LISTEN and can be sent notifications. */
function fakePool() {
  const client = Object.assign(new EventEmitter(), {
    query: vi.fn(async () => ({})),
    release: vi.fn(),
  })
  return { client, pool: { connect: vi.fn(async () => client) } }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the cache listener', () => {
  it('expires the tags at once, and again once renders that read the data before the change have been stored', async () => {
    vi.useFakeTimers()
    const { client, pool } = fakePool()
    const expired: string[][] = []
    const listener = startCacheListener({
      pool: pool as never,
      expire: async (tags) => {
        expired.push(tags)
      },
      log: () => {},
    })
    await vi.waitFor(() => expect(client.query).toHaveBeenCalledWith(expect.stringMatching(/^LISTEN /)))
    client.emit('notification', { payload: JSON.stringify(['community:news']) })
    expect(expired).toEqual([['community:news']])
    await vi.advanceTimersByTimeAsync(2000)
    expect(expired).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(8000)
    expect(expired).toEqual([['community:news'], ['community:news'], ['community:news']])
    await listener.stop()
  })

  it('is ready once it listens, so the server takes no request before it would hear a change', async () => {
    const { client, pool } = fakePool()
    let accept = () => {}
    pool.connect.mockImplementationOnce(() => new Promise((resolve) => (accept = () => resolve(client))))
    const listener = startCacheListener({ pool: pool as never, expire: async () => {}, log: () => {} })
    let ready = false
    void listener.ready.then(() => (ready = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ready).toBe(false)
    accept()
    await listener.ready
    expect(client.query).toHaveBeenCalledWith(expect.stringMatching(/^LISTEN /))
    await listener.stop()
  })

  it('is ready after a first attempt that failed, saying so once, and keeps trying', async () => {
    vi.useFakeTimers()
    const { client, pool } = fakePool()
    pool.connect.mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
    const logged: string[] = []
    const listener = startCacheListener({ pool: pool as never, expire: async () => {}, log: (m) => logged.push(m) })
    await listener.ready
    expect(logged).toEqual(['[cache] cannot listen yet: connect ECONNREFUSED'])
    await vi.advanceTimersByTimeAsync(200)
    expect(client.query).toHaveBeenCalledWith(expect.stringMatching(/^LISTEN /))
    await listener.stop()
  })
})
