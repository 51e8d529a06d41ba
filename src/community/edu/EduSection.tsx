import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { type CommunityCategory, membersListPath, membersPostPath } from '@/community/categories'
import { EduArticle } from '@/community/edu/EduArticle'
import { EduPostList } from '@/community/edu/EduPostList'
import { getPost, getPostList } from '@/community/posts'
import { Pagination } from '@/components/pagination/Pagination'
import { PAGE_NUMBER, POST_ID } from '@/lib/members-cache-path.mjs'

export { PAGE_NUMBER, POST_ID }

/**
 * The education area's lists and articles. The same for every member: rendered by the
 * per-request pages (which check the session first) and by their cached copies under
 * /user/edu/cached/ (which src/proxy.ts serves only to a signed-in member).
 */
export const eduSections = {
  news: {
    title: '교육 뉴스',
    metaTitle: '교육 뉴스',
    headingId: 'news-title',
    listPath: membersListPath('news'),
    postPath: (id: number | string) => membersPostPath('news', id),
    backLabel: '교육 뉴스 목록',
  },
  'impact-story': {
    title: '임팩트 스토리',
    metaTitle: '임팩트 스토리 (회원)',
    headingId: 'stories-title',
    listPath: membersListPath('impact-story'),
    postPath: (id: number | string) => membersPostPath('impact-story', id),
    backLabel: '임팩트 스토리 목록',
  },
} satisfies Record<CommunityCategory, unknown>

export const eduMetadata = (category: CommunityCategory): Metadata => ({
  title: eduSections[category].metaTitle,
  robots: { index: false },
})

/**
 * An article's tab title: its own, then its section's. Only for a reader the page will show it to
 * (`forMember`): a guest's answer is the way to the login page, which must not name the article.
 */
export async function eduPostMetadata(category: CommunityCategory, id: string, forMember: boolean): Promise<Metadata> {
  const metadata = eduMetadata(category)
  if (!forMember) return metadata
  // A member's missing article is the not-found page's title too, before and after the scripts
  // render it (the section's title stayed in the tab once React had rendered the 404).
  const post = POST_ID.test(id) ? await getPost('members', category, Number(id)) : null
  if (!post) notFound()
  return { ...metadata, title: `${post.title} | ${metadata.title}` }
}

/** A page of a members' list; one past the last is a 404, in its tab title as in its body. */
async function existingListPage(category: CommunityCategory, page: number) {
  const list = await getPostList('members', category, page)
  if (page > Math.max(1, list.totalPages)) notFound()
  return list
}

export async function eduListMetadata(category: CommunityCategory, page: number): Promise<Metadata> {
  await existingListPage(category, page)
  return eduMetadata(category)
}

export async function EduList({ category, page }: { category: CommunityCategory; page: number }) {
  const section = eduSections[category]
  const list = await existingListPage(category, page)
  return (
    <section aria-labelledby={section.headingId}>
      <h1 id={section.headingId}>{section.title}</h1>
      <EduPostList posts={list.docs} hrefOf={section.postPath} priorityFirst />
      <Pagination basePath={section.listPath} page={page} totalPages={list.totalPages} />
    </section>
  )
}

export async function EduPost({ category, id }: { category: CommunityCategory; id: number }) {
  const post = await getPost('members', category, id)
  if (!post) notFound()
  const section = eduSections[category]
  return <EduArticle post={post} backHref={section.listPath} backLabel={section.backLabel} />
}
