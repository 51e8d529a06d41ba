'use client'

import { useEffect } from 'react'
import { isBuildAssetUrl, isChunkLoadError, mayReload, reloadKey } from '@/lib/reload-guard'

/**
 * New builds and failed chunks (ADR 0036).
 * - Asks `/api/build` for the deployed build id 1 s after the load event, then every 5 minutes and
 *   when the tab becomes visible or focused again (at most once per 30 s). Once it differs from the
 *   id this page was built with, the next internal link click or back/forward is a full page load,
 *   so the visitor gets the new build's HTML and chunks instead of a client-side navigation that
 *   would ask the new server for chunks of the old build.
 * - A script or stylesheet of `/_next/static/` that fails to load, or a ChunkLoadError, reloads the
 *   page, at most once per 10 s per path (sessionStorage), so a chunk that is really gone cannot
 *   cause a reload loop.
 */
const OWN_BUILD_ID = process.env.SITE_BUILD_ID
const FIRST_CHECK_MS = 1000
const CHECK_EVERY_MS = 5 * 60_000
const MIN_GAP_MS = 30_000

function reloadOnce() {
  try {
    const key = reloadKey(location.pathname)
    if (!mayReload(sessionStorage.getItem(key), Date.now())) return
    sessionStorage.setItem(key, String(Date.now()))
  } catch {
    return // no storage, no guard: better no reload than a loop
  }
  location.reload()
}

export function BuildWatcher() {
  useEffect(() => {
    try {
      let stale = false
      let lastCheck = 0
      let first: ReturnType<typeof setTimeout> | undefined
      let timer: ReturnType<typeof setInterval> | undefined

      const check = async () => {
        if (stale) return
        lastCheck = Date.now()
        try {
          const response = await fetch('/api/build', { cache: 'no-store' })
          const { buildId } = (await response.json()) as { buildId?: string }
          if (buildId && buildId !== OWN_BUILD_ID) {
            stale = true
            clearInterval(timer)
          }
        } catch {
          // offline or the server is restarting: ask again later
        }
      }
      const checkAgain = () => {
        if (document.visibilityState === 'visible' && Date.now() - lastCheck >= MIN_GAP_MS) void check()
      }
      const start = () => {
        first = setTimeout(check, FIRST_CHECK_MS)
        timer = setInterval(check, CHECK_EVERY_MS)
      }

      const onClick = (event: MouseEvent) => {
        if (!stale || event.defaultPrevented || event.button !== 0) return
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        const link = (event.target as Element | null)?.closest?.('a[href]')
        if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return
        if (link.target && link.target !== '_self') return
        const url = new URL(link.href)
        if (url.origin !== location.origin) return
        if (url.hash && url.pathname === location.pathname && url.search === location.search) return
        // Before Next's router sees the click: a full load of the new build.
        event.preventDefault()
        event.stopImmediatePropagation()
        location.assign(url.href)
      }
      const onPopState = (event: PopStateEvent) => {
        if (!stale) return
        event.stopImmediatePropagation()
        location.reload()
      }
      const onError = (event: Event) => {
        const target = event.target
        if (
          (target instanceof HTMLScriptElement && isBuildAssetUrl(target.src)) ||
          (target instanceof HTMLLinkElement && isBuildAssetUrl(target.href))
        )
          reloadOnce()
      }
      const onRejection = (event: PromiseRejectionEvent) => {
        if (isChunkLoadError(event.reason)) reloadOnce()
      }

      window.addEventListener('click', onClick, true)
      window.addEventListener('popstate', onPopState, true)
      window.addEventListener('error', onError, true)
      window.addEventListener('unhandledrejection', onRejection)
      window.addEventListener('focus', checkAgain)
      document.addEventListener('visibilitychange', checkAgain)
      if (document.readyState === 'complete') start()
      else window.addEventListener('load', start, { once: true })

      return () => {
        clearTimeout(first)
        clearInterval(timer)
        window.removeEventListener('load', start)
        window.removeEventListener('click', onClick, true)
        window.removeEventListener('popstate', onPopState, true)
        window.removeEventListener('error', onError, true)
        window.removeEventListener('unhandledrejection', onRejection)
        window.removeEventListener('focus', checkAgain)
        document.removeEventListener('visibilitychange', checkAgain)
      }
    } catch (error) {
      // A failure while the client boots: say so, then let it fail as it would have.
      console.error('[build-watcher] 시작하지 못했습니다:', error)
      throw error
    }
  }, [])

  return null
}
