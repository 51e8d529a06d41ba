import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@/blocks/components'
import { LatestPosts } from '@/components/community/LatestPosts'
import { CmsImage } from '@/components/media/CmsImage'
import { PageModeObserver } from '@/components/nav/PageModeObserver'
import { getPageByPath, getSiteSettings } from '@/lib/content'
import { jsonLd, pageMetadata, siteUrl } from '@/lib/seo'
import { isSitePagePath } from '@/lib/site-pages'

/**
 * Every CMS page of the route table (/, /intro/page-a, /foodtech, …). next.config.mjs rewrites
 * the public paths here. No path is rendered at build (no database then): each is rendered on
 * its first request and served from Next's cache until staff change it.
 */
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ path: string[] }> }

async function load(params: Props['params']) {
  const { path: segments } = await params
  const path = segments.join('/') === 'home' ? '/' : `/${segments.join('/')}`
  if (!isSitePagePath(path)) notFound()
  const page = await getPageByPath(path, (await draftMode()).isEnabled)
  if (!page) notFound()
  return page
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params)
  const settings = await getSiteSettings()
  return pageMetadata({
    title: page.path === '/' ? settings.siteName : page.title,
    description: page.meta?.description ?? page.hero.body ?? settings.description,
    path: page.path,
    image: page.meta?.image ?? page.hero.image,
  })
}

export default async function CmsPage({ params }: Props) {
  const page = await load(params)
  const isHome = page.path === '/'
  const settings = isHome ? await getSiteSettings() : null
  return (
    <>
      <section
        className={`hero ${page.hero.image ? 'hero-with-image' : ''}`}
        aria-labelledby="page-title"
        data-nav-mode={page.hero.mode ?? 'title1'}
      >
        {page.hero.image ? (
          <CmsImage media={page.hero.image} sizes="100vw" priority className="hero-image" decorative />
        ) : null}
        <div className="container hero-content">
          {page.hero.eyebrow ? <p className="eyebrow">{page.hero.eyebrow}</p> : null}
          <h1 id="page-title">{page.hero.heading}</h1>
          {page.hero.body ? <p className="lead">{page.hero.body}</p> : null}
        </div>
      </section>
      <RenderBlocks blocks={page.layout} />
      {isHome ? (
        <>
          <PageModeObserver />
          <LatestPosts category="news" />
          <LatestPosts category="impact-story" />
        </>
      ) : null}
      {settings ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonLd()
          dangerouslySetInnerHTML={jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: settings.company?.name ?? settings.siteName,
            url: siteUrl(),
            email: settings.company?.email ?? undefined,
            telephone: settings.company?.phone ?? undefined,
            address: settings.company?.address ?? undefined,
          })}
        />
      ) : null}
    </>
  )
}
