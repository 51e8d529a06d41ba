import type { ReactNode } from 'react'
import { ClientShell } from '@/components/layout/ClientShell'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SkipLink } from '@/components/layout/SkipLink'
import { SiteHeader } from '@/components/nav/SiteHeader'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { isStaffPreview } from '@/drafts/staff-preview'
import { LegalNoticeBar } from '@/legal/components/LegalNoticeBar'
import { getSiteSettings } from '@/lib/content'
import { siteUrl } from '@/lib/seo'
import { getNavigation } from '@/navigation/resolve'

/** The `main-nav` layout of the spec: top navigation, page, footer. */
export default async function MainNavLayout({ children }: { children: ReactNode }) {
  const [settings, navigation] = await Promise.all([getSiteSettings(), getNavigation()])
  const preview = await isStaffPreview()
  return (
    <>
      {preview ? <PreviewBar serverURL={siteUrl()} /> : null}
      <SkipLink />
      <LegalNoticeBar />
      <SiteHeader siteName={settings.siteName} navigation={navigation} />
      <main id="main">{children}</main>
      <SiteFooter settings={settings} links={navigation.footer} />
      <ClientShell />
    </>
  )
}
