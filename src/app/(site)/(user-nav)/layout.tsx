import Link from 'next/link'
import type { ReactNode } from 'react'
import { SkipLink } from '@/components/layout/SkipLink'

// Members-only pages depend on the visitor: never prerendered, never cached.
export const dynamic = 'force-dynamic'

/** The `user-nav` layout of the spec: the members' education area with its own navigation. */
export default function UserNavLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="container">
        <nav aria-label="교육 프로그램 메뉴">
          <Link href="/">사이트로 돌아가기</Link>
        </nav>
      </header>
      <main id="main">{children}</main>
    </>
  )
}
