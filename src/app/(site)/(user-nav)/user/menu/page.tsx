import type { Metadata } from 'next'
import { UserMenuContent } from '@/components/nav/UserMobileMenu'

export const metadata: Metadata = { title: '회원 메뉴', robots: { index: false } }
// Its bar reads the CMS, and the build has no database: rendered when asked.
export const dynamic = 'force-dynamic'

/** The members' menu as a page: where the members' menu button leads before the scripts have run. */
export default function UserMenuPage() {
  return (
    <div className="container menu-page">
      <h1>회원 메뉴</h1>
      <UserMenuContent />
    </div>
  )
}
