import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { GuestPageContent, guestPageMetadata } from '@/auth/components/GuestPages'
import { guestCopyQuery, isGuestPage } from '@/auth/guest-copies'

/**
 * The cached copy of a guest-only page (`/login?redirect=…` → `/guest-copy/login/<query>`): the
 * same for every guest, so rendered once and kept. Never addressed directly: src/proxy.ts rewrites
 * to it for a visitor without a session cookie and refuses this path to everyone.
 */
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ page: string; state: string }> }

async function load(params: Props['params']) {
  const { page, state } = await params
  const query = guestCopyQuery(state)
  if (!isGuestPage(page) || !query) notFound()
  return { page, query }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return guestPageMetadata[(await load(params)).page]
}

export default async function GuestCopyPage({ params }: Props) {
  const { page, query } = await load(params)
  return <GuestPageContent page={page} query={query} />
}
