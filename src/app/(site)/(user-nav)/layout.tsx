import Link from 'next/link'
import { type ReactNode, Suspense } from 'react'
import { EduNav } from '@/community/edu/EduNav'
import { ClientShell } from '@/components/layout/ClientShell'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SkipLink } from '@/components/layout/SkipLink'
import { LogoutButton } from '@/components/nav/LogoutButton'
import { MenuButton } from '@/components/nav/MobileMenu'
import { applicationsLink, backToSiteLink, contactLink, profileLink } from '@/components/nav/nav-items'
import { USER_MENU_PAGE, UserMobileMenu } from '@/components/nav/UserMobileMenu'
import { LegalNoticeBar } from '@/legal/components/LegalNoticeBar'
import { getSiteSettings } from '@/lib/content'
import { getNavigation } from '@/navigation/resolve'

/**
 * The `user-nav` layout of the spec: the members' area with its own bar (the education
 * programme's sections, my applications, my info, logout, the contact button) and a way back to
 * the public site. On phones the bar keeps one row (logo, contact, menu button) and the rest is
 * in the same mobile menu as the main-nav's. The same for every visitor: each page says whether
 * it is rendered per request (`dynamic = 'force-dynamic'` on every page that reads the session)
 * or cached for all members (user/edu/cached, src/proxy.ts).
 */
export default async function UserNavLayout({ children }: { children: ReactNode }) {
  const [settings, navigation] = await Promise.all([getSiteSettings(), getNavigation()])
  return (
    <>
      <SkipLink />
      <LegalNoticeBar />
      <header className="site-header user-header" data-solid="">
        <div className="container site-header-inner">
          <Link href="/user/edu" className="logo">
            {settings.siteName} <span className="user-header-area">교육</span>
          </Link>
          <EduNav />
          <div className="header-actions">
            <div className="user-links">
              {[backToSiteLink, applicationsLink, profileLink].map((link) => (
                <Link key={link.href} href={link.href} className="nav-link">
                  {link.label}
                </Link>
              ))}
              <LogoutButton className="nav-link" />
            </div>
            <Link href={contactLink.href} className="button small contact-button">
              {contactLink.label}
            </Link>
            {/* The menu follows `?menu=`, known in the browser only on cached pages. */}
            <Suspense fallback={<MenuButton menuPage={USER_MENU_PAGE} />}>
              <UserMobileMenu />
            </Suspense>
          </div>
        </div>
      </header>
      <main id="main">{children}</main>
      <SiteFooter settings={settings} links={navigation.footer} />
      <ClientShell />
    </>
  )
}
