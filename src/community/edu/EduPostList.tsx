import Link from 'next/link'
import { CmsImage } from '@/components/media/CmsImage'
import { formatDate, isoDateInSeoul } from '@/lib/format'
import type { Media } from '@/payload-types'

export type EduPost = { id: number; title: string; summary: string; cover?: Media | number | null; publishedAt: string }

/**
 * Cards of members' posts, linking inside the education area. `priorityFirst`: the list's first
 * cover is the largest image above the fold on a phone (the page's first list only).
 */
export function EduPostList({
  posts,
  hrefOf,
  headingLevel = 'h2',
  priorityFirst = false,
}: {
  posts: EduPost[]
  hrefOf: (id: number) => string
  headingLevel?: 'h2' | 'h3'
  priorityFirst?: boolean
}) {
  const Heading = headingLevel
  if (posts.length === 0) return <p>아직 게시된 회원 전용 글이 없습니다.</p>
  return (
    <ul className="post-grid">
      {posts.map((post, index) => (
        <li key={post.id} className="post-card">
          <CmsImage
            media={post.cover}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw"
            decorative
            priority={priorityFirst && index === 0}
          />
          <Heading className="post-title">
            <Link href={hrefOf(post.id)}>{post.title}</Link>
          </Heading>
          <p>{post.summary}</p>
          <time dateTime={isoDateInSeoul(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
        </li>
      ))}
    </ul>
  )
}
