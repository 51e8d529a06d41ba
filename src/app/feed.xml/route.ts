import { communityCategories } from '@/community/categories'
import { getFeedPosts } from '@/community/posts'
import { FEED_TITLE_SUFFIX, rss } from '@/feed/rss'
import { getSiteSettings } from '@/lib/content'
import { siteUrl } from '@/lib/seo'

// Built from the CMS at request time (cached by the community tags the CMS expires), never at build.
export const dynamic = 'force-dynamic'

const FEED_SIZE = 30

/** RSS of the newest public news and impact stories; drafts, scheduled and members-only posts never. */
export async function GET() {
  const [settings, posts] = await Promise.all([getSiteSettings(), getFeedPosts(FEED_SIZE)])
  const base = siteUrl()
  const body = rss({
    title: `${settings.siteName} ${FEED_TITLE_SUFFIX}`,
    description: settings.description ?? `${settings.siteName}의 뉴스와 임팩트 스토리`,
    siteUrl: base,
    items: posts.map((post) => ({
      title: post.title,
      summary: post.summary,
      url: `${base}/community/${post.category}/${post.id}`,
      publishedAt: post.publishedAt,
      category: communityCategories[post.category].label,
    })),
  })
  return new Response(body, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
