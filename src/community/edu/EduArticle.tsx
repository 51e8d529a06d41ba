import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import Link from 'next/link'
import type { CommunityPost } from '@/community/posts'
import { CmsImage } from '@/components/media/CmsImage'
import { RichText } from '@/components/richtext/RichText'
import { formatDate, isoDateInSeoul } from '@/lib/format'

export function EduArticle({
  post,
  backHref,
  backLabel,
}: {
  post: CommunityPost
  backHref: string
  backLabel: string
}) {
  return (
    <article className="article" aria-labelledby="post-title">
      <h1 id="post-title">{post.title}</h1>
      <p className="meta">
        <time dateTime={isoDateInSeoul(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
        {post.audience === 'members' ? <span> · 회원 전용</span> : null}
      </p>
      <CmsImage media={post.cover} sizes="(max-width: 768px) 100vw, 768px" priority className="article-cover" />
      <RichText data={post.body as SerializedEditorState} />
      <div className="article-actions">
        <Link href={backHref} className="button secondary">
          {backLabel}
        </Link>
      </div>
    </article>
  )
}
