'use client'

import { ErrorFallback } from '@/components/errors/ErrorFallback'

/** Errors in a group layout itself (main-nav or user-nav); the root layout stays. */
export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorFallback error={error} main />
}
