import Link from 'next/link'
import type { CommunityCategory } from '@/community/categories'
import { CmsImage } from '@/components/media/CmsImage'
import { formatDate, isoDateInSeoul } from '@/lib/format'
import type { Media } from '@/payload-types'

export type PostSummary = {
  id: number
  title: string
  summary: string
  cover?: Media | number | null
  publishedAt: string
}

/**
 * `headingLevel`: h2 directly under a page's h1 (lists), h3 under a section's h2 (home).
 * `priority`: the first card of a list is the largest image above the fold on a phone.
 */
export function PostCard({
  post,
  category,
  headingLevel = 'h3',
  priority = false,
}: {
  post: PostSummary
  category: CommunityCategory
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}) {
  const Heading = headingLevel
  return (
    <li className="post-card">
      <CmsImage
        media={post.cover}
        sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw"
        priority={priority}
        decorative
      />
      <Heading className="post-title">
        <Link href={`/community/${category}/${post.id}`}>{post.title}</Link>
      </Heading>
      <p>{post.summary}</p>
      <time dateTime={isoDateInSeoul(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
    </li>
  )
}
