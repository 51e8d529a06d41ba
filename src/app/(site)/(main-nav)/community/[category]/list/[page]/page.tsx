import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { communityCategories, isCommunityCategory } from '@/community/categories'
import { CategoryTabs } from '@/community/components/CategoryTabs'
import { PostCard } from '@/community/components/PostCard'
import { getPostList } from '@/community/posts'
import { Pagination } from '@/components/pagination/Pagination'
import { pageMetadata } from '@/lib/seo'

/**
 * `/community/{category}/list?page=N`: next.config.mjs rewrites the query to this segment so
 * every page of the list is cached like a static file (a query string would make it dynamic).
 */
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ category: string; page: string }> }

async function load(params: Props['params']) {
  const { category, page: pageParam } = await params
  if (!isCommunityCategory(category) || !/^[1-9]\d{0,4}$/.test(pageParam)) notFound()
  const page = Number(pageParam)
  const list = await getPostList('public', category, page)
  if (page > Math.max(1, list.totalPages)) notFound()
  return { category, page, list }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await load(params)
  const label = communityCategories[category].label
  const path = `/community/${category}/list${page > 1 ? `?page=${page}` : ''}`
  return pageMetadata({
    title: page > 1 ? `${label} (${page}페이지)` : label,
    description: `푸드임팩트의 ${label}를 모아 봅니다.`,
    path,
  })
}

export default async function CommunityListPage({ params }: Props) {
  const { category, page, list } = await load(params)
  const label = communityCategories[category].label
  return (
    <div className="container page-body">
      <h1>{label}</h1>
      <CategoryTabs current={category} />
      {list.docs.length === 0 ? (
        <p>아직 게시된 글이 없습니다.</p>
      ) : (
        <ul className="post-grid">
          {list.docs.map((post, index) => (
            <PostCard key={post.id} post={post} category={category} headingLevel="h2" priority={index === 0} />
          ))}
        </ul>
      )}
      <Pagination basePath={`/community/${category}/list`} page={page} totalPages={list.totalPages} />
    </div>
  )
}
