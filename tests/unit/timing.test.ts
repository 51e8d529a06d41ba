import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce, RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS, throttle } from '@/lib/timing'

describe('scroll and resize timing (throttle 99 ms, debounce 50 ms)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('throttle runs at once, then at most once per 99 ms, ending with the latest call', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, SCROLL_THROTTLE_MS)
    throttled()
    expect(fn).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(9)
      throttled()
    }
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS)
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('debounce waits until calls have stopped for 50 ms', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS)
    for (let i = 0; i < 5; i++) {
      debounced()
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1)
    }
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
