import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { param, requireSession } from '@/auth/session'
import { Pagination } from '@/components/community/Pagination'
import { EduPostList } from '@/components/edu/EduPostList'
import { getMemberPostList } from '@/lib/members-content'

export const metadata: Metadata = { title: '임팩트 스토리 (회원)', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function EduImpactStoryPage({ searchParams }: Props) {
  const pageParam = param((await searchParams).page) ?? '1'
  await requireSession(pageParam === '1' ? '/user/edu/impact-story' : `/user/edu/impact-story?page=${pageParam}`)
  if (!/^[1-9]\d{0,4}$/.test(pageParam)) notFound()
  const page = Number(pageParam)
  const list = await getMemberPostList('impact-story', page)
  if (page > Math.max(1, list.totalPages)) notFound()
  return (
    <section aria-labelledby="stories-title">
      <h1 id="stories-title">임팩트 스토리</h1>
      <EduPostList posts={list.docs} hrefOf={(id) => `/user/edu/impact-story/${id}`} />
      <Pagination basePath="/user/edu/impact-story" page={page} totalPages={list.totalPages} />
    </section>
  )
}
