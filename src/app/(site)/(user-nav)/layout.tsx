import Link from 'next/link'
import type { ReactNode } from 'react'
import { EduNav } from '@/components/edu/EduNav'
import { ClientShell } from '@/components/layout/ClientShell'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SkipLink } from '@/components/layout/SkipLink'
import { LogoutButton } from '@/components/nav/LogoutButton'
import { getSiteSettings } from '@/lib/content'
import '@/components/nav/nav.css'

/**
 * The `user-nav` layout of the spec: the members' area with its own bar (the education
 * programme's sections, my info, logout) and a way back to the public site. The same for every
 * visitor: each page says whether it is rendered per request (`dynamic = 'force-dynamic'` on
 * every page that reads the session) or cached for all members (user/edu/cached, src/proxy.ts).
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
