import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { BuildWatcher } from '@/components/build/BuildWatcher'
import { WebFont, webFontScript } from '@/components/fonts/WebFont'
import { SiteStyles } from '@/components/layout/SiteStyles'
import { feedAlternate } from '@/feed/rss'
import { getSiteSettings } from '@/lib/content'
import { siteUrl } from '@/lib/seo'
import { PageViewTracker } from '@/page-views/PageViewTracker'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.description ?? undefined,
    openGraph: { siteName: settings.siteName, locale: 'ko_KR' },
    alternates: feedAlternate,
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return (
    // The head script may add the `webfont` class before React hydrates.
    <html lang="ko" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, no user data */}
        <script dangerouslySetInnerHTML={{ __html: webFontScript }} />
        <SiteStyles />
      </head>
      <body>
        {children}
        <WebFont />
        <PageViewTracker />
        <BuildWatcher />
      </body>
    </html>
  )
}
