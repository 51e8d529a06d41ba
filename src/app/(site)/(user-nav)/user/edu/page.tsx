import type { Metadata } from 'next'
import Link from 'next/link'
import { requireSession } from '@/auth/session'
import { EduPostList } from '@/community/edu/EduPostList'
import { getPostList } from '@/community/posts'

export const metadata: Metadata = { title: '교육 프로그램', robots: { index: false } }
// Greets the member by name: rendered per request.
export const dynamic = 'force-dynamic'

export default async function UserEduPage() {
  const { user } = await requireSession()
  const [news, stories] = await Promise.all([
    getPostList('members', 'news', 1),
    getPostList('members', 'impact-story', 1),
  ])
  return (
    <section aria-labelledby="edu-title">
      <h1 id="edu-title">교육 프로그램</h1>
      <p>{`${user.name}님, 회원 전용 교육 공간에 오신 것을 환영합니다.`}</p>
      <h2>최근 교육 뉴스</h2>
      <EduPostList
        posts={news.docs.slice(0, 3)}
        hrefOf={(id) => `/user/edu/news-detail/${id}`}
        headingLevel="h3"
        priorityFirst
      />
      <p>
        <Link href="/user/edu/news">교육 뉴스 모두 보기</Link>
      </p>
      <h2>임팩트 스토리</h2>
      <EduPostList posts={stories.docs.slice(0, 3)} hrefOf={(id) => `/user/edu/impact-story/${id}`} headingLevel="h3" />
      <p>
        <Link href="/user/edu/impact-story">임팩트 스토리 모두 보기</Link>
      </p>
    </section>
  )
}
