import Link from 'next/link'
import type { ReactNode } from 'react'
import { SkipLink } from '@/components/layout/SkipLink'

/** The `main-nav` layout of the spec: top navigation, page, footer. */
export default function MainNavLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="container">
        <nav aria-label="주 메뉴">
          <Link href="/">홈</Link>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer className="container" />
    </>
  )
}
