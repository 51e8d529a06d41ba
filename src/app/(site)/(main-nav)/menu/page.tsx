import type { Metadata } from 'next'
import { MainMenuContent } from '@/components/nav/MobileMenu'
import { getNavigation } from '@/navigation/resolve'

export const metadata: Metadata = { title: '전체 메뉴', robots: { index: false } }
// The menu is the CMS's, and the build has no database: rendered when asked (rarely: only a tap
// before the scripts ran lands here).
export const dynamic = 'force-dynamic'

/**
 * The phone's menu as a page: where the menu button leads before the page's scripts have run (a
 * slow phone network), with the same links as the menu dialog.
 */
export default async function MenuPage() {
  const navigation = await getNavigation()
  return (
    <div className="container menu-page">
      <h1>전체 메뉴</h1>
      <MainMenuContent navigation={navigation} />
    </div>
  )
}
