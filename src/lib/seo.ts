import type { Metadata } from 'next'
import { feedAlternate } from '@/feed/rss'
import type { Media, SiteSetting } from '@/payload-types'

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
  absoluteTitle = false,
  description,
  path,
  image,
  type = 'website',
  publishedTime,
}: {
  title: string
  /** The tab shows `title` as it is, without the site's name after it (the home page names the site itself). */
  absoluteTitle?: boolean
  description?: string | null
  path: string
  image?: Media | number | null
  type?: 'website' | 'article'
  publishedTime?: string
}): Metadata {
  const images = socialImage(image)
  return {
    title: absoluteTitle ? { absolute: title } : title,
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

/**
 * The company as search engines and link previews read it (schema.org Organization): its name,
 * address, logo, how to reach it (a contact point in Korean) and its channels elsewhere (sameAs).
 */
export function organizationLd(settings: SiteSetting) {
  const company = settings.company
  const sameAs = [
    ...(settings.socialLinks ?? []).map((link) => link.url),
    ...(company?.kakaoChannel ? [company.kakaoChannel] : []),
  ].filter((url) => url.startsWith('https://'))
  return {
    '@type': 'Organization',
    name: company?.name ?? settings.siteName,
    url: siteUrl(),
    logo: `${siteUrl()}/apple-icon.png`,
    email: company?.email ?? undefined,
    telephone: company?.phone ?? undefined,
    address: company?.address ?? undefined,
    contactPoint:
      company?.email || company?.phone
        ? {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            email: company.email ?? undefined,
            telephone: company.phone ?? undefined,
            url: `${siteUrl()}/contact/general`,
            availableLanguage: 'Korean',
          }
        : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  }
}

/** A trail of links to the page (schema.org BreadcrumbList), from the home page down. */
export function breadcrumbLd(trail: { name: string; path: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${siteUrl()}${step.path}`,
    })),
  }
}
