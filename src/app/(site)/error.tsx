'use client'

import { ErrorFallback } from '@/components/errors/ErrorFallback'

/** Errors in pages outside the main-nav layout (the members' area); the root layout stays. */
export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorFallback error={error} main />
}
