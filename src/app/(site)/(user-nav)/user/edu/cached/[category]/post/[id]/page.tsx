import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { isCommunityCategory } from '@/community/categories'
import { EduPost, eduPostMetadata, POST_ID } from '@/community/edu/EduSection'

/**
 * The cached copy of a members' article (`/user/edu/news-detail/N`, `/user/edu/impact-story/N`);
 * served only through src/proxy.ts, like the lists beside it.
 */
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ category: string; id: string }> }

async function load(params: Props['params']) {
  const { category, id } = await params
  if (!isCommunityCategory(category) || !POST_ID.test(id)) notFound()
  return { category, id: Number(id) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Served only to a signed-in member (src/proxy.ts).
  const { category, id } = await load(params)
  return eduPostMetadata(category, String(id), true)
}

export default async function CachedEduPostPage({ params }: Props) {
  const { category, id } = await load(params)
  return <EduPost category={category} id={id} />
}
