import type { Metadata } from 'next'
import { feedAlternate } from '@/feed/rss'
import type { Media } from '@/payload-types'

/** Public origin for canonical URLs and social cards (set at run time, never at build). */
export const siteUrl = () => (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')

/** The 1200×630 social-card rendition of an image, if it has one. */
export function socialImage(media: Media | number | null | undefined) {
  if (!media || typeof media !== 'object') return undefined
  const og = media.sizes?.og
  const filename = og?.filename ?? media.filename
  if (!filename) return undefined
  return {
    url: `/api/media/file/${encodeURIComponent(filename)}`,
    width: og?.width ?? media.width ?? undefined,
    height: og?.height ?? media.height ?? undefined,
    alt: media.alt,
  }
}

export function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  publishedTime,
}: {
  title: string
  description?: string | null
  path: string
  image?: Media | number | null
  type?: 'website' | 'article'
  publishedTime?: string
}): Metadata {
  const images = socialImage(image)
  return {
    title,
    description: description ?? undefined,
    alternates: { canonical: path, ...feedAlternate },
    openGraph: {
      type,
      locale: 'ko_KR',
      url: path,
      title,
      description: description ?? undefined,
      images: images ? [images] : undefined,
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description: description ?? undefined },
  }
}

/** A JSON-LD script; `<` is escaped so content can never close the script element. */
export function jsonLd(data: Record<string, unknown>) {
  return { __html: JSON.stringify(data).replace(/</g, '\\u003c') }
}
