import { notFound } from 'next/navigation'
import { requireSession } from '@/auth/session'
import { EduPost, eduMetadata, POST_ID } from '@/community/edu/EduSection'

export const metadata = eduMetadata('news')
// Reached by a visitor whose session is not in a valid cookie cache; members with one get the
// cached copy (src/proxy.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ newsid: string }> }

export default async function EduNewsDetailPage({ params }: Props) {
  const { newsid } = await params
  await requireSession()
  if (!POST_ID.test(newsid)) notFound()
  return <EduPost category="news" id={Number(newsid)} />
}
