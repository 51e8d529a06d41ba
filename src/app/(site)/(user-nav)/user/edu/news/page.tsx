import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { param, requireSession } from '@/auth/session'
import { Pagination } from '@/components/community/Pagination'
import { EduPostList } from '@/components/edu/EduPostList'
import { getMemberPostList } from '@/lib/members-content'

export const metadata: Metadata = { title: '교육 뉴스', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function EduNewsPage({ searchParams }: Props) {
  const pageParam = param((await searchParams).page) ?? '1'
  await requireSession(pageParam === '1' ? '/user/edu/news' : `/user/edu/news?page=${pageParam}`)
  if (!/^[1-9]\d{0,4}$/.test(pageParam)) notFound()
  const page = Number(pageParam)
  const list = await getMemberPostList('news', page)
  if (page > Math.max(1, list.totalPages)) notFound()
  return (
    <section aria-labelledby="news-title">
      <h1 id="news-title">교육 뉴스</h1>
      <EduPostList posts={list.docs} hrefOf={(id) => `/user/edu/news-detail/${id}`} />
      <Pagination basePath="/user/edu/news" page={page} totalPages={list.totalPages} />
    </section>
  )
}
