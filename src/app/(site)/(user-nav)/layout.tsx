import Link from 'next/link'
import type { ReactNode } from 'react'
import { EduNav } from '@/components/edu/EduNav'
import { ClientShell } from '@/components/layout/ClientShell'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SkipLink } from '@/components/layout/SkipLink'
import { LogoutButton } from '@/components/nav/LogoutButton'
import { getSiteSettings } from '@/lib/content'
import '@/components/nav/nav.css'

// Members-only pages depend on the visitor: never prerendered, never cached.
export const dynamic = 'force-dynamic'

/**
 * The `user-nav` layout of the spec: the members' area with its own bar (the education
 * programme's sections, my info, logout) and a way back to the public site.
 */
export default async function UserNavLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <SkipLink />
      <header className="site-header user-header" data-solid="">
        <div className="container site-header-inner">
          <Link href="/user/edu" className="logo">
            {settings.siteName} <span className="user-header-area">교육</span>
          </Link>
          <EduNav />
          <div className="header-actions user-actions">
            <Link href="/" className="nav-link">
              사이트로 돌아가기
            </Link>
            <Link href="/user/profile" className="nav-link">
              내 정보
            </Link>
            <LogoutButton className="nav-link" />
          </div>
        </div>
      </header>
      <main id="main">{children}</main>
      <SiteFooter settings={settings} />
      <ClientShell />
    </>
  )
}
