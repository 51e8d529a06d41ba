import Link from 'next/link'

const sections = [
  { href: '/intro/page-a', label: '회사 소개' },
  { href: '/foodtech', label: '푸드테크' },
  { href: '/impact-franchise', label: '임팩트 프랜차이즈' },
  { href: '/invest', label: '투자 지원' },
  { href: '/community/news/list', label: '커뮤니티' },
]

/** The `main-nav` top bar. (Dropdowns, the mobile menu and the account menu come with the site shell.) */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link href="/" className="logo">
          {siteName}
        </Link>
        <nav aria-label="주 메뉴">
          <ul className="nav-list">
            {sections.map((section) => (
              <li key={section.href}>
                <Link href={section.href}>{section.label}</Link>
              </li>
            ))}
            <li>
              <Link href="/contact/general" className="button small">
                문의하기
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
