'use client'

import { ErrorFallback } from '@/components/errors/ErrorFallback'
import { MEMBERS_HOME } from '@/components/errors/error-view.mjs'

/** Errors in a members' page: the user-nav bar and footer stay, the page's `<main>` shows the error. */
export default function UserNavError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorFallback error={error} also={MEMBERS_HOME} />
}
