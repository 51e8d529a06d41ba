'use client'

import { ErrorFallback } from '@/components/errors/ErrorFallback'

/** Errors in a main-nav page: header and footer stay, the page's `<main>` shows the error. */
export default function MainNavError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorFallback error={error} />
}
