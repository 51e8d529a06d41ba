import type { Metadata } from 'next'
import { RenderBlocks } from '@/blocks/components'
import { LatestPosts } from '@/community/components/LatestPosts'
import { CmsImage } from '@/components/media/CmsImage'
import { PageModeObserver } from '@/components/nav/PageModeObserver'
import { getSiteSettings } from '@/lib/content'
import { jsonLd, organizationLd, pageMetadata } from '@/lib/seo'
import type { Page } from '@/payload-types'

/** A `pages` document's metadata: its SEO fields, else its hero, else the site's. */
export async function cmsPageMetadata(page: Page): Promise<Metadata> {
  const settings = await getSiteSettings()
  // The home page's tab: the site's name and what it stands for, not "푸드임팩트 | 푸드임팩트".
  const home = page.path === '/' && !page.meta?.title
  const metadata = pageMetadata({
    title: home ? `${settings.siteName} | ${page.hero.heading}` : page.meta?.title || page.title,
    absoluteTitle: home,
    description: page.meta?.description ?? page.hero.body ?? settings.description,
    path: encodeURI(page.path),
    image: page.meta?.image ?? page.hero.image,
  })
  return page.meta?.noindex ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** A `pages` document, fixed (the route table) or staff's own (/p/…): hero, then its blocks. */
export async function CmsPageView({ page }: { page: Page }) {
  const isHome = page.path === '/'
  const settings = isHome ? await getSiteSettings() : null
  return (
    <>
      <section
        className={`hero ${page.hero.image ? 'hero-with-image' : ''}`}
        aria-labelledby="page-title"
        data-nav-mode={page.hero.mode ?? 'title1'}
      >
        <div className="container hero-content">
          {page.hero.eyebrow ? <p className="eyebrow">{page.hero.eyebrow}</p> : null}
          <h1 id="page-title">{page.hero.heading}</h1>
          {page.hero.body ? <p className="lead">{page.hero.body}</p> : null}
        </div>
        {/* After the text (it is drawn behind it): on a phone its bytes are in the HTML
            (CmsImage), and the heading paints without waiting for them. */}
        {page.hero.image ? (
          <CmsImage media={page.hero.image} sizes="100vw" priority className="hero-image" decorative />
        ) : null}
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
          dangerouslySetInnerHTML={jsonLd({ '@context': 'https://schema.org', ...organizationLd(settings) })}
        />
      ) : null}
    </>
  )
}
