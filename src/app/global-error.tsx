'use client'

import { ErrorFallback } from '@/components/errors/ErrorFallback'
import { ERROR_PAGE_CSS, ERROR_VIEW_CSS } from '@/components/errors/error-view.mjs'

/**
 * When a root layout itself fails (e.g. the site settings cannot be read). Next looks for
 * global-error only at the top of `app/`, not per root layout, so this one also covers the
 * Payload admin's layout; the admin is in Korean too. It replaces the root layout: own html/body
 * (the title comes with ErrorFallback's view).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ko">
      <head>
        {/* Without the site's layout, so without its stylesheet: the error view's own. */}
        <style>{ERROR_PAGE_CSS + ERROR_VIEW_CSS}</style>
      </head>
      <body>
        <ErrorFallback error={error} main />
      </body>
    </html>
  )
}
