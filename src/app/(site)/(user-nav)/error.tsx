'use client'

import { ErrorFallback } from '@/components/errors/ErrorFallback'
import { membersHome } from './members-home'

/** Errors in a members' page: the user-nav bar and footer stay, the page's `<main>` shows the error. */
export default function UserNavError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorFallback error={error} also={membersHome} />
}
