import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { requireSession } from '@/auth/session'
import { EduArticle } from '@/components/edu/EduArticle'
import { getMemberPost } from '@/lib/members-content'

export const metadata: Metadata = { title: '임팩트 스토리 (회원)', robots: { index: false } }

type Props = { params: Promise<{ storyId: string }> }

export default async function EduImpactStoryDetailPage({ params }: Props) {
  const { storyId } = await params
  await requireSession(`/user/edu/impact-story/${encodeURIComponent(storyId)}`)
  if (!/^[1-9]\d{0,9}$/.test(storyId)) notFound()
  const post = await getMemberPost('impact-story', Number(storyId))
  if (!post) notFound()
  return <EduArticle post={post} backHref="/user/edu/impact-story" backLabel="임팩트 스토리 목록" />
}
