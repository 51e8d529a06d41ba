import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { communityCategories, isCommunityCategory, membersPostPath } from '@/community/categories'
import { ShareButton } from '@/community/components/ShareButton'
import { getPostDraft, getPostWithNeighbours, isMembersOnlyPost } from '@/community/posts'
import { CmsImage } from '@/components/media/CmsImage'
import { RichText } from '@/components/richtext/RichText'
import { serverEnv } from '@/config/env'
import { isStaffPreview } from '@/drafts/staff-preview'
import { getSiteSettings } from '@/lib/content'
import { formatDate, isoDateInSeoul } from '@/lib/format'
import { breadcrumbLd, jsonLd, organizationLd, pageMetadata, siteUrl, socialImage } from '@/lib/seo'
import { postSeo } from '@/seo/effective'

export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ category: string; id: string }> }

/**
 * Only published public posts. A published members-only post sends everyone to its members' copy
 * (307: the post may become public), where a member reads it and a guest is asked to log in and
 * comes back; the same answer for every visitor, so the page stays cached. A draft or an unknown
 * id is a 404.
 */
async function load(params: Props['params']) {
  const { category, id } = await params
  if (!isCommunityCategory(category) || !/^[1-9]\d{0,9}$/.test(id)) notFound()
  const draft = await isStaffPreview()
  const found = draft
    ? await getPostDraft(category, Number(id))
    : await getPostWithNeighbours('public', category, Number(id))
  if (!found && !draft && (await isMembersOnlyPost(category, Number(id)))) redirect(membersPostPath(category, id))
  if (!found) notFound()
  return { category, ...found }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, post } = await load(params)
  const seo = postSeo(post)
  const metadata = pageMetadata({
    title: seo.title,
    description: seo.description,
    path: `/community/${category}/${post.id}`,
    image: seo.image,
    type: 'article',
    publishedTime: post.publishedAt,
  })
  return seo.noindex ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

export default async function CommunityPostPage({ params }: Props) {
  const { category, post, newer, older } = await load(params)
  const settings = await getSiteSettings()
  const label = communityCategories[category].label
  const base = `/community/${category}`
  const seo = postSeo(post)
  const image = socialImage(seo.image)
  return (
    <article className="container article" aria-labelledby="post-title">
      <p className="eyebrow">
        <Link href={`${base}/list`}>{label}</Link>
      </p>
      <h1 id="post-title">{post.title}</h1>
      <p className="meta">
        <time dateTime={isoDateInSeoul(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
        {post.tags?.length ? <span className="tags"> · {post.tags.join(', ')}</span> : null}
      </p>
      <CmsImage media={post.cover} sizes="(max-width: 768px) 100vw, 768px" priority className="article-cover" />
      <RichText data={post.body as SerializedEditorState} />
      <div className="article-actions">
        <Link href={`${base}/list`} className="button secondary">
          목록으로
        </Link>
        <ShareButton
          title={seo.title}
          description={seo.description}
          imageUrl={`${siteUrl()}${image?.url ?? '/apple-icon.png'}`}
          kakaoKey={serverEnv().KAKAO_JAVASCRIPT_KEY}
        />
      </div>
      <nav className="prev-next" aria-label="이전 글, 다음 글">
        {newer ? (
          <Link href={`${base}/${newer.id}`} rel="prev">
            <span>이전 글 (최신)</span> {newer.title}
          </Link>
        ) : (
          <span />
        )}
        {older ? (
          <Link href={`${base}/${older.id}`} rel="next">
            <span>다음 글</span> {older.title}
          </Link>
        ) : null}
      </nav>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonLd()
        dangerouslySetInnerHTML={jsonLd({
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': category === 'news' ? 'NewsArticle' : 'Article',
              headline: post.title,
              description: seo.description,
              datePublished: post.publishedAt,
              dateModified: post.updatedAt,
              image: image ? [`${siteUrl()}${image.url}`] : undefined,
              mainEntityOfPage: `${siteUrl()}${base}/${post.id}`,
              // Written and published by the company's staff, in its name.
              author: organizationLd(settings),
              publisher: organizationLd(settings),
            },
            breadcrumbLd([
              { name: '홈', path: '/' },
              { name: label, path: `${base}/list` },
              { name: post.title, path: `${base}/${post.id}` },
            ]),
          ],
        })}
      />
    </article>
  )
}
