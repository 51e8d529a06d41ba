import Link from 'next/link'
import { Suspense } from 'react'
import { AccountNav } from './AccountNav'
import { DesktopNav } from './DesktopNav'
import { HeaderFrame } from './HeaderFrame'
import { MenuButton, MobileMenu } from './MobileMenu'
import { contactLink, type Navigation } from './nav-items'

/**
 * The `main-nav` top bar. Server-rendered and identical for every visitor, so public
 * pages stay cached; the parts that depend on the browser are small client islands: the bar's
 * look (scroll, page mode), the dropdowns, the account end and the mobile menu.
 */
export function SiteHeader({ siteName, navigation }: { siteName: string; navigation: Navigation }) {
  return (
    <HeaderFrame>
      <div className="container site-header-inner">
        <Link href="/" className="logo">
          {siteName}
        </Link>
        <DesktopNav groups={navigation.groups} />
        <div className="header-actions">
          <AccountNav myMenu={navigation.myMenu} />
          <Link href="/search" className="search-link" aria-label="검색" title="검색">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
          <Link href={contactLink.href} className="button small contact-button">
            {contactLink.label}
          </Link>
          {/* The menu follows `?menu=`: unknown while a cached page is rendered, so it waits for the browser. */}
          <Suspense fallback={<MenuButton />}>
            <MobileMenu navigation={navigation} />
          </Suspense>
        </div>
      </div>
    </HeaderFrame>
  )
}
