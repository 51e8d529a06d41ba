/**
 * The site's toasts. react-toastify (about 10 KB of gzip) is loaded with the toast region on
 * the visitor's first press or key, which comes before any toast (each answers an action), so
 * pages that are only read never ship it. A toast asked for before it has loaded waits in
 * react-toastify's queue until the region mounts.
 */
let wanted = false
const listeners = new Set<() => void>()

/** Mounts the real toast region (ToastRegion) and starts loading its code. */
export function wantToaster() {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

export function subscribeToaster(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const isToasterWanted = () => wanted

function show(type: 'success' | 'error', message: string) {
  wantToaster()
  void import('./Toaster').then(({ toast }) => toast[type](message))
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
}
