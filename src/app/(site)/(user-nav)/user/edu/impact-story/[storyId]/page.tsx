import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSession, requireSession } from '@/auth/session'
import { EduPost, eduPostMetadata, POST_ID } from '@/community/edu/EduSection'

// Reached by a visitor whose session is not in a valid cookie cache; members with one get the
// cached copy (src/proxy.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ storyId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return eduPostMetadata('impact-story', (await params).storyId, Boolean(await getSession()))
}

export default async function EduImpactStoryDetailPage({ params }: Props) {
  const { storyId } = await params
  await requireSession()
  if (!POST_ID.test(storyId)) notFound()
  return <EduPost category="impact-story" id={Number(storyId)} />
}
