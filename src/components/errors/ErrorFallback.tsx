'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { isCrawler } from '@/lib/bots.mjs'
import { ErrorView, type ErrorViewLink } from './ErrorView'
import { ERROR_TEXTS } from './error-view.mjs'

const subscribe = () => () => {}
const botOnClient = () => isCrawler(navigator.userAgent)
const notOnServer = () => false

/**
 * What an error boundary shows: the maintenance page with status 500,
 * except to crawlers and page-speed tools, which get an empty page: an error page must not be
 * indexed or measured as the page's content. The error is logged either way.
 * `main` says whether this boundary must provide the page's `<main>` (outside the group layouts);
 * `also` is a second way on beside the home button.
 */
export function ErrorFallback({
  error,
  main = false,
  also,
}: {
  error: Error & { digest?: string }
  main?: boolean
  also?: ErrorViewLink
}) {
  const bot = useSyncExternalStore(subscribe, botOnClient, notOnServer)
  useEffect(() => {
    console.error('[error-boundary]', error.digest ? `digest ${error.digest}` : '', error)
  }, [error])
  // The failed page's metadata failed with it: the tab says what the view says (React puts the title in the head).
  const content = bot ? null : (
    <>
      <title>{ERROR_TEXTS.maintenance.title}</title>
      <ErrorView status={500} also={also} />
    </>
  )
  return main ? <main id="main">{content}</main> : content
}
