'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'

/** localStorage key of the time of the last successful track call (ISO 8601). */
export const LAST_TRACK_AT_KEY = 'lastTrackAt'
const SIX_HOURS_MS = 6 * 60 * 60 * 1000

const randomUuid = (): string =>
  // crypto.randomUUID exists in secure contexts only (https, localhost).
  crypto.randomUUID?.() ??
  '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
    (Number(c) ^ ((crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) & (15 >> (Number(c) / 4)))).toString(16),
  )

/** Track state: one per app start, i.e. per full page load. */
const track = { sessionId: '', lastTrackAt: 0, path: '' }

function restoreLastTrackAt(): number {
  try {
    const stored = Date.parse(localStorage.getItem(LAST_TRACK_AT_KEY) ?? '')
    if (!Number.isNaN(stored)) return stored
  } catch {}
  return Date.now() - SIX_HOURS_MS
}

function PageViews() {
  const pathname = usePathname()
  const search = useSearchParams().toString()

  useEffect(() => {
    // `menu` only opens and closes the mobile menu: not a page of its own.
    const params = new URLSearchParams(search)
    params.delete('menu')
    const query = params.toString()
    const path = query ? `${pathname}?${query}` : pathname
    if (path === track.path) return
    if (!track.sessionId) {
      track.sessionId = randomUuid()
      track.lastTrackAt = restoreLastTrackAt()
    }
    const pathFrom = track.path
    track.path = path
    fetch('/api/track', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path,
        pathFrom,
        referrer: document.referrer,
        eventType: 'pageView',
        sessionId: track.sessionId,
      }),
    })
      .then((response) => {
        if (!response.ok) return
        track.lastTrackAt = Date.now()
        localStorage.setItem(LAST_TRACK_AT_KEY, new Date(track.lastTrackAt).toISOString())
      })
      .catch(() => {})
  }, [pathname, search])

  return null
}

/** Sends a page view on the first load and after every client-side route change. */
export function PageViewTracker() {
  return (
    <Suspense fallback={null}>
      <PageViews />
    </Suspense>
  )
}
