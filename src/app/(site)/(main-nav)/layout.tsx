import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SkipLink } from '@/components/layout/SkipLink'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { Toaster } from '@/components/toast/Toaster'
import { getSiteSettings } from '@/lib/content'
import { siteUrl } from '@/lib/seo'

/** The `main-nav` layout of the spec: top navigation, page, footer. */
export default async function MainNavLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  const preview = (await draftMode()).isEnabled
  return (
    <>
      {preview ? <PreviewBar serverURL={siteUrl()} /> : null}
      <SkipLink />
      <SiteHeader siteName={settings.siteName} />
      <main id="main">{children}</main>
      <SiteFooter settings={settings} />
      <Toaster />
    </>
  )
}
