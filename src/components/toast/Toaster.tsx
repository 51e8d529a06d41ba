'use client'
import { cssTransition, ToastContainer, toast } from 'react-toastify'

// Loaded on demand by ToastRegion and notify(): one chunk for the container and toast().
export { toast }

/** Spec §9 toast figures (the same as the well-known Sonner defaults). */
export const TOAST = {
  durationMs: 4000,
  visible: 3,
  widthPx: 356,
  gapPx: 14,
  swipePx: 45,
  removeMs: 200,
} as const

/** Enter by sliding up, leave in 200 ms (fade and collapse); none with reduced motion (globals.css). */
const slide = cssTransition({
  enter: 'toast-enter',
  exit: 'toast-exit',
  collapseDuration: TOAST.removeMs,
})

/**
 * The site's one toast region: bottom-right, 4000 ms on screen, at most 3 at once (a fourth
 * waits for one to leave), swipe 45 px to dismiss, Alt+T moves focus to the toasts
 * (react-toastify's default hot key). Toasts are read out by its live region and every one is
 * text: nothing is told by sound or colour alone.
 */
function CloseButton({ closeToast }: { closeToast: (event: React.MouseEvent<HTMLElement>) => void }) {
  return (
    <button type="button" className="Toastify__close-button" aria-label="알림 닫기" onClick={closeToast}>
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  )
}

export function Toaster() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST.durationMs}
      limit={TOAST.visible}
      transition={slide}
      draggable
      draggablePercent={(TOAST.swipePx / TOAST.widthPx) * 100}
      closeOnClick={false}
      pauseOnFocusLoss
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      aria-label="알림 (Alt+T로 이동)"
      // react-toastify's own close label and timer are English ("close", "notification timer"):
      // a Korean close button, and no timer bar (the toast's time is not information).
      closeButton={CloseButton}
      hideProgressBar
    />
  )
}
