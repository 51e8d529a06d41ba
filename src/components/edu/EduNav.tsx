'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

const items = [
  { href: '/user/edu/news', label: '교육 뉴스', match: (path: string) => path.startsWith('/user/edu/news') },
  {
    href: '/user/edu/impact-story',
    label: '임팩트 스토리',
    match: (path: string) => path.startsWith('/user/edu/impact-story'),
  },
]

/** The education area's own navigation (spec §2 user-nav): news and impact stories. */
export function EduNav() {
  const pathname = usePathname() ?? ''
  return (
    <nav aria-label="교육 프로그램 메뉴" className="edu-nav">
      <ul className="nav-list">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="nav-link" aria-current={item.match(pathname) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
