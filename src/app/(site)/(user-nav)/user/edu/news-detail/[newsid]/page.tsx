import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { requireSession } from '@/auth/session'
import { EduArticle } from '@/components/edu/EduArticle'
import { getMemberPost } from '@/lib/members-content'

export const metadata: Metadata = { title: '교육 뉴스', robots: { index: false } }

type Props = { params: Promise<{ newsid: string }> }

export default async function EduNewsDetailPage({ params }: Props) {
  const { newsid } = await params
  await requireSession(`/user/edu/news-detail/${encodeURIComponent(newsid)}`)
  if (!/^[1-9]\d{0,9}$/.test(newsid)) notFound()
  const post = await getMemberPost('news', Number(newsid))
  if (!post) notFound()
  return <EduArticle post={post} backHref="/user/edu/news" backLabel="교육 뉴스 목록" />
}
