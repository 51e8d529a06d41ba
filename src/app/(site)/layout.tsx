import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'
import './globals.css'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { getSiteSettings } from '@/lib/content'
import { siteUrl } from '@/lib/seo'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.description ?? undefined,
    openGraph: { siteName: settings.siteName, locale: 'ko_KR' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <body>{children}</body>
    </html>
  )
}
