import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSession, requireSession } from '@/auth/session'
import { EduPost, eduPostMetadata, POST_ID } from '@/community/edu/EduSection'

// Reached by a visitor whose session is not in a valid cookie cache; members with one get the
// cached copy (src/proxy.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ newsid: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return eduPostMetadata('news', (await params).newsid, Boolean(await getSession()))
}

export default async function EduNewsDetailPage({ params }: Props) {
  const { newsid } = await params
  await requireSession()
  if (!POST_ID.test(newsid)) notFound()
  return <EduPost category="news" id={Number(newsid)} />
}
