/**
 * Spec §9 scroll figures: handlers of scroll events run at most every 99 ms (throttle), and
 * size measurements wait until resizing has paused for 50 ms (debounce).
 */
export const SCROLL_THROTTLE_MS = 99
export const RESIZE_DEBOUNCE_MS = 50

/** Runs `fn` at once, then at most once per `ms`, always ending with the latest call. */
export function throttle(fn: () => void, ms: number): () => void {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  return () => {
    const wait = last + ms - Date.now()
    if (wait <= 0) {
      last = Date.now()
      fn()
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined
        last = Date.now()
        fn()
      }, wait)
    }
  }
}

/** Runs `fn` once calls have stopped for `ms`. */
export function debounce(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  return () => {
    clearTimeout(timer)
    timer = setTimeout(fn, ms)
  }
}
