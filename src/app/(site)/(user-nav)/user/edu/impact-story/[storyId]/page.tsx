import { notFound } from 'next/navigation'
import { requireSession } from '@/auth/session'
import { EduPost, eduMetadata, POST_ID } from '@/community/edu/EduSection'

export const metadata = eduMetadata('impact-story')
// Reached by a visitor whose session is not in a valid cookie cache; members with one get the
// cached copy (src/proxy.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ storyId: string }> }

export default async function EduImpactStoryDetailPage({ params }: Props) {
  const { storyId } = await params
  await requireSession()
  if (!POST_ID.test(storyId)) notFound()
  return <EduPost category="impact-story" id={Number(storyId)} />
}
