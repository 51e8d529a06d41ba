import type { Metadata } from 'next'
import { GuestPageContent, guestPageMetadata } from '@/auth/components/GuestPages'
import { redirectSignedIn } from '@/auth/session'

// Guest-only, rendered per request for a visitor with a session cookie (a signed-in member goes on
// to where they were headed) and for a form sent before the scripts ran; src/proxy.ts shows other
// guests the cached copy (src/auth/guest-copies.ts).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = guestPageMetadata['find-pw']

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FindPwPage({ searchParams }: Props) {
  const query = await searchParams
  await redirectSignedIn(query.redirect)
  return <GuestPageContent page="find-pw" query={query} />
}
