import Link from 'next/link'
import { CmsImage } from '@/components/media/CmsImage'
import type { CommunityCategory } from '@/lib/community'
import { formatDate, isoDateInSeoul } from '@/lib/format'
import type { Media } from '@/payload-types'

export type PostSummary = {
  id: number
  title: string
  summary: string
  cover?: Media | number | null
  publishedAt: string
}

export function PostCard({ post, category }: { post: PostSummary; category: CommunityCategory }) {
  return (
    <li className="post-card">
      <CmsImage media={post.cover} sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw" decorative />
      <h3>
        <Link href={`/community/${category}/${post.id}`}>{post.title}</Link>
      </h3>
      <p>{post.summary}</p>
      <time dateTime={isoDateInSeoul(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
    </li>
  )
}
