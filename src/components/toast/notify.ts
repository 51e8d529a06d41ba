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

/** The spec's toast types (§4): default, success, error, info, warning, and loading below. */
export type ToastType = 'default' | 'success' | 'error' | 'info' | 'warning'
type Outcome = Exclude<ToastType, 'default'>

const toaster = () => {
  wantToaster()
  return import('./Toaster')
}

function show(type: ToastType, message: string) {
  void toaster().then(({ toast }) => (type === 'default' ? toast(message) : toast[type](message)))
}

/** A `loading` toast's end: it turns into a toast of the outcome and leaves after the usual time. */
export interface PendingToast {
  success: (message: string) => void
  error: (message: string) => void
  info: (message: string) => void
  warning: (message: string) => void
  /** Nothing to say (e.g. the page moves on): the loading toast just leaves. */
  dismiss: () => void
}

/**
 * A toast that stays while something is sent (spinner, no timer), then becomes its outcome.
 * If it never reached the screen (the region was still loading), the outcome shows as a new toast.
 */
function loading(message: string): PendingToast {
  const shown = toaster().then(({ toast }) => ({ toast, id: toast.loading(message) }))
  const finish = (type: Outcome, text: string) =>
    void Promise.all([shown, toaster()]).then(([{ toast, id }, { TOAST }]) => {
      if (toast.isActive(id)) {
        toast.update(id, { render: text, type, isLoading: false, autoClose: TOAST.durationMs, closeButton: true })
      } else {
        toast.dismiss(id)
        toast[type](text)
      }
    })
  return {
    success: (text) => finish('success', text),
    error: (text) => finish('error', text),
    info: (text) => finish('info', text),
    warning: (text) => finish('warning', text),
    dismiss: () => void shown.then(({ toast, id }) => toast.dismiss(id)),
  }
}

export const notify = {
  default: (message: string) => show('default', message),
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  loading,
}
