import { withParticle } from '@/lib/particles'
import type { Media } from '@/payload-types'
import type { SeoFallbacks } from './fields'

export type SeoImage = { url: string; alt: string }

/** Google shows about this many characters of a Korean title, and Naver of a description, before "…". */
export const TITLE_SHOWN = 30
export const DESCRIPTION_SHOWN = 80

const typed = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * What search engines and a share card read for a document, the same rule the public page's
 * metadata follows (src/lib/seo.ts): an SEO field, else the document's own words. `notes` tell
 * staff, in Korean, where a result will be cut short or comes from elsewhere.
 */
export function effectiveSeo(input: {
  metaTitle: unknown
  metaDescription: unknown
  title: unknown
  description: unknown
  siteName: string
  /** The home page's hero heading: without its own title, the home page's tab reads "사이트 이름 | heading". */
  homeHeading?: unknown
  fallbacks: SeoFallbacks
}) {
  const ownTitle = typed(input.metaTitle)
  const shareTitle = ownTitle || typed(input.title) || '제목 없음'
  const title =
    input.homeHeading !== undefined
      ? ownTitle || `${input.siteName} | ${typed(input.homeHeading)}`
      : input.siteName
        ? `${shareTitle} | ${input.siteName}`
        : shareTitle
  const ownDescription = typed(input.metaDescription)
  const description = ownDescription || typed(input.description)
  const { labels } = input.fallbacks
  const notes: string[] = []
  if (!ownTitle) notes.push(`검색 결과 제목이 비어 있어 ${withParticle(labels.title, '을(를)')} 씁니다.`)
  if (!ownDescription)
    notes.push(
      description
        ? `설명이 비어 있어 ${withParticle(labels.description, '을(를)')} 씁니다.`
        : '설명이 없습니다. 검색엔진이 본문에서 골라 보여 줍니다.',
    )
  if (title.length > TITLE_SHOWN)
    notes.push(`제목이 ${title.length}자입니다. 검색 결과에는 앞의 ${TITLE_SHOWN}자 정도만 보입니다.`)
  if (description.length > DESCRIPTION_SHOWN)
    notes.push(`설명이 ${description.length}자입니다. 검색 결과에는 앞의 ${DESCRIPTION_SHOWN}자 정도만 보입니다.`)
  return { title, shareTitle, description, notes }
}

type PostLike = {
  title: string
  summary?: string | null
  cover?: number | Media | null
  meta?: { title?: string | null; description?: string | null; image?: number | Media | null; noindex?: boolean | null }
}

/** A post's words for search engines and share cards, by the preview's rule: its 검색·공유 fields, else its own. */
export function postSeo(post: PostLike) {
  return {
    title: typed(post.meta?.title) || post.title,
    description: typed(post.meta?.description) || post.summary || undefined,
    image: post.meta?.image ?? post.cover,
    noindex: post.meta?.noindex === true,
  }
}
